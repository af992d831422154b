// The household a guest answers for, as the RSVP form shows it. Only the members of that one
// household ever leave the server, without their e-mails or notes.
import type { GuestRow } from '../../../core/db/schema';
import type { GuestWithHousehold } from '../../guests';
import { askedOf, isAnswerStatus, type HouseholdMember, type RsvpEvent, type RsvpQuestion } from '../../../shared/rsvp/model';
import { answerFor, householdEvents } from './event-answers';
import { eventAnswersOf, weddingEvents } from './event-reads';
import type { RsvpSettings } from './settings-rules';
import type { Lang } from '../../../shared/i18n';
import type { RsvpRepositories } from './repositories';

/** What a household is read through. */
export type HouseholdRepositories = Pick<RsvpRepositories, 'guests' | 'questions' | 'rsvp'>;

export interface HouseholdView {
  respondent: GuestWithHousehold;
  householdName: string | null;
  /** The respondent first, then the others in the order the couple added them. */
  members: HouseholdMember[];
  householdAnswers: Record<string, string>;
  /** The events anyone in the household is invited to (issue 16 item 3). */
  events: RsvpEvent[];
  /** The questions this household is asked (for all events, or for an event one of them is invited to). */
  questions: RsvpQuestion[];
}

export function hasResponded(guest: { status: string; respondedAt: Date | null }): boolean {
  return guest.respondedAt !== null || isAnswerStatus(guest.status);
}

/** The respondent first, then the other members of their household in the order the couple added them. */
async function householdRows(repos: HouseholdRepositories, respondent: GuestWithHousehold): Promise<GuestRow[]> {
  if (!respondent.householdId) return [respondent];
  const rows = await repos.guests.householdMembers(respondent.weddingId, respondent.householdId);
  return [respondent, ...rows.filter((row) => row.id !== respondent.id)];
}

export async function loadHousehold(
  repos: HouseholdRepositories,
  respondent: GuestWithHousehold,
  questions: RsvpQuestion[],
  settings: RsvpSettings,
  /** The guest's language: the events' titles and dates in it (left out, the couple's own views: the default texts, English dates). */
  lang?: Lang,
): Promise<HouseholdView> {
  const rows = await householdRows(repos, respondent);
  const ids = rows.map((row) => row.id);
  const answers = await repos.questions.answers('rsvp', ids);
  const plusOneAnswers = await repos.questions.answers('rsvp', ids, true);
  const guestQuestionIds = new Set(questions.filter((q) => q.scope === 'guest').map((q) => q.id));
  const { events, byGuest } = householdEvents(await weddingEvents(repos, respondent.weddingId), rows, respondent.householdTags ?? [], lang);
  const { statuses: eventAnswers, plusOnes: eventPlusOnes } = await eventAnswersOf(repos, ids);
  const householdAnswers: Record<string, string> = {};
  for (const question of questions.filter((q) => q.scope === 'household')) {
    const value = rows.map((row) => answers.get(row.id)?.get(question.id)).find((v) => v !== undefined);
    if (value !== undefined) householdAnswers[question.id] = value;
  }
  const members = rows.map((row): HouseholdMember => {
    const own: Record<string, string> = {};
    for (const [questionId, value] of answers.get(row.id) ?? []) if (guestQuestionIds.has(questionId)) own[questionId] = value;
    const theirs: Record<string, string> = {};
    for (const [questionId, value] of plusOneAnswers.get(row.id) ?? []) if (guestQuestionIds.has(questionId)) theirs[questionId] = value;
    const responded = hasResponded(row);
    return {
      guestId: row.id,
      name: row.name,
      status: row.status,
      plusOneAllowed: row.plusOneAllowed,
      plusOneName: row.plusOneName,
      plusOneStatus: row.plusOneStatus,
      answers: own,
      ...(row.plusOneAllowed ? { plusOneAnswers: theirs } : {}),
      responded,
      locked: responded && !settings.allowRsvpResubmit,
      eventIds: byGuest.get(row.id) ?? [],
      events: Object.fromEntries(
        (byGuest.get(row.id) ?? []).flatMap((eventId) => {
          const answer = answerFor(row, eventAnswers.get(row.id), eventId, byGuest.get(row.id)?.length ?? 0);
          return answer === 'Awaiting' ? [] : [[eventId, answer]];
        }),
      ),
      eventPlusOnes: Object.fromEntries(eventPlusOnes.get(row.id) ?? []),
    };
  });
  const asked = questions.filter((q) => members.some((m) => askedOf(q, m)));
  return { respondent, householdName: respondent.householdName, members, householdAnswers, events, questions: asked };
}
