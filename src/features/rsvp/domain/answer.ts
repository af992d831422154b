// Saving an RSVP. One IMMEDIATE transaction reads the settings, the household and its answers and
// writes the new ones, so 350 guests answering at once (in one process or several on the same
// SQLite file) queue on the write lock: nothing read is stale, nothing is lost, no answer is
// stored twice (one row per guest and question), and no caller sees 'database is locked'
// (busy_timeout covers the wait). The couple's notice is recorded in the same transaction and
// queued after it commits (src/features/email/domain/queue-email.ts finds the row by its key).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { findGuest, type DbOrTx } from '../../guests';
import { emails, guests, rsvpEventAnswers, users, weddings } from '../../../core/db/schema';
import { writeAnswer } from '../../questions';
import { UserError } from '../../../core/errors';
import { renderMessage, type RenderEmail } from '../../email';
import type { OutgoingEmail } from '../../email';
import { newId } from '../../../shared/ids';
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
import { listQuestions } from './questions';
import { applyPatch, type DraftPatch } from './read-submission';
import { deadlineDate, readRsvpSettings, rsvpAvailability, type RsvpSettings } from './settings';
import { rsvpConfirmationEmail } from './confirmation-email';
import { weddingEventsOf } from './event-answers';
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
      confirmation?: { calendar: CalendarWedding; siteUrl: string; token: string };
    }
  | { by: 'couple' }
);

export interface SavedRsvp {
  view: HouseholdView;
  questions: RsvpQuestion[];
  settings: RsvpSettings;
  /** The couple's notice to queue once the transaction has committed. */
  notice: OutgoingEmail | null;
  /** The guest's confirmation to queue once the transaction has committed (issue 22 item 3). */
  confirmation: OutgoingEmail | null;
}

/** 400 with every field's problem in `errors` (the first one is the msg). */
export class RsvpValidationError extends UserError {
  constructor(readonly errors: Record<string, string>) {
    super('rsvp.invalid-answers', firstError(errors) ?? 'Please check your answers', { errors });
  }
}

function upsertAnswer(tx: DbOrTx, guestId: string, question: RsvpQuestion, raw: string, now: Date, plusOne = false) {
  writeAnswer(tx, guestId, question.id, normaliseAnswer(question, raw) ?? '', now, plusOne);
}

