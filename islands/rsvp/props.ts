import { z } from 'zod/mini';

const text = z.string();
const answers = z.record(z.string(), z.string());

export const questionSchema = z.object({
  id: text,
  kind: z.enum(['text', 'yesno', 'choice']),
  label: text,
  options: z.array(text),
  required: z.boolean(),
  scope: z.enum(['guest', 'household']),
  eventId: z.optional(z.nullable(text)),
  /** The label and choices in the wedding's other languages (issue 27 item 2): the form shows the page's. */
  translations: z.optional(z.record(text, z.record(text, text))),
});

export const eventSchema = z.object({ id: text, title: text, when: text });

export const memberSchema = z.object({
  guestId: text,
  name: text,
  status: text,
  plusOneAllowed: z.boolean(),
  plusOneName: z.nullable(text),
  plusOneStatus: z.nullable(text),
  answers,
  plusOneAnswers: z.optional(answers),
  responded: z.boolean(),
  locked: z.boolean(),
  eventIds: z.optional(z.array(text)),
  events: z.optional(answers),
  eventPlusOnes: z.optional(z.record(z.string(), z.boolean())),
});

export const householdSchema = z.object({
  token: text,
  householdName: z.nullable(text),
  members: z.array(memberSchema),
  householdAnswers: answers,
  /** The events the household answers for (issue 16 item 3). */
  events: z.optional(z.array(eventSchema)),
});
export type HouseholdProps = z.output<typeof householdSchema>;

export const draftSchema = z.object({
  email: text,
  members: z.record(
    z.string(),
    z.object({
      status: z.enum(['', 'Accepted', 'Declined']),
      plusOne: z.boolean(),
      plusOneName: text,
      answers,
      plusOneAnswers: z.optional(answers),
      events: z.optional(z.record(z.string(), z.enum(['', 'Accepted', 'Declined']))),
      eventPlusOnes: z.optional(z.record(z.string(), z.enum(['', 'yes', 'no']))),
    }),
  ),
  householdAnswers: answers,
});

export const VIEWS = ['find', 'answer', 'request', 'requested'] as const;
export type RsvpView = (typeof VIEWS)[number];

export const rsvpFormPropsSchema = z.object({
  weddingUrl: text,
  view: z.enum(VIEWS),
  household: z.nullable(householdSchema),
  questions: z.array(questionSchema),
  allowRsvpResubmit: z.boolean(),
  deadlineText: z.nullable(text),
  draft: z.nullable(draftSchema),
  /** Field errors of a refused no-JS submit, keyed by field name ('form' for the whole form). */
  errors: z.record(z.string(), z.string()),
  /** Why the guest sees this view (link not valid, name not found, …). */
  notice: z.nullable(text),
  name: text,
  /** The find form's e-mail field: null until the wedding's lookups are under attack and it is asked for. */
  lookupEmail: z.optional(z.nullable(text)),
  request: z.object({ name: text, email: text, message: text }),
  /** The page's language and the RSVP's messages in it (issue 27); English without them. */
  lang: z.optional(z.enum(['en', 'es', 'fr', 'de', 'it', 'pt', 'ar'])),
  messages: z.optional(z.record(z.string(), z.string())),
  /** What the form's addresses add to stay in that language ('?lang=es'), when it is not the site's default. */
  query: z.optional(text),
});
export type RsvpFormProps = z.output<typeof rsvpFormPropsSchema>;
