// The couple's RSVP switches as stored (the rules and deadlines: settings-rules.ts, re-exported here).
import type { DbOrTx } from '../../guests';
import { publicPageChanged } from '../../../core/db/queries/page-generation';
import { rsvpSettings } from '../../../core/db/schema';
import type { DataStore } from '../../../core/db/store/store';
import { rsvpRepository } from './repository';
import { settingsOrDefaults, type RsvpSettings } from './settings-rules';

export {
  DEFAULT_RSVP_SETTINGS,
  deadlineDay,
  deadlineEnd,
  deadlineText,
  rsvpAvailability,
  type RsvpSettings,
} from './settings-rules';

/** The wedding's settings (the defaults without a row). */
export async function rsvpSettingsOf(store: DataStore, weddingId: string): Promise<RsvpSettings> {
  return settingsOrDefaults(await rsvpRepository(store).settings(weddingId));
}

/**
 * @deprecated legacy synchronous write for tests of features not converted yet (issue 29 item 4): use updateRsvpSettings.
 * Call inside the write's transaction: the public page shows whether RSVP is open.
 */
export function saveRsvpSettings(db: DbOrTx, weddingId: string, settings: RsvpSettings): RsvpSettings {
  publicPageChanged(db, { weddingId });
  db.insert(rsvpSettings)
    .values({ weddingId, ...settings })
    .onConflictDoUpdate({ target: rsvpSettings.weddingId, set: settings })
    .run();
  return settings;
}
