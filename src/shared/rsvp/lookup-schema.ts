// A guest finding their invitation by name (the find form of the RSVP, questions and seat pages, each a POST
// action; the API's GET ?name= reads the same bounds): what they typed, cut to the bounds the pages always
// kept (the lookup compares normalised names and e-mails, so nothing longer could match).
import { z } from 'zod';
import { NAME_REQUIRED } from './texts';

export const LOOKUP_NAME_MAX = 200;
export const LOOKUP_EMAIL_MAX = 320;

export const nameLookupSchema = z.object({
  /** Required: blank (or spaces only) is NAME_REQUIRED; a page says it in its own words. */
  name: z
    .string({ error: NAME_REQUIRED })
    .transform((name) => name.slice(0, LOOKUP_NAME_MAX))
    .refine((name) => name.trim() !== '', NAME_REQUIRED),
  /** Present (maybe empty) once the page asked for it: the wedding's lookups are under attack. */
  email: z
    .string()
    .transform((email) => email.slice(0, LOOKUP_EMAIL_MAX))
    .optional(),
  /** The page's language (the questions page's hidden field); else ?lang= and the browser's. */
  lang: z.string().max(16).optional(),
});
