// The household a guest answers for, as the RSVP form shows it. Only the members of that one
// household ever leave the server, without their e-mails or notes.
import type { GuestRow } from '../../../core/db/schema';
import type { DataStore } from '../../../core/db/store/store';
import { guestsRepository, type GuestWithHousehold } from '../../guests';
import { guestIdOfToken, rsvpToken, rsvpTokenMatches } from '../../guests';
import { questionsRepository } from '../../questions';
import { askedOf, isAnswerStatus, type HouseholdMember, type RsvpEvent, type RsvpQuestion } from '../../../shared/rsvp/model';
import { answerFor, householdEvents } from './event-answers';
import { eventAnswersOf, weddingEvents } from './event-reads';
import type { RsvpSettings } from './settings';
import type { Lang } from '../../../shared/i18n';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

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

/** The guest a personal token belongs to, when it is valid for this wedding now. */
export async function guestOfToken(store: DataStore, config: SecretConfig, weddingId: string, token: string): Promise<GuestWithHousehold | null> {
  const guestId = guestIdOfToken(token);
  if (!guestId) return null;
  const guest = await guestsRepository(store).find(weddingId, guestId);
  if (!guest || !rsvpTokenMatches(config, guest, token)) return null;
  return guest;
}

export function hasResponded(guest: { status: string; respondedAt: Date | null }): boolean {
  return guest.respondedAt !== null || isAnswerStatus(guest.status);
}

/** The respondent first, then the other members of their household in the order the couple added them. */
async function householdRows(store: DataStore, respondent: GuestWithHousehold): Promise<GuestRow[]> {
  if (!respondent.householdId) return [respondent];
  const rows = await guestsRepository(store).householdMembers(respondent.weddingId, respondent.householdId);
  return [respondent, ...rows.filter((row) => row.id !== respondent.id)];
}

export async function loadHousehold(
  store: DataStore,
  respondent: GuestWithHousehold,
  questions: RsvpQuestion[],
  settings: RsvpSettings,
  /** The guest's language: the events' titles and dates in it (left out, the couple's own views: the default texts, English dates). */
  lang?: Lang,
): Promise<HouseholdView> {
  const rows = await householdRows(store, respondent);
  const ids = rows.map((row) => row.id);
  const answers = await questionsRepository(store).answers('rsvp', ids);
  const plusOneAnswers = await questionsRepository(store).answers('rsvp', ids, true);
  const guestQuestionIds = new Set(questions.filter((q) => q.scope === 'guest').map((q) => q.id));
  const { events, byGuest } = householdEvents(await weddingEvents(store, respondent.weddingId), rows, respondent.householdTags ?? [], lang);
  const { statuses: eventAnswers, plusOnes: eventPlusOnes } = await eventAnswersOf(store, ids);
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

/** `guest` of GET/PATCH /{public|private}/{id}/rsvp: the respondent with the household members. */
export function rsvpGuestJson(config: SecretConfig, view: HouseholdView) {
  const self = view.members[0]!;
  return {
    guestId: self.guestId,
    name: self.name,
    token: rsvpToken(config, view.respondent),
    household: view.householdName,
    status: self.status,
    plusOneAllowed: self.plusOneAllowed,
    plusOneName: self.plusOneName,
    plusOneStatus: self.plusOneStatus,
    answers: self.answers,
    plusOneAnswers: self.plusOneAnswers ?? {},
    householdAnswers: view.householdAnswers,
    responded: self.responded,
    locked: self.locked,
    members: view.members,
    /** The events the household answers for (each member's `eventIds` and `events` answers). */
    events: view.events,
  };
}
