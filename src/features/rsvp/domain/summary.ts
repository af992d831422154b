// What the couple's RSVP manager shows: counts by status, every guest with their answers,
// households, a tally per question and the visitors' pending notes.
import { statusLabel } from '../../../shared/guests/status';
import { questionsOf } from './question-json';
import { pendingRequests, requestJson } from './requests';
import { hasResponded } from './household';
import { plusOneComing, type RsvpQuestion } from '../../../shared/rsvp/model';
import { countedAnswersOf, eventTalliesOf } from './event-reads';
import type { RsvpRepositories } from './repositories';

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
  /** Answers that count: per-person and household questions about what they (their household) attend. */
  answers: Record<string, string>;
  /** Their plus-one's answers to per-person questions, while the plus-one comes (issue 22 item 2). */
  plusOneAnswers: Record<string, string>;
  /** Per event: Accepted, Declined, Awaiting, or null when not invited (issue 16 item 3). */
  events: Record<string, string | null>;
}

export interface QuestionSummary extends RsvpQuestion {
  /**
   * yes/no and single choice: how many gave each answer (per household for household questions),
   * counting only the people attending what the question is about.
   */
  tally: { value: string; count: number }[];
  /** Short text: who wrote what. */
  responses: { name: string; value: string }[];
  answered: number;
  /** A question for all events at a wedding of several: the tally of each event's people. */
  byEvent?: { eventId: string; title: string; tally: { value: string; count: number }[]; answered: number }[];
}

export async function rsvpSummary(repos: RsvpRepositories, weddingId: string) {
  const rows = await repos.guests.all(weddingId);
  const questions = await questionsOf(repos, weddingId);
  const byEvent = await eventTalliesOf(repos, weddingId, rows);
  // Answers as they count: only about what each person attends (issue 22 item 1).
  const counted = await countedAnswersOf(repos, rows, questions, byEvent);
  const requests = await pendingRequests(repos, weddingId);
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
    answers: counted.byGuest.get(row.id) ?? {},
    plusOneAnswers: counted.plusOnes.get(row.id) ?? {},
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

  const questionSummaries: QuestionSummary[] = questions.map((question) => {
    const entries = counted.entries.filter((entry) => entry.questionId === question.id);
    const choices = question.kind === 'yesno' ? ['yes', 'no'] : question.kind === 'choice' ? question.options : [];
    const summarise = (eventId: string | null | undefined) => {
      const values = entries.filter((entry) => entry.attends(eventId));
      return {
        tally: choices.map((value) => ({ value, count: values.filter((v) => v.value === value).length })),
        responses: question.kind === 'text' ? values.map(({ name, value }) => ({ name, value })) : [],
        answered: values.length,
      };
    };
    return {
      ...question,
      ...summarise(question.eventId),
      // A question for all events, at a wedding of several: each event's people (what its caterer needs).
      ...(!question.eventId && byEvent.events.length >= 2
        ? {
            byEvent: byEvent.events.map((event) => {
              const { tally, answered } = summarise(event.id);
              return { eventId: event.id, title: event.title, tally, answered };
            }),
          }
        : {}),
    };
  });

  return {
    counts,
    /** Counts per event: people invited, attending (plus-ones included), declined, awaiting. */
    events: byEvent.events,
    guests,
    households,
    questions: questionSummaries,
    requests: requests.map(requestJson),
  };
}
export type RsvpSummary = Awaited<ReturnType<typeof rsvpSummary>>;
