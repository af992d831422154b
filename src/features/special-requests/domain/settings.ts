// The couple's special-request switches; a wedding without a row has the defaults: no intro,
// not shown after the RSVP, visitors the name search does not find leave a note (as on the RSVP).
import type { SpecialRequestsRepository, StoredSpecialSettings } from './repository';
import type { SpecialSettingsInput } from './schemas';

export interface SpecialSettings {
  intro: string;
  showInRsvp: boolean;
  acceptNewGuests: boolean;
}

export const DEFAULT_SPECIAL_SETTINGS: SpecialSettings = { intro: '', showInRsvp: false, acceptNewGuests: false };

function settingsOf(row: StoredSpecialSettings | undefined): SpecialSettings {
  if (!row) return { ...DEFAULT_SPECIAL_SETTINGS };
  return { intro: row.intro ?? '', showInRsvp: row.showInRsvp, acceptNewGuests: row.acceptNewGuests };
}

export async function readSpecialSettings(repository: SpecialRequestsRepository, weddingId: string): Promise<SpecialSettings> {
  return settingsOf(await repository.settings(weddingId));
}

/** Saves the fields given (a field left out keeps its value), read and written in one transaction. */
export function updateSpecialSettings(repository: SpecialRequestsRepository, weddingId: string, input: SpecialSettingsInput): Promise<SpecialSettings> {
  return repository.transaction(async () => {
    const current = await readSpecialSettings(repository, weddingId);
    const next: SpecialSettings = {
      intro: input.intro ?? current.intro,
      showInRsvp: input.showInRsvp ?? current.showInRsvp,
      acceptNewGuests: input.acceptNewGuests ?? current.acceptNewGuests,
    };
    await repository.saveSettings(weddingId, { intro: next.intro || null, showInRsvp: next.showInRsvp, acceptNewGuests: next.acceptNewGuests });
    return next;
  });
}
