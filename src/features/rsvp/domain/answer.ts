// Saving an RSVP. One store transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL: SERIALIZABLE, retried)
// reads the settings, the household and its answers and writes the new ones, so 350 guests answering
// at once (in one process or several on the same database) never work on a stale read: nothing is
// lost, no answer is stored twice (one row per guest and question), and no caller sees 'database is
// locked' (busy_timeout covers the wait). The couple's notice and the guest's confirmation are recorded
// in the same transaction through the e-mail pipeline (recordEmails): on PostgreSQL with their delivery
// jobs, on SQLite queued after commit (queueRecorded). The answer's checks and writes are write-answer.ts.
import { KeyedMutex } from '../../../core/db/store/mutex';
import type { DataStore } from '../../../core/db/store/store';
import { renderMessage, type RenderEmail } from '../../email';
import { type OutgoingEmail, type RecordedEmails, recordEmails } from '../../email';
import { newId } from '../../../shared/ids';
import type { HouseholdView } from './household';
import type { RsvpQuestion } from '../../../shared/rsvp/model';
import { rsvpNoticeEmail } from './notice-email';
import { rsvpNoticeRecipients } from '../../notifications';
import type { DraftPatch } from './read-submission';
import { toLang, translator, type Lang } from '../../../shared/i18n';
import { guestDates } from '../../email';
import { rsvpAvailability, type RsvpSettings } from './settings-rules';
import { rsvpConfirmationEmail } from './confirmation-email';
import { weddingEvents } from './event-reads';
import { rsvpRepositories } from './repositories';
import type { CalendarWedding } from '../../events';
import { writeRsvpAnswer } from './write-answer';

export { RsvpValidationError } from './write-answer';

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

/**
 * Answers to one wedding are written one at a time in this process, in arrival order. An invitation sent to a
 * whole guest list brings many answers at once, and they all write the same wedding's rows: on PostgreSQL
 * (SERIALIZABLE) 350 answers at once aborted one another and retried for up to 40 s, against 3 s in a queue.
 * Answers from other processes still meet at the database, which runs the loser again.
 */
const answersOfOneWedding = new KeyedMutex();

/**
 * Saves the answer in one transaction and returns what to queue after it commits. Awaits only the
 * database inside (PostgreSQL may run it again on a serialization failure).
 */
export function saveRsvp(store: DataStore, input: SaveRsvp): Promise<SavedRsvp> {
  return answersOfOneWedding.runExclusive(input.weddingId, () => saveRsvpNow(store, input));
}

function saveRsvpNow(store: DataStore, input: SaveRsvp): Promise<SavedRsvp> {
  const now = input.now ?? new Date();
  const byGuest = input.by === 'guest';
  // The repositories the answer reads and writes through (each call joins its transaction).
  const repos = rsvpRepositories(store);
  return repos.rsvp.transaction(async () => {
    const {
      respondent,
      settings,
      questions,
      patch,
      email,
      chosenLanguage,
      view: saved,
    } = await writeRsvpAnswer(repos, {
      weddingId: input.weddingId,
      respondentId: input.respondentId,
      patch: input.patch,
      byGuest,
      chosenLanguage: input.by === 'guest' ? input.confirmation?.chosenLanguage : null,
      now,
    });
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
