// The guest's preferred language (issue 27): one of the languages Vowly's guest pages and e-mails are
// written in (src/shared/i18n's list), or none.
import { z } from 'zod';
import { appText } from '../i18n/app';
import { isLang, LANGUAGE_CODES, type Lang } from '../i18n/languages';

export const GUEST_LANGUAGE_INVALID = appText('guests.error.language', { codes: LANGUAGE_CODES.join(', ') });

export const guestLanguageSchema = z
  .string({ error: GUEST_LANGUAGE_INVALID })
  .trim()
  .toLowerCase()
  .refine(isLang, GUEST_LANGUAGE_INVALID)
  .transform((code) => code as Lang);
