// Inputs of the couple's RSVP screens and API (zod).
import { z } from 'zod';
import { formBooleanSchema, guestEmailSchema, NAME_MAX } from '../guests/schemas';
import { QUESTION_KINDS, QUESTION_SCOPES } from './model';
import { isRealDay } from './days';
import { EMAIL_NEEDED, MESSAGE_TOO_LONG, NAME_REQUIRED } from './texts';
import { appText } from '../i18n/app';
import { translator } from '../i18n/catalogues';

export const QUESTIONS_MAX = 20;
import { LABEL_MAX, OPTION_MAX, OPTIONS_MAX } from './limits';
import { extraOptionPath, questionTranslationsSchema, withoutOptions } from './question-language';
import { TRANSLATION_MESSAGES } from '../wedding/translations';
export const MESSAGE_MAX = 1000;

export const QUESTION_TEXTS = {
  labelRequired: appText('rsvp.question.error.labelRequired'),
  labelTooLong: appText('rsvp.question.error.labelTooLong', { max: LABEL_MAX }),
  kindInvalid: appText('rsvp.question.error.kindInvalid'),
  scopeInvalid: appText('rsvp.question.error.scopeInvalid'),
  forCatererInvalid: appText('rsvp.question.error.forCatererInvalid'),
  optionsNeeded: appText('rsvp.question.error.optionsNeeded'),
  optionsTooMany: appText('rsvp.question.error.optionsTooMany', { max: OPTIONS_MAX }),
  optionTooLong: appText('rsvp.question.error.optionTooLong', { max: OPTION_MAX }),
  optionsRepeated: appText('rsvp.question.error.optionsRepeated'),
  tooMany: appText('rsvp.question.error.tooMany', { max: QUESTIONS_MAX }),
  eventUnknown: appText('rsvp.question.error.eventUnknown'),
} as const;

const DEADLINE_INVALID = appText('rsvp.settings.deadlineInvalid');

const formBoolean = (fallback: boolean) => z.preprocess((value) => (value === undefined ? fallback : value), formBooleanSchema);

/** The settings form and PATCH /rsvp/settings: a missing field keeps its current value. */
export const rsvpSettingsInputSchema = z.object({
  allowRsvpResubmit: formBooleanSchema.optional(),
  rsvpOpen: formBooleanSchema.optional(),
  notifyCouple: formBooleanSchema.optional(),
  /** A day (yyyy-MM-dd) in the wedding's time zone; '' or null removes the deadline. */
  deadline: z
    .preprocess(
      (value) => (value === null ? '' : value),
      z
        .string({ error: DEADLINE_INVALID })
        .trim()
        .refine((value) => value === '' || isRealDay(value), DEADLINE_INVALID),
    )
    .optional(),
});
export type RsvpSettingsInput = z.output<typeof rsvpSettingsInputSchema>;

/** Options as a JSON array or as text with one option per line (the no-JS form). */
const optionsSchema = z.preprocess(
  (value) => {
    if (typeof value === 'string') return value.split(/\r?\n/);
    return value ?? [];
  },
  z
    .array(z.string().transform((option) => option.replace(/\s+/g, ' ').trim()))
    .transform((options) => options.filter((option) => option !== ''))
    .pipe(
      z
        .array(z.string().max(OPTION_MAX, QUESTION_TEXTS.optionTooLong))
        .max(OPTIONS_MAX, QUESTION_TEXTS.optionsTooMany)
        .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, QUESTION_TEXTS.optionsRepeated),
    ),
);

export const questionInputSchema = z
  .object({
    label: z
      .string({ error: QUESTION_TEXTS.labelRequired })
      .transform((value) => value.replace(/\s+/g, ' ').trim())
      .pipe(z.string().min(1, QUESTION_TEXTS.labelRequired).max(LABEL_MAX, QUESTION_TEXTS.labelTooLong)),
    kind: z.enum(QUESTION_KINDS, { error: QUESTION_TEXTS.kindInvalid }),
    options: optionsSchema,
    required: formBoolean(false),
    scope: z.preprocess((value) => (value === undefined || value === '' ? 'guest' : value), z.enum(QUESTION_SCOPES, { error: QUESTION_TEXTS.scopeInvalid })),
    /** Asked about one event only (issue 16 item 3); '' or null: for all events; left out: as it was. */
    eventId: z.preprocess((value) => (value === '' ? null : value), z.string().trim().max(64).nullable().optional()),
    /**
     * Shown on the caterer's view (issue 23 item 9); left out: as it was. The page's edit form sends a hidden
     * 'false' before its checkbox, so the last value sent is the box's.
     */
    forCaterer: z.preprocess((value) => {
      const last = Array.isArray(value) ? value.at(-1) : value;
      if (typeof last !== 'string') return last;
      return ['true', 'on', '1', 'yes'].includes(last.trim().toLowerCase())
        ? true
        : ['false', 'off', '0', 'no', ''].includes(last.trim().toLowerCase())
          ? false
          : last;
    }, z.boolean({ error: QUESTION_TEXTS.forCatererInvalid }).optional()),
    /**
     * The label and the choices in the wedding's other languages (issue 27 item 2): { [lang]: { label, 'options.N' } }
     * (or `options` as a list or one per line); each language sent replaces that language's texts; left out: as they were.
     */
    translations: questionTranslationsSchema.optional(),
  })
  .transform((question) =>
    question.kind === 'choice'
      ? question
      : { ...question, options: [], ...(question.translations ? { translations: withoutOptions(question.translations) } : {}) },
  )
  .refine((question) => question.kind !== 'choice' || question.options.length >= 2, { message: QUESTION_TEXTS.optionsNeeded, path: ['options'] })
  .superRefine((question, ctx) => {
    const extra = extraOptionPath(question.translations, question.options.length);
    if (extra) ctx.addIssue({ code: 'custom', message: TRANSLATION_MESSAGES.unknownText(extra), path: ['translations'] });
  });
export type QuestionInput = z.output<typeof questionInputSchema>;

export const moveQuestionSchema = z.object({
  direction: z.enum(['up', 'down'], { error: appText('rsvp.question.error.move') }),
});

/** PUT /rsvp/questions/order: every question id once, in the new order. */
export const questionOrderSchema = z.object({
  ids: z.array(z.string().max(64)).max(QUESTIONS_MAX),
});

/** A visitor who could not find themselves asks to be added. */
export const guestRequestSchema = z.object({
  name: z
    .preprocess((value) => (typeof value === 'string' ? value : ''), z.string())
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, NAME_REQUIRED)
        .max(NAME_MAX, translator('en')('rsvp.error.nameTooLong', { max: NAME_MAX })),
    ),
  // A string first (left out or null: the same message as empty), so an absent key is checked too (a schema that
  // accepts undefined, as a preprocess does, makes zod skip an absent key).
  email: z
    .string({ error: EMAIL_NEEDED })
    .pipe(guestEmailSchema.refine((value) => Boolean(value), EMAIL_NEEDED) as z.ZodType<string | null | undefined, string>),
  message: z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().max(MESSAGE_MAX, MESSAGE_TOO_LONG)),
});
export type GuestRequestInput = z.output<typeof guestRequestSchema>;
