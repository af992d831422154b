import { z } from 'zod/mini';

/** One guest as the list shows it (a subset of the API's guest). */
export const guestItemSchema = z.object({
  guestId: z.string(),
  name: z.string(),
  email: z.optional(z.string()),
  status: z.string(),
  household: z.nullable(z.string()),
  plusOneAllowed: z.boolean(),
  plusOneName: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  /** Own tags and the household's (issue 16 item 2). */
  tags: z.optional(z.array(z.string())),
  householdTags: z.optional(z.array(z.string())),
  unsubscribed: z.boolean(),
  /** The guest's preferred language (issue 27), or null. */
  language: z.optional(z.nullable(z.string())),
  /** The provider reported the current address bounced or complained (issue 16 item 6). */
  emailProblem: z.optional(z.nullable(z.enum(['bounced', 'complained']))),
  rsvpToken: z.string(),
});
export type GuestItem = z.output<typeof guestItemSchema>;

export const totalsSchema = z.object({
  counts: z.object({ total: z.number(), plusOnes: z.number(), Awaiting: z.number(), Accepted: z.number(), Declined: z.number() }),
  seatsUsed: z.number(),
  guestLimit: z.number(),
});
export type Totals = z.output<typeof totalsSchema>;

/** A form the server re-rendered after a refused no-JS submit: what was typed and why. */
export const formStateSchema = z.object({
  values: z.record(z.string(), z.string()),
  error: z.nullable(z.string()),
  limitReached: z.boolean(),
});
export type FormState = z.output<typeof formStateSchema>;

export const listQuerySchema = z.object({ search: z.string(), status: z.string(), sort: z.string(), tag: z.optional(z.string()) });
export type ListQuery = z.output<typeof listQuerySchema>;

export const guestListPropsSchema = z.object({
  guests: z.array(guestItemSchema),
  nextCursor: z.nullable(z.string()),
  query: listQuerySchema,
  totals: totalsSchema,
  pro: z.boolean(),
  /** Household names of the wedding, offered while typing. */
  households: z.array(z.string()),
  /** Every tag of the wedding, for the tag filter. */
  tags: z.optional(z.array(z.string())),
  /** https://host/{weddingUrl}/rsvp, or null while the site has no address. */
  rsvpBase: z.nullable(z.string()),
  editId: z.nullable(z.string()),
  addForm: z.nullable(formStateSchema),
  editForm: z.nullable(formStateSchema),
});
export type GuestListProps = z.output<typeof guestListPropsSchema>;

/** The list's query string (empty values left out), as links and the API take it. */
export function queryString(query: Partial<ListQuery> & { cursor?: string; edit?: string }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return params.toString();
}
