// The couple's RSVP settings changed (issue 29 item 7: on the RSVP repository's interface, so unit-tested in memory).
import type { RsvpSettingsInput } from '../../../shared/rsvp/schemas';
import type { RsvpRepository } from './repository';
import { deadlineDay, deadlineEnd, settingsOrDefaults, type RsvpSettings } from './settings-rules';

/** Applies the fields the input names (a missing one keeps its value) in one transaction; the deadline day is read in `timeZone`. */
export function updateRsvpSettings(repository: RsvpRepository, weddingId: string, timeZone: string, input: RsvpSettingsInput): Promise<RsvpSettings> {
  return repository.transaction(async () => {
    const current = settingsOrDefaults(await repository.settings(weddingId));
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
