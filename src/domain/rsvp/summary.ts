// What the couple's RSVP manager shows: counts by status, every guest with their answers,
// households, a tally per question and the visitors' pending notes.
import type { DbOrTx } from '../../db/queries/guests';
import { allGuests, answersOf } from '../../db/queries/guests';
import { statusLabel } from '../../shared/guests/status';
import { listQuestions } from './questions';
import { pendingRequests, requestJson } from './requests';
import { hasResponded } from './household';
import { plusOneComing, type RsvpQuestion } from '../../shared/rsvp/model';
import { eventTallies } from './event-answers';

export const STATUS_ORDER = ['Accepted', 'Awaiting', 'Declined', 'ERROR'] as const;

export interface ManagerGuest {
  guestId: string;
  name: string;
  household: string | null;
  householdKey: string;
  status: string;
  label: (typeof STATUS_ORDER)[number];
  plusOneAllowed: boolean;
  plusOneName: string | null;
  plusOneStatus: string | null;
  respondedAt: string | null;
  answers: Record<string, string>;
  /** Per event: Accepted, Declined, Awaiting, or null when not invited (issue 16 item 3). */
  events: Record<string, string | null>;
}

export interface QuestionSummary extends RsvpQuestion {
  /** yes/no and single choice: how many gave each answer (per household for household questions). */
  tally: { value: string; count: number }[];
  /** Short text: who wrote what. */
  responses: { name: string; value: string }[];
  answered: number;
}

export function rsvpSummary(db: DbOrTx, weddingId: string) {
  const rows = allGuests(db, weddingId);
  const questions = listQuestions(db, weddingId);
  const answers = answersOf(
    db,
    rows.map((r) => r.id),
  );
  const byEvent = eventTallies(db, weddingId, rows);
  const guests: ManagerGuest[] = rows.map((row) => ({
    guestId: row.id,
    name: row.name,
    household: row.householdName,
    householdKey: row.householdId ?? `guest:${row.id}`,
    status: row.status,
    label: statusLabel(row.status),
    plusOneAllowed: row.plusOneAllowed,
    plusOneName: row.plusOneName,
    plusOneStatus: row.plusOneStatus,
    respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
    answers: Object.fromEntries(answers.get(row.id) ?? []),
    events: Object.fromEntries(byEvent.perGuest.get(row.id) ?? []),
  }));

  const counts = { total: guests.length, Accepted: 0, Awaiting: 0, Declined: 0, ERROR: 0, plusOnesAllowed: 0, plusOnesComing: 0, attending: 0 };
  for (const guest of guests) {
    counts[guest.label] += 1;
    if (guest.plusOneAllowed) counts.plusOnesAllowed += 1;
    if (plusOneComing(guest)) counts.plusOnesComing += 1;
  }
  counts.attending = counts.Accepted + counts.plusOnesComing;

  const householdMap = new Map<string, { name: string | null; members: ManagerGuest[] }>();
  for (const guest of guests) {
    const entry = householdMap.get(guest.householdKey) ?? { name: guest.household, members: [] };
    entry.members.push(guest);
    householdMap.set(guest.householdKey, entry);
  }
  const households = [...householdMap.values()]
    .filter((h) => h.name !== null)
    .map((h) => ({
      name: h.name!,
      members: h.members,
      replied: h.members.some((m) => hasResponded({ status: m.status, respondedAt: m.respondedAt ? new Date(m.respondedAt) : null })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

  // Only answers of guests who attend count: a guest who accepted with 'Fish' and then declined
  // keeps the stored answer (it comes back if they accept again) but is no longer counted for it;
  // a household's answer counts while anyone in it attends.
  const attendingHouseholds = new Set(guests.filter((g) => g.label === 'Accepted').map((g) => g.householdKey));
  const questionSummaries: QuestionSummary[] = questions.map((question) => {
    // A household answer is stored on every member: count it once per household.
    const seen = new Set<string>();
    const values: { name: string; value: string }[] = [];
    for (const guest of guests) {
      const value = guest.answers[question.id];
      if (value === undefined) continue;
      if (question.scope === 'household') {
        if (!attendingHouseholds.has(guest.householdKey)) continue;
        if (seen.has(guest.householdKey)) continue;
        seen.add(guest.householdKey);
        values.push({ name: guest.household ?? guest.name, value });
      } else if (guest.label === 'Accepted') values.push({ name: guest.name, value });
    }
    const choices = question.kind === 'yesno' ? ['yes', 'no'] : question.kind === 'choice' ? question.options : [];
    return {
      ...question,
      tally: choices.map((value) => ({ value, count: values.filter((v) => v.value === value).length })),
      responses: question.kind === 'text' ? values : [],
      answered: values.length,
    };
  });

  return {
    counts,
    /** Counts per event: people invited, attending (plus-ones included), declined, awaiting. */
    events: byEvent.events,
    guests,
    households,
    questions: questionSummaries,
    requests: pendingRequests(db, weddingId).map(requestJson),
  };
}
export type RsvpSummary = ReturnType<typeof rsvpSummary>;
