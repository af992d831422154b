// An RSVP answer checked and written through the RSVP's repositories (issue 29 item 7): the respondent's household
// read, the patch placed and spread, refused when RSVP is closed, when it changes an answer that may no longer change
// or when a field is wrong, then each open member's answers, the household's, the respondent's e-mail and language.
// answer.ts runs it in the store transaction and adds the e-mails.
import { UserError } from '../../../core/errors';
import type { GuestChanges, GuestWithHousehold } from '../../guests';
import { loadHousehold, type HouseholdView } from './household';
import {
  answersPerEvent,
  askedOf,
  draftFromMembers,
  isAnswerStatus,
  normaliseAnswer,
  withEventStatuses,
  type HouseholdMember,
  type RsvpDraft,
  type RsvpQuestion,
} from '../../../shared/rsvp/model';
import { questionsOf } from './question-json';
import { applyPatch, type DraftPatch } from './read-submission';
import { translator, type Lang } from '../../../shared/i18n';
import { rsvpAvailability, settingsOrDefaults, type RsvpSettings } from './settings-rules';
import type { RsvpRepositories } from './repositories';
import { RESUBMIT_REFUSED, RSVP_CLOSED } from '../../../shared/rsvp/texts';
import { firstError, validateDraft } from '../../../shared/rsvp/validate';

export interface RsvpAnswer {
  weddingId: string;
  respondentId: string;
  patch: DraftPatch;
  /** A guest through the RSVP page or API; otherwise the couple recording an answer they were given (always allowed). */
  byGuest: boolean;
  /** The language the guest chose on the page (it becomes theirs). */
  chosenLanguage?: Lang | null;
  now: Date;
}

export interface WrittenAnswer {
  respondent: GuestWithHousehold;
  settings: RsvpSettings;
  /** The questions the household is asked. */
  questions: RsvpQuestion[];
  /** The patch as written (answers placed, one status spread over a member's events). */
  patch: DraftPatch;
  /** The respondent's e-mail as answered, trimmed and lower case ('' when none). */
  email: string;
  chosenLanguage: Lang | null | undefined;
  /** The household after the answer. */
  view: HouseholdView;
}

/** 400 with every field's problem in `errors` (the first one is the msg). */
export class RsvpValidationError extends UserError {
  constructor(readonly errors: Record<string, string>) {
    super('rsvp.invalid-answers', firstError(errors) ?? translator('en')('rsvp.error.checkAnswers'), { errors });
  }
}

function upsertAnswer(repos: RsvpRepositories, guestId: string, question: RsvpQuestion, raw: string, now: Date, plusOne = false) {
  return repos.questions.writeAnswer(guestId, question.id, normaliseAnswer(question, raw) ?? '', now, plusOne);
}

/** The guest's answer for each event they are invited to (one event: their one status). */
async function writeEventAnswers(repos: RsvpRepositories, weddingId: string, member: HouseholdMember, entry: RsvpDraft['members'][string], now: Date) {
  for (const eventId of member.eventIds ?? []) {
    const perEvent = answersPerEvent(member);
    const status = perEvent ? entry.events?.[eventId] : entry.status;
    if (!isAnswerStatus(status)) continue;
    // Said per event only by a guest of several events who brings a plus-one; otherwise the plus-one comes with them.
    const said = perEvent && member.plusOneAllowed && entry.plusOne && status === 'Accepted' ? entry.eventPlusOnes?.[eventId] : '';
    const plusOne = said === 'yes' ? true : said === 'no' ? false : null;
    await repos.rsvp.writeEventAnswer(weddingId, { guestId: member.guestId, eventId, status, plusOne }, now);
  }
}

/**
 * A member invited to several events who was given one status (the couple's "accepted by phone",
 * an API caller of the one-status shape): that status for each of their events.
 */
function spreadStatus(patch: DraftPatch, members: HouseholdMember[]): DraftPatch {
  const next = { ...patch, members: { ...patch.members } };
  for (const member of members) {
    const change = next.members[member.guestId];
    if (!change || !answersPerEvent(member) || !isAnswerStatus(change.status)) continue;
    if (change.events && Object.values(change.events).some((a) => a !== '')) continue;
    next.members[member.guestId] = { ...change, events: Object.fromEntries((member.eventIds ?? []).map((id) => [id, change.status!])) };
  }
  return next;
}

