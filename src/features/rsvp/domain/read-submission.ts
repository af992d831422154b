// An RSVP answer in any of the shapes the API takes, read into one draft. The request is parsed by
// `rsvpSubmissionSchema` (the action's input; a form's field names are nested by conform first:
// `status.{guestId}` arrives as `status: { guestId: … }`):
// - JSON: { token, email, members: [{ guestId, status, plusOne, plusOneName, answers: { questionId: value },
//   plusOneAnswers: { questionId: value } }], householdAnswers: { questionId: value } } (members may also be
//   an object keyed by guest id; the short form's `answers` and `plusOneAnswers` at the top are the respondent's);
// - form fields, as the no-JS page posts them: status.{guestId}, plusOne.{guestId},
//   plusOneName.{guestId}, answer.{questionId}.{guestId}, answer.{questionId}, event.{eventId}.{guestId}
//   (Accepted or Declined for one event), plusOneAnswer.{questionId}.{guestId} (the plus-one's answer),
//   email, token;
//   status, plusOne and plusOneName without a guest id mean the guest the token belongs to;
// - either of the above plus `updates`: the JSON shape as a string (product.md §7's "form with
//   optional updates JSON"), which wins over the fields.
import { z } from 'zod';
import { UserError } from '../../../core/errors';
import { isAnswerStatus, type MemberDraft, type RsvpDraft } from '../../../shared/rsvp/model';
import { translator } from '../../../shared/i18n';

/** What a request says; anything it leaves out stays as it was. */
export interface DraftPatch {
  email?: string;
  members: Record<string, Partial<MemberDraft>>;
  householdAnswers: Record<string, string>;
}

const RAW_MAX = 2000;
const id = z.string().max(64);
const text = z.preprocess(
  (value) => (value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value),
  z.string().max(RAW_MAX),
);
const flag = z.preprocess((value) => value === true || value === 'on' || value === 'true' || value === 'yes' || value === '1', z.boolean());
/** A form field's value: a string as sent (cut to the limit), anything else empty; absent stays absent. */
const fieldText = z.preprocess((value) => (value === undefined ? undefined : typeof value === 'string' ? value.slice(0, RAW_MAX) : ''), z.string().optional());
const perGuest = <T extends z.ZodType>(value: T) => z.record(id, value);
/** `status=…` (the respondent) or `status.{guestId}=…` (nested: one per guest). */
const ownOrPerGuest = <T extends z.ZodType>(value: T) => z.union([perGuest(value), value]);

const memberSchema = z.object({
  guestId: id.optional(),
  status: text.optional(),
  plusOne: flag.optional(),
  plusOneName: text.optional(),
  answers: z.record(id, text).optional(),
  /** The plus-one's answers to per-guest questions: { questionId: value }. */
  plusOneAnswers: z.record(id, text).optional(),
  /** Per event: { eventId: 'Accepted' | 'Declined' }. */
  events: z.record(id, text).optional(),
  /** Per event: { eventId: true | false } whether the plus-one comes. */
  eventPlusOnes: z.record(id, text).optional(),
});

const updatesSchema = z.object({
  email: text.optional(),
  members: z.union([z.array(memberSchema).max(100), z.record(id, memberSchema)]).optional(),
  householdAnswers: z.record(id, text).optional(),
  answers: z.record(id, text).optional(),
  /** The short form's plus-one answers (the respondent's plus-one). */
  plusOneAnswers: z.record(id, text).optional(),
});
type Updates = z.output<typeof updatesSchema>;

/** The body of an RSVP answer (the guest's, or the couple's taken by phone), every shape above. */
export const rsvpSubmissionSchema = updatesSchema.extend({
  /** The guest's personal token ('' when missing). */
  token: z.preprocess((value) => (typeof value === 'string' ? value.slice(0, 200) : ''), z.string()),
  email: fieldText,
  status: ownOrPerGuest(fieldText).optional(),
  plusOne: ownOrPerGuest(flag).optional(),
  plusOneName: ownOrPerGuest(fieldText).optional(),
  /** answer.{questionId} (the household's) or answer.{questionId}.{guestId}. */
  answer: perGuest(ownOrPerGuest(fieldText)).optional(),
  plusOneAnswer: perGuest(perGuest(fieldText)).optional(),
  event: perGuest(perGuest(fieldText)).optional(),
  eventPlusOne: perGuest(perGuest(fieldText)).optional(),
  /** The JSON shape as a string (a form's `updates`), or as an object. */
  updates: z.union([z.string(), updatesSchema]).optional(),
});
export type RsvpSubmission = z.output<typeof rsvpSubmissionSchema>;

