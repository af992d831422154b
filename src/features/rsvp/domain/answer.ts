// Saving an RSVP. One store transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL: SERIALIZABLE, retried)
// reads the settings, the household and its answers and writes the new ones, so 350 guests answering
// at once (in one process or several on the same database) never work on a stale read: nothing is
// lost, no answer is stored twice (one row per guest and question), and no caller sees 'database is
// locked' (busy_timeout covers the wait). The couple's notice and the guest's confirmation are recorded
// in the same transaction through the e-mail pipeline (recordEmails): on PostgreSQL with their delivery
// jobs, on SQLite queued after commit (queueRecorded).
import type { DataStore } from '../../../core/db/store/store';
import { UserError } from '../../../core/errors';
import { renderMessage, type RenderEmail } from '../../email';
import { type OutgoingEmail, type RecordedEmails, recordEmails } from '../../email';
import { newId } from '../../../shared/ids';
import type { GuestChanges } from '../../guests';
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
import { rsvpNoticeEmail } from './notice-email';
import { rsvpNoticeRecipients } from '../../notifications';
import { questionsOf } from './question-json';
import { applyPatch, type DraftPatch } from './read-submission';
import { toLang, translator, type Lang } from '../../../shared/i18n';
import { guestDates } from '../../email';
import { rsvpAvailability, rsvpSettingsOf, type RsvpSettings } from './settings';
import { rsvpConfirmationEmail } from './confirmation-email';
import { weddingEvents } from './event-reads';
import { rsvpRepositories, type RsvpRepositories } from './repositories';
import type { CalendarWedding } from '../../events';
import { RESUBMIT_REFUSED, RSVP_CLOSED } from '../../../shared/rsvp/texts';
import { firstError, validateDraft } from '../../../shared/rsvp/validate';

/**
 * by 'guest': a guest through the RSVP page or API; the couple's notice is rendered with
 * `renderEmail`. by 'couple': the couple recording an answer they were given (no notice).
 */
export type SaveRsvp = {
  weddingId: string;
  respondentId: string;
  patch: DraftPatch;
  /** {origin}/app/rsvp for the couple's notice. */
  managerUrl?: string;
  now?: Date;
} & (
  | {
      by: 'guest';
      renderEmail: RenderEmail;
      /** For the guest's confirmation e-mail (sent when they answer with an address). */
      confirmation?: { calendar: CalendarWedding; siteUrl: string; token: string; chosenLanguage?: Lang | null; defaultLanguage?: Lang };
    }
  | { by: 'couple' }
);

export interface SavedRsvp {
  view: HouseholdView;
  questions: RsvpQuestion[];
  settings: RsvpSettings;
  /** The notices to each member who gets them (issue 23 item 7), recorded in the transaction. */
  notices: OutgoingEmail[];
  /** The guest's confirmation, recorded in the transaction (issue 22 item 3). */
  confirmation: OutgoingEmail | null;
  /** What the e-mail pipeline left to queue once the transaction has committed (queueRecorded). */
  recorded: RecordedEmails;
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

/**
 * Saves the answer in one transaction and returns what to queue after it commits. Awaits only the
 * database inside (PostgreSQL may run it again on a serialization failure).
 */
export function saveRsvp(store: DataStore, input: SaveRsvp): Promise<SavedRsvp> {
  const now = input.now ?? new Date();
  const byGuest = input.by === 'guest';
  // The repositories the answer reads and writes through (each call joins its transaction).
  const repos = rsvpRepositories(store);
  return repos.rsvp.transaction(async () => {
    const respondent = await repos.guests.find(input.weddingId, input.respondentId);
    if (!respondent) throw new UserError('guest.not-found', translator('en')('rsvp.error.guestNotFound'));
    const settings = await rsvpSettingsOf(store, input.weddingId);
    if (byGuest && !rsvpAvailability(settings, now).open) throw new UserError('rsvp.closed', RSVP_CLOSED);
    // The couple may always correct an answer.
    const view = await loadHousehold(
      repos,
      respondent,
      await questionsOf(repos, input.weddingId),
      byGuest ? settings : { ...settings, allowRsvpResubmit: true },
    );
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
    const chosenLanguage = input.by === 'guest' ? input.confirmation?.chosenLanguage : null;
    if (chosenLanguage && chosenLanguage !== respondent.language) await repos.guests.update(respondent.id, { language: chosenLanguage, updatedAt: now });

    const saved = await loadHousehold(
      repos,
      (await repos.guests.find(input.weddingId, respondent.id))!,
      await questionsOf(repos, input.weddingId),
      byGuest ? settings : { ...settings, allowRsvpResubmit: true },
    );
    // One submission: one notice to each member who gets them and one confirmation to the guest, each keyed by it.
    const submissionId = newId();
    const notices: OutgoingEmail[] = [];
    // Each member who chose the notices (or whose role has them by default: owner and partner).
    const recipients = input.by === 'guest' && settings.notifyCouple ? await rsvpNoticeRecipients(store, input.weddingId) : [];
    for (const owner of recipients) {
      if (input.by !== 'guest') break;
      const message = rsvpNoticeEmail({
        submissionId,
        owner,
        weddingId: input.weddingId,
        respondent: { guestId: respondent.id, name: respondent.name },
        members: saved.members,
        householdAnswers: saved.householdAnswers,
        questions,
        events: saved.events,
        managerUrl: input.managerUrl ?? '/app/rsvp',
      });
      notices.push(renderMessage(input.renderEmail, message));
    }
    let confirmation: OutgoingEmail | null = null;
    if (input.by === 'guest' && input.confirmation && email !== '' && patch.email !== undefined) {
      const { calendar, siteUrl, token } = input.confirmation;
      const lang = chosenLanguage ?? toLang(respondent.language) ?? input.confirmation.defaultLanguage ?? 'en';
      const t = translator(lang);
      // The personal link to change it, while changes are allowed (resubmission on, before the deadline).
      const changeable = settings.allowRsvpResubmit && rsvpAvailability(settings, now).open;
      const message = rsvpConfirmationEmail({
        submissionId,
        weddingId: input.weddingId,
        to: email,
        respondent: { guestId: respondent.id, name: respondent.name },
        members: saved.members,
        householdAnswers: saved.householdAnswers,
        questions: saved.questions,
        events: saved.events,
        weddingEvents: (await weddingEvents(repos, input.weddingId)).events,
        calendar,
        siteUrl,
        token,
        lang,
        change: changeable
          ? {
              href: `${siteUrl}/rsvp?token=${encodeURIComponent(token)}`,
              note: settings.deadline
                ? t('email.rsvp.changeUntil', { date: guestDates(lang, calendar.timeZone).day(settings.deadline) })
                : t('email.rsvp.changeWhileOpen'),
            }
          : null,
      });
      confirmation = renderMessage(input.renderEmail, message);
    }
    const recorded = await recordEmails(
      store,
      [...notices, confirmation].filter((email) => email !== null),
    );
    return { view: saved, questions, settings, notices, confirmation, recorded };
  });
}
