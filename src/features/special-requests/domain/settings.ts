// The couple's special-request switches; a wedding without a row has the defaults: no intro,
// not shown after the RSVP, visitors the name search does not find leave a note (as on the RSVP).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../guests';
import { specialRequestSettings } from '../../../core/db/schema';
import type { SpecialSettingsInput } from './schemas';

export interface SpecialSettings {
  intro: string;
  showInRsvp: boolean;
  acceptNewGuests: boolean;
}

export const DEFAULT_SPECIAL_SETTINGS: SpecialSettings = { intro: '', showInRsvp: false, acceptNewGuests: false };

export function readSpecialSettings(db: DbOrTx, weddingId: string): SpecialSettings {
  const row = db.select().from(specialRequestSettings).where(eq(specialRequestSettings.weddingId, weddingId)).get();
  if (!row) return { ...DEFAULT_SPECIAL_SETTINGS };
  return { intro: row.intro ?? '', showInRsvp: row.showInRsvp, acceptNewGuests: row.acceptNewGuests };
}

export function updateSpecialSettings(db: DbOrTx, weddingId: string, input: SpecialSettingsInput): SpecialSettings {
  const current = readSpecialSettings(db, weddingId);
  const next: SpecialSettings = {
    intro: input.intro ?? current.intro,
    showInRsvp: input.showInRsvp ?? current.showInRsvp,
    acceptNewGuests: input.acceptNewGuests ?? current.acceptNewGuests,
  };
  const values = { intro: next.intro || null, showInRsvp: next.showInRsvp, acceptNewGuests: next.acceptNewGuests };
  db.insert(specialRequestSettings)
    .values({ weddingId, ...values })
    .onConflictDoUpdate({ target: specialRequestSettings.weddingId, set: values })
    .run();
  return next;
}
