// The guest's preferred language (issue 27): one of the languages Vowly's guest pages and e-mails are
// written in (src/shared/i18n's list), or none. Islands read this file too: it imports only the list.
import { z } from 'zod';
import { isLang, LANGUAGE_CODES, type Lang } from '../i18n/languages';

export const GUEST_LANGUAGE_INVALID = `Language must be one of ${LANGUAGE_CODES.join(', ')}`;

export const guestLanguageSchema = z
  .string({ error: GUEST_LANGUAGE_INVALID })
  .trim()
  .toLowerCase()
  .refine(isLang, GUEST_LANGUAGE_INVALID)
  .transform((code) => code as Lang);