async function writeMember(repos: RsvpRepositories, weddingId: string, member: HouseholdMember, draft: RsvpDraft, questions: RsvpQuestion[], now: Date) {
  const entry = draft.members[member.guestId];
  if (!entry || (entry.status !== 'Accepted' && entry.status !== 'Declined')) return;
  await writeEventAnswers(repos, weddingId, member, entry, now);
  const set: GuestChanges = { status: entry.status, respondedAt: now, updatedAt: now };
  if (member.plusOneAllowed) {
    const bringing = entry.status === 'Accepted' && entry.plusOne;
    set.plusOneStatus = bringing ? 'Accepted' : 'Declined';
    if (bringing) set.plusOneName = entry.plusOneName.replace(/\s+/g, ' ').trim();
  }
  await repos.guests.update(member.guestId, set);
  for (const question of questions.filter((q) => q.scope === 'guest')) {
    if (entry.answers[question.id] !== undefined) await upsertAnswer(repos, member.guestId, question, entry.answers[question.id]!, now);
    // Their plus-one's (issue 22 item 2), written while they bring one; kept otherwise, like a declined guest's.
    const plusOnes = member.plusOneAllowed && entry.status === 'Accepted' && entry.plusOne ? entry.plusOneAnswers : undefined;
    if (plusOnes?.[question.id] !== undefined) await upsertAnswer(repos, member.guestId, question, plusOnes[question.id]!, now, true);
  }
}

/** Refuses a change to anyone who answered while resubmission is off. */
function assertNotResubmitting(view: HouseholdView, draft: RsvpDraft) {
  const open = view.members.filter((m) => !m.locked);
  if (open.length === 0) throw new UserError('rsvp.resubmit-refused', RESUBMIT_REFUSED);
  for (const member of view.members.filter((m) => m.locked)) {
    const entry = draft.members[member.guestId];
    if (entry && entry.status !== '' && entry.status !== member.status) throw new UserError('rsvp.resubmit-refused', RESUBMIT_REFUSED);
  }
}

/**
 * Answers sent without a guest (`answers` at the top, `answer.{questionId}`) go where their
 * question belongs: the household's, or the respondent's own for a per-guest question.
 */
function placeAnswers(patch: DraftPatch, questions: RsvpQuestion[], respondentId: string): DraftPatch {
  const perGuest = new Set(questions.filter((q) => q.scope === 'guest').map((q) => q.id));
  const householdAnswers: Record<string, string> = {};
  const own: Record<string, string> = {};
  for (const [questionId, value] of Object.entries(patch.householdAnswers)) {
    if (perGuest.has(questionId)) own[questionId] = value;
    else householdAnswers[questionId] = value;
  }
  if (Object.keys(own).length === 0) return patch;
  const self = patch.members[respondentId] ?? {};
  return { ...patch, householdAnswers, members: { ...patch.members, [respondentId]: { ...self, answers: { ...own, ...self.answers } } } };
}

/** Checks and writes the answer; call it inside the caller's transaction (every call joins it). */
export async function writeRsvpAnswer(repos: RsvpRepositories, input: RsvpAnswer): Promise<WrittenAnswer> {
  const { now, byGuest } = input;
  const respondent = await repos.guests.find(input.weddingId, input.respondentId);
  if (!respondent) throw new UserError('guest.not-found', translator('en')('rsvp.error.guestNotFound'));
  const settings = settingsOrDefaults(await repos.rsvp.settings(input.weddingId));
  if (byGuest && !rsvpAvailability(settings, now).open) throw new UserError('rsvp.closed', RSVP_CLOSED);
  // The couple may always correct an answer.
  const view = await loadHousehold(repos, respondent, await questionsOf(repos, input.weddingId), byGuest ? settings : { ...settings, allowRsvpResubmit: true });
  const questions = view.questions;
  const patch = spreadStatus(placeAnswers(input.patch, questions, respondent.id), view.members);
  const draft = withEventStatuses(applyPatch(draftFromMembers(view.members, view.householdAnswers), patch), view.members);
  if (byGuest) assertNotResubmitting(view, draft);
  const errors = validateDraft(draft, { members: view.members, questions, requireEveryMember: byGuest, enforceRequired: byGuest, events: view.events });
  if (Object.keys(errors).length > 0) throw new RsvpValidationError(errors);

  const open = view.members.filter((m) => !m.locked);
  for (const member of open)
    await writeMember(
      repos,
      input.weddingId,
      member,
      draft,
      questions.filter((q) => askedOf(q, member)),
      now,
    );
  if (!view.members.some((m) => m.locked)) {
    for (const question of questions.filter((q) => q.scope === 'household')) {
      if (patch.householdAnswers[question.id] === undefined) continue;
      for (const member of view.members) await upsertAnswer(repos, member.guestId, question, draft.householdAnswers[question.id] ?? '', now);
    }
  }
  const email = draft.email.trim().toLowerCase();
  if (email !== '' && patch.email !== undefined) {
    await repos.guests.update(respondent.id, { email, updatedAt: now });
  }
  // The language the guest chose on the page becomes theirs (issue 27: their later e-mails and personal link use it).
  const chosenLanguage = byGuest ? input.chosenLanguage : null;
  if (chosenLanguage && chosenLanguage !== respondent.language) await repos.guests.update(respondent.id, { language: chosenLanguage, updatedAt: now });

  const saved = await loadHousehold(
    repos,
    (await repos.guests.find(input.weddingId, respondent.id))!,
    await questionsOf(repos, input.weddingId),
    byGuest ? settings : { ...settings, allowRsvpResubmit: true },
  );
  return { respondent, settings, questions, patch, email, chosenLanguage, view: saved };
}
