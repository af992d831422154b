// Inputs of the couple's special-request screens and API (zod, server side only). Questions take
// the RSVP's question rules (label, kind, options, required) without its scope.
import { z } from 'zod';
import { formBooleanSchema } from '../../../shared/guests/schemas';
import { questionInputSchema } from '../../../shared/rsvp/schemas';
import { appText } from '../../../shared/i18n/app';

export const INTRO_MAX = 500;

export const specialQuestionInputSchema = questionInputSchema.transform(({ label, kind, options, required, translations }) => ({
  label,
  kind,
  options,
  required,
  ...(translations ? { translations } : {}),
}));
export type SpecialQuestionInput = z.output<typeof specialQuestionInputSchema>;

/** PATCH /special-requests/settings and the pages' forms: a missing field keeps its value. */
export const specialSettingsInputSchema = z.object({
  intro: z
    .preprocess(
      (value) => (value === null ? '' : value),
      z
        .string({ error: appText('special-requests.ask.introNotText') })
        .transform((value) => value.replace(/\r\n/g, '\n').trim())
        .pipe(z.string().max(INTRO_MAX, appText('special-requests.ask.introTooLong', { max: INTRO_MAX }))),
    )
    .optional(),
  showInRsvp: formBooleanSchema.optional(),
  acceptNewGuests: formBooleanSchema.optional(),
});
export type SpecialSettingsInput = z.output<typeof specialSettingsInputSchema>;