function parseUpdates(value: string | Updates): Updates {
  if (typeof value !== 'string') return value;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    throw new UserError('input.invalid', translator('en')('rsvp.error.updatesJson'));
  }
  const parsed = updatesSchema.safeParse(data);
  if (!parsed.success) throw new UserError('input.invalid', translator('en')('rsvp.error.unreadable'));
  return parsed.data;
}

/** A per-event plus-one answer: 'yes', 'no', or '' (with the guest) for anything else. */
function yesNo(value: string): '' | 'yes' | 'no' {
  const word = value.trim().toLowerCase();
  if (['yes', 'true', 'on', '1'].includes(word)) return 'yes';
  if (['no', 'false', 'off', '0'].includes(word)) return 'no';
  return '';
}

/** A field given for the respondent (a value) or per guest (nested by guest id). */
function eachGuest<T>(value: T | Record<string, T> | undefined, respondentId: string, set: (guestId: string, value: T) => void) {
  if (value === undefined) return;
  if (value !== null && typeof value === 'object') for (const [guestId, one] of Object.entries(value as Record<string, T>)) set(guestId, one);
  else set(respondentId, value as T);
}

/** `{ first: { second: value } }` as (first, second, value). */
function eachPair(value: Record<string, Record<string, string | undefined>> | undefined, set: (first: string, second: string, value: string) => void) {
  for (const [first, inner] of Object.entries(value ?? {})) for (const [second, one] of Object.entries(inner)) set(first, second, one ?? '');
}

export function draftPatchOf(input: RsvpSubmission, respondentId: string): DraftPatch {
  const draft: DraftPatch = { members: {}, householdAnswers: {} };
  const member = (guestId: string): Partial<MemberDraft> => (draft.members[guestId] ??= {});
  /** Members whose plus-one was said yes or no outright; for the others a name means yes. */
  const told = new Set<string>();

  // The form's fields first.
  if (input.email !== undefined) draft.email = input.email;
  eachGuest(input.status, respondentId, (guestId, value) => {
    member(guestId).status = (value ?? '') as MemberDraft['status'];
  });
  eachGuest(input.plusOne, respondentId, (guestId, value) => {
    member(guestId).plusOne = value;
    told.add(guestId);
  });
  eachGuest(input.plusOneName, respondentId, (guestId, value) => {
    member(guestId).plusOneName = value ?? '';
  });
  for (const [questionId, value] of Object.entries(input.answer ?? {})) {
    if (value === undefined || typeof value === 'string') draft.householdAnswers[questionId] = value ?? '';
    else
      for (const [guestId, one] of Object.entries(value)) {
        const guest = member(guestId);
        guest.answers = { ...guest.answers, [questionId]: one ?? '' };
      }
  }
  eachPair(input.plusOneAnswer, (questionId, guestId, value) => {
    const guest = member(guestId);
    guest.plusOneAnswers = { ...guest.plusOneAnswers, [questionId]: value };
  });
  eachPair(input.event, (eventId, guestId, value) => {
    const guest = member(guestId);
    guest.events = { ...guest.events, [eventId]: value as '' };
  });
  eachPair(input.eventPlusOne, (eventId, guestId, value) => {
    const guest = member(guestId);
    guest.eventPlusOnes = { ...guest.eventPlusOnes, [eventId]: yesNo(value) };
  });
  // Then the JSON shape, then `updates`, which wins.
  const json =
    input.members !== undefined || input.householdAnswers !== undefined || input.answers !== undefined || input.plusOneAnswers !== undefined ? input : null;
  for (const source of [json, input.updates === undefined || input.updates === '' ? null : parseUpdates(input.updates)]) {
    if (source === null) continue;
    if (source.email !== undefined) draft.email = source.email;
    const members = Array.isArray(source.members) ? source.members.map((m) => [m.guestId ?? respondentId, m] as const) : Object.entries(source.members ?? {});
    for (const [guestId, m] of members) {
      const entry = member(guestId);
      if (m.status !== undefined) entry.status = m.status as MemberDraft['status'];
      if (m.plusOneName !== undefined) entry.plusOneName = m.plusOneName;
      if (m.plusOne !== undefined) {
        entry.plusOne = m.plusOne;
        told.add(guestId);
      }
      if (m.answers) entry.answers = { ...entry.answers, ...m.answers };
      if (m.plusOneAnswers) entry.plusOneAnswers = { ...entry.plusOneAnswers, ...m.plusOneAnswers };
      if (m.events) entry.events = { ...entry.events, ...(m.events as Record<string, ''>) };
      if (m.eventPlusOnes)
        entry.eventPlusOnes = { ...entry.eventPlusOnes, ...Object.fromEntries(Object.entries(m.eventPlusOnes).map(([id, v]) => [id, yesNo(v)])) };
    }
    Object.assign(draft.householdAnswers, source.answers ?? {}, source.householdAnswers ?? {});
    if (source.plusOneAnswers) {
      const self = member(respondentId);
      self.plusOneAnswers = { ...self.plusOneAnswers, ...source.plusOneAnswers };
    }
  }
  for (const [guestId, entry] of Object.entries(draft.members)) {
    if (!told.has(guestId) && entry.plusOneName && entry.plusOneName.trim() !== '') entry.plusOne = true;
  }
  return draft;
}

