import { z } from 'zod';
import { appText } from '../i18n/app';
import { GUEST_SORTS } from './sorts';
import { GUEST_STATUSES } from './status';
import { guestLanguageSchema } from './language';
import { tagsSchema } from './tags';

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const HOUSEHOLD_MAX = 100;
export const NOTES_MAX = 1000;

export const GUEST_TEXTS = {
  nameRequired: appText('guests.error.nameRequired'),
  nameTooLong: appText('guests.error.nameTooLong', { max: NAME_MAX }),
  emailInvalid: appText('guests.error.emailInvalid'),
  statusInvalid: appText('guests.error.statusInvalid'),
  householdTooLong: appText('guests.error.householdTooLong', { max: HOUSEHOLD_MAX }),
  plusOneTooLong: appText('guests.error.plusOneTooLong', { max: NAME_MAX }),
  notesTooLong: appText('guests.error.notesTooLong', { max: NOTES_MAX }),
} as const;

/** Blank text (forms send '' for an empty field) means "none". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const nullableText = (max: number, message: string) => z.preprocess(blankToNull, z.string().trim().max(max, message).nullable().optional());

export const guestNameSchema = z
  .string({ error: GUEST_TEXTS.nameRequired })
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, GUEST_TEXTS.nameRequired).max(NAME_MAX, GUEST_TEXTS.nameTooLong));

/** Optional e-mail: an empty one is removed (null), a present one is trimmed and lower-cased. */
export const guestEmailSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, GUEST_TEXTS.emailInvalid)
    .pipe(z.email({ error: GUEST_TEXTS.emailInvalid }))
    .nullable()
    .optional(),
);

export const guestStatusSchema = z.enum(GUEST_STATUSES, { error: GUEST_TEXTS.statusInvalid });

/** JSON booleans, and what HTML forms and CSV cells send for them. */
export const formBooleanSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const word = value.trim().toLowerCase();
    if (['on', 'true', '1', 'yes', 'y'].includes(word)) return true;
    if (['off', 'false', '0', 'no', 'n', ''].includes(word)) return false;
    return value;
  },
  z.boolean({ error: appText('guests.error.plusOneAllowed') }),
);

const guestFields = {
  email: guestEmailSchema,
  status: guestStatusSchema.optional(),
  /** Household (party) name: the guest joins that household of the wedding, created if new. */
  household: nullableText(HOUSEHOLD_MAX, GUEST_TEXTS.householdTooLong),
  plusOneAllowed: formBooleanSchema.optional(),
  plusOneName: nullableText(NAME_MAX, GUEST_TEXTS.plusOneTooLong),
  notes: nullableText(NOTES_MAX, GUEST_TEXTS.notesTooLong),
  /** The guest's own tags (an array, or text separated by commas): they say which events the guest is invited to. */
  tags: tagsSchema.optional(),
  /** Tags of the guest's household, which every member carries (ignored for a guest without a household). */
  householdTags: tagsSchema.optional(),
  /** The guest's preferred language (issue 27): their e-mails and their personal link use it; null lets the site choose. */
  language: z.preprocess(blankToNull, guestLanguageSchema.nullable().optional()),
};

/** POST /guest-list */
export const newGuestSchema = z.object({ name: guestNameSchema, ...guestFields });
export type NewGuestInput = z.output<typeof newGuestSchema>;

const GUEST_ID_REQUIRED = appText('guests.error.guestIdRequired');

/** PATCH /guest-list: the guest's id plus only the fields that change. */
export const guestChangesSchema = z.object({
  guestId: z.string({ error: GUEST_ID_REQUIRED }).trim().min(1, GUEST_ID_REQUIRED).max(64),
  name: guestNameSchema.optional(),
  ...guestFields,
});
export type GuestChangesInput = z.output<typeof guestChangesSchema>;

export const GUEST_PAGE_SIZE = 250;
export const GUEST_PAGE_MAX = 500;

/** GET /guest-list query. */
export const guestListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(GUEST_PAGE_MAX).default(GUEST_PAGE_SIZE),
  cursor: z.string().max(500).optional(),
  search: z.preprocess(blankToNull, z.string().trim().max(200).nullable().optional()),
  status: z.preprocess(blankToNull, guestStatusSchema.nullable().optional()),
  tag: z.preprocess(blankToNull, z.string().trim().max(200).nullable().optional()),
  sort: z.preprocess(
    blankToNull,
    z
      .enum(GUEST_SORTS, { error: appText('guests.error.sort') })
      .nullable()
      .optional(),
  ),
});
export type GuestListQuery = z.output<typeof guestListQuerySchema>;
