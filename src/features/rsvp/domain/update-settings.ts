import type { DataStore } from '../../../core/db/store/store';
import type { RsvpSettingsInput } from '../../../shared/rsvp/schemas';
import { rsvpRepository } from './repository';
import { deadlineDay, deadlineEnd, rsvpSettingsOf, type RsvpSettings } from './settings';

/** Applies the fields the input names (a missing one keeps its value) in one transaction; the deadline day is read in `timeZone`. */
export function updateRsvpSettings(store: DataStore, weddingId: string, timeZone: string, input: RsvpSettingsInput): Promise<RsvpSettings> {
  const repository = rsvpRepository(store);
  return repository.transaction(async () => {
    const current = await rsvpSettingsOf(store, weddingId);
    const next: RsvpSettings = {
      allowRsvpResubmit: input.allowRsvpResubmit ?? current.allowRsvpResubmit,
      rsvpOpen: input.rsvpOpen ?? current.rsvpOpen,
      notifyCouple: input.notifyCouple ?? current.notifyCouple,
      deadline: input.deadline === undefined ? current.deadline : input.deadline === '' ? null : deadlineEnd(input.deadline, timeZone),
    };
    await repository.saveSettings(weddingId, next);
    return next;
  });
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