/** The stored answers with the request's changes laid over them. */
export function applyPatch(base: RsvpDraft, patch: DraftPatch): RsvpDraft {
  const members: Record<string, MemberDraft> = {};
  for (const [guestId, entry] of Object.entries(base.members))
    members[guestId] = {
      ...entry,
      answers: { ...entry.answers },
      ...(entry.plusOneAnswers ? { plusOneAnswers: { ...entry.plusOneAnswers } } : {}),
      ...(entry.events ? { events: { ...entry.events } } : {}),
      ...(entry.eventPlusOnes ? { eventPlusOnes: { ...entry.eventPlusOnes } } : {}),
    };
  for (const [guestId, change] of Object.entries(patch.members)) {
    const current = members[guestId] ?? { status: '', plusOne: false, plusOneName: '', answers: {} };
    const events = current.events || change.events ? { events: { ...current.events, ...change.events } } : {};
    const plusOnes = current.eventPlusOnes || change.eventPlusOnes ? { eventPlusOnes: { ...current.eventPlusOnes, ...change.eventPlusOnes } } : {};
    const plusOneAnswers = current.plusOneAnswers || change.plusOneAnswers ? { plusOneAnswers: { ...current.plusOneAnswers, ...change.plusOneAnswers } } : {};
    members[guestId] = { ...current, ...change, answers: { ...current.answers, ...change.answers }, ...plusOneAnswers, ...events, ...plusOnes };
  }
  return {
    email: patch.email ?? base.email,
    members,
    householdAnswers: { ...base.householdAnswers, ...patch.householdAnswers },
  };
}

/**
 * The draft as a form shows it again after a refused submission: a status that is not an answer
 * (say 'Maybe' from a hand-made post) shows as unanswered, beside the validation message, instead
 * of reaching the form island, whose props allow only '', Accepted and Declined.
 */
export function draftForDisplay(draft: RsvpDraft): RsvpDraft {
  const members: Record<string, MemberDraft> = {};
  for (const [guestId, entry] of Object.entries(draft.members)) {
    const events = entry.events ? { events: Object.fromEntries(Object.entries(entry.events).map(([id, a]) => [id, isAnswerStatus(a) ? a : ''] as const)) } : {};
    members[guestId] = { ...entry, status: isAnswerStatus(entry.status) ? entry.status : '', ...events };
  }
  return { ...draft, members };
}