/** The guest's answer for each event they are invited to (one event: their one status). */
function writeEventAnswers(tx: DbOrTx, weddingId: string, member: HouseholdMember, entry: RsvpDraft['members'][string], now: Date) {
  for (const eventId of member.eventIds ?? []) {
    const perEvent = answersPerEvent(member);
    const status = perEvent ? entry.events?.[eventId] : entry.status;
    if (!isAnswerStatus(status)) continue;
    // Said per event only by a guest of several events who brings a plus-one; otherwise the plus-one comes with them.
    const said = perEvent && member.plusOneAllowed && entry.plusOne && status === 'Accepted' ? entry.eventPlusOnes?.[eventId] : '';
    const plusOne = said === 'yes' ? true : said === 'no' ? false : null;
    tx.insert(rsvpEventAnswers)
      .values({ weddingId, guestId: member.guestId, eventId, status, plusOne, updatedAt: now })
      .onConflictDoUpdate({ target: [rsvpEventAnswers.guestId, rsvpEventAnswers.eventId], set: { status, plusOne, updatedAt: now } })
      .run();
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

function writeMember(tx: DbOrTx, weddingId: string, member: HouseholdMember, draft: RsvpDraft, questions: RsvpQuestion[], now: Date) {
  const entry = draft.members[member.guestId];
  if (!entry || (entry.status !== 'Accepted' && entry.status !== 'Declined')) return;
  writeEventAnswers(tx, weddingId, member, entry, now);
  const set: Partial<typeof guests.$inferInsert> = { status: entry.status, respondedAt: now, updatedAt: now };
  if (member.plusOneAllowed) {
    const bringing = entry.status === 'Accepted' && entry.plusOne;
    set.plusOneStatus = bringing ? 'Accepted' : 'Declined';
    if (bringing) set.plusOneName = entry.plusOneName.replace(/\s+/g, ' ').trim();
  }
  tx.update(guests).set(set).where(eq(guests.id, member.guestId)).run();
  for (const question of questions.filter((q) => q.scope === 'guest')) {
    if (entry.answers[question.id] !== undefined) upsertAnswer(tx, member.guestId, question, entry.answers[question.id]!, now);
    // Their plus-one's (issue 22 item 2), written while they bring one; kept otherwise, like a declined guest's.
    const plusOnes = member.plusOneAllowed && entry.status === 'Accepted' && entry.plusOne ? entry.plusOneAnswers : undefined;
    if (plusOnes?.[question.id] !== undefined) upsertAnswer(tx, member.guestId, question, plusOnes[question.id]!, now, true);
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

function ownerOf(tx: DbOrTx, weddingId: string) {
  return tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(weddings)
    .innerJoin(users, eq(users.id, weddings.ownerId))
    .where(eq(weddings.id, weddingId))
    .get();
}

export function saveRsvp(db: Db, input: SaveRsvp): SavedRsvp {
  const now = input.now ?? new Date();
  const byGuest = input.by === 'guest';
  return db.transaction(
    (tx) => {
      const respondent = findGuest(tx, input.weddingId, input.respondentId);
      if (!respondent) throw new UserError('guest.not-found', 'Guest not found');
      const settings = readRsvpSettings(tx, input.weddingId);
      if (byGuest && !rsvpAvailability(settings, now).open) throw new UserError('rsvp.closed', RSVP_CLOSED);
      // The couple may always correct an answer.
      const view = loadHousehold(tx, respondent, listQuestions(tx, input.weddingId), byGuest ? settings : { ...settings, allowRsvpResubmit: true });
      const questions = view.questions;
      const patch = spreadStatus(placeAnswers(input.patch, questions, respondent.id), view.members);
      const draft = withEventStatuses(applyPatch(draftFromMembers(view.members, view.householdAnswers), patch), view.members);
      if (byGuest) assertNotResubmitting(view, draft);
      const errors = validateDraft(draft, { members: view.members, questions, requireEveryMember: byGuest, enforceRequired: byGuest, events: view.events });
      if (Object.keys(errors).length > 0) throw new RsvpValidationError(errors);

      const open = view.members.filter((m) => !m.locked);
      for (const member of open)
        writeMember(
          tx,
          input.weddingId,
          member,
          draft,
          questions.filter((q) => askedOf(q, member)),
          now,
        );
      if (!view.members.some((m) => m.locked)) {
        for (const question of questions.filter((q) => q.scope === 'household')) {
          if (patch.householdAnswers[question.id] === undefined) continue;
          for (const member of view.members) upsertAnswer(tx, member.guestId, question, draft.householdAnswers[question.id] ?? '', now);
        }
      }
      const email = draft.email.trim().toLowerCase();
      if (email !== '' && patch.email !== undefined) {
        tx.update(guests).set({ email, updatedAt: now }).where(eq(guests.id, respondent.id)).run();
      }

      const saved = loadHousehold(
        tx,
        findGuest(tx, input.weddingId, respondent.id)!,
        listQuestions(tx, input.weddingId),
        byGuest ? settings : { ...settings, allowRsvpResubmit: true },
      );
      // One submission: one notice to the couple and one confirmation to the guest, each keyed by it.
      const submissionId = newId();
      let notice: OutgoingEmail | null = null;
      const owner = input.by === 'guest' && settings.notifyCouple ? ownerOf(tx, input.weddingId) : undefined;
      if (owner && input.by === 'guest') {
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
        notice = renderMessage(input.renderEmail, message);
        tx.insert(emails).values(notice).run();
      }
      let confirmation: OutgoingEmail | null = null;
      if (input.by === 'guest' && input.confirmation && email !== '' && patch.email !== undefined) {
        const { calendar, siteUrl, token } = input.confirmation;
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
          weddingEvents: weddingEventsOf(tx, input.weddingId).events,
          calendar,
          siteUrl,
          token,
          change: changeable
            ? {
                href: `${siteUrl}/rsvp?token=${encodeURIComponent(token)}`,
                note: settings.deadline
                  ? `You can change your answer until ${deadlineDate(settings.deadline, calendar.timeZone)}.`
                  : 'You can change your answer while the RSVP is open.',
              }
            : null,
        });
        confirmation = renderMessage(input.renderEmail, message);
        tx.insert(emails).values(confirmation).run();
      }
      return { view: saved, questions, settings, notice, confirmation };
    },
    { behavior: 'immediate' },
  );
}
