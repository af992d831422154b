import type { Db } from '../../../core/db/connection';
import type { RsvpSettingsInput } from '../../../shared/rsvp/schemas';
import { deadlineDay, deadlineEnd, readRsvpSettings, saveRsvpSettings, type RsvpSettings } from './settings';

/** Applies the fields the input names (a missing one keeps its value); the deadline day is read in `timeZone`. */
export function updateRsvpSettings(db: Db, weddingId: string, timeZone: string, input: RsvpSettingsInput): RsvpSettings {
  return db.transaction(
    (tx) => {
      const current = readRsvpSettings(tx, weddingId);
      const next: RsvpSettings = {
        allowRsvpResubmit: input.allowRsvpResubmit ?? current.allowRsvpResubmit,
        rsvpOpen: input.rsvpOpen ?? current.rsvpOpen,
        notifyCouple: input.notifyCouple ?? current.notifyCouple,
        deadline: input.deadline === undefined ? current.deadline : input.deadline === '' ? null : deadlineEnd(input.deadline, timeZone),
      };
      return saveRsvpSettings(tx, weddingId, next);
    },
    { behavior: 'immediate' },
  );
}

/** The settings as the API returns them: the deadline as the day and as the closing instant. */
export function settingsJson(settings: RsvpSettings, timeZone: string) {
  return {
    allowRsvpResubmit: settings.allowRsvpResubmit,
    rsvpOpen: settings.rsvpOpen,
    notifyCouple: settings.notifyCouple,
    deadline: deadlineDay(settings.deadline, timeZone) || null,
    repliesUntil: settings.deadline ? settings.deadline.toISOString() : null,
    timeZone,
  };
}
