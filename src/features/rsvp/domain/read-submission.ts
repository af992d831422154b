// Reads an RSVP answer from any of the shapes the API takes into one draft:
// - JSON: { token, email, members: [{ guestId, status, plusOne, plusOneName, answers: { questionId: value },
//   plusOneAnswers: { questionId: value } }], householdAnswers: { questionId: value } } (members may also be
//   an object keyed by guest id; the short form's `answers` and `plusOneAnswers` at the top are the respondent's);
// - form fields, as the no-JS page posts them: status.{guestId}, plusOne.{guestId},
//   plusOneName.{guestId}, answer.{questionId}.{guestId}, answer.{questionId}, event.{eventId}.{guestId}
//   (Accepted or Declined for one event), plusOneAnswer.{questionId}.{guestId} (the plus-one's answer),
//   email, token;
//   status, plusOne and plusOneName without a guest id mean the guest the token belongs to;
// - either of the above plus `updates`: the JSON shape as a string (product.md §7's "form with
//   optional updates JSON"), which wins over the flat fields.
import { z } from 'zod';
import { UserError } from '../../../core/errors';
import { isAnswerStatus, type MemberDraft, type RsvpDraft } from '../../../shared/rsvp/model';

/** What a request says; anything it leaves out stays as it was. */
export interface DraftPatch {
  email?: string;
  members: Record<string, Partial<MemberDraft>>;
  householdAnswers: Record<string, string>;
}

const RAW_MAX = 2000;
const text = z.preprocess(
  (value) => (value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value),
  z.string().max(RAW_MAX),
);
const flag = z.preprocess((value) => value === true || value === 'on' || value === 'true' || value === 'yes' || value === '1', z.boolean());

const memberSchema = z.object({
  guestId: z.string().max(64).optional(),
  status: text.optional(),
  plusOne: flag.optional(),
  plusOneName: text.optional(),
  answers: z.record(z.string().max(64), text).optional(),
  /** The plus-one's answers to per-guest questions: { questionId: value }. */
  plusOneAnswers: z.record(z.string().max(64), text).optional(),
  /** Per event: { eventId: 'Accepted' | 'Declined' }. */
  events: z.record(z.string().max(64), text).optional(),
  /** Per event: { eventId: true | false } whether the plus-one comes. */
  eventPlusOnes: z.record(z.string().max(64), text).optional(),
});

const updatesSchema = z.object({
  email: text.optional(),
  members: z.union([z.array(memberSchema).max(100), z.record(z.string().max(64), memberSchema)]).optional(),
  householdAnswers: z.record(z.string().max(64), text).optional(),
  answers: z.record(z.string().max(64), text).optional(),
  /** The short form's plus-one answers (the respondent's plus-one). */
  plusOneAnswers: z.record(z.string().max(64), text).optional(),
});

function parseUpdates(value: unknown): z.output<typeof updatesSchema> {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      throw new UserError(400, 'updates must be JSON');
    }
  }
  const parsed = updatesSchema.safeParse(data);
  if (!parsed.success) throw new UserError(400, 'The answers could not be read');
  return parsed.data;
}

/** A per-event plus-one answer: 'yes', 'no', or '' (with the guest) for anything else. */
function yesNo(value: string): '' | 'yes' | 'no' {
  const word = value.trim().toLowerCase();
  if (['yes', 'true', 'on', '1'].includes(word)) return 'yes';
  if (['no', 'false', 'off', '0'].includes(word)) return 'no';
  return '';
}

/** The personal token the answer is sent with ('' when missing). */
export function readToken(body: Record<string, unknown>): string {
  return typeof body.token === 'string' ? body.token.slice(0, 200) : '';
}

export function readSubmission(body: Record<string, unknown>, respondentId: string): DraftPatch {
  const draft: DraftPatch = { members: {}, householdAnswers: {} };
  const member = (guestId: string): Partial<MemberDraft> => (draft.members[guestId] ??= {});
  const asText = (value: unknown) => (typeof value === 'string' ? value.slice(0, RAW_MAX) : '');
  /** Members whose plus-one was said yes or no outright; for the others a name means yes. */
  const told = new Set<string>();

  for (const [key, value] of Object.entries(body)) {
    const [field, first, second] = key.split('.');
    if (key === 'email') draft.email = asText(value);
    else if (field === 'status' && (first || key === 'status')) member(first ?? respondentId).status = asText(value) as MemberDraft['status'];
    else if (field === 'plusOne' && (first || key === 'plusOne')) {
      member(first ?? respondentId).plusOne = flag.parse(value);
      told.add(first ?? respondentId);
    } else if (field === 'plusOneName' && (first || key === 'plusOneName')) member(first ?? respondentId).plusOneName = asText(value);
    else if (field === 'answer' && first && second) {
      const guest = member(second);
      guest.answers ??= {};
      guest.answers[first] = asText(value);
    } else if (field === 'answer' && first && !second) draft.householdAnswers[first] = asText(value);
    else if (field === 'plusOneAnswer' && first && second) {
      const guest = member(second);
      guest.plusOneAnswers = { ...guest.plusOneAnswers, [first]: asText(value) };
    } else if (field === 'event' && first && second) {
      const guest = member(second);
      guest.events = { ...guest.events, [first]: asText(value) as '' };
    } else if (field === 'eventPlusOne' && first && second) {
      const guest = member(second);
      guest.eventPlusOnes = { ...guest.eventPlusOnes, [first]: yesNo(asText(value)) };
    }
  }
  const json =
    body.members !== undefined || body.householdAnswers !== undefined || body.answers !== undefined || body.plusOneAnswers !== undefined ? body : null;
  for (const source of [json, body.updates === undefined || body.updates === '' ? null : body.updates]) {
    if (source === null) continue;
    const updates = parseUpdates(source);
    if (updates.email !== undefined) draft.email = updates.email;
    const members = Array.isArray(updates.members)
      ? updates.members.map((m) => [m.guestId ?? respondentId, m] as const)
      : Object.entries(updates.members ?? {});
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
    Object.assign(draft.householdAnswers, updates.answers ?? {}, updates.householdAnswers ?? {});
    if (updates.plusOneAnswers) {
      const self = member(respondentId);
      self.plusOneAnswers = { ...self.plusOneAnswers, ...updates.plusOneAnswers };
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
