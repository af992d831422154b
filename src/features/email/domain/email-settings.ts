import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../core/db/connection';
import { findWeddingByOwner } from '../../../core/db/weddings';
import { weddings } from '../../../core/db/schema';
import type { DataStore } from '../../../core/db/store/store';
import { writeTransaction } from '../../../core/db/transaction';
import { WEDDING_NOT_FOUND } from '../../../shared/email/texts';
import { UserError } from '../../../core/errors';
import { emailSettingsRepository } from './repository/email-settings';
import { isStore } from './store-of';

/** PATCH /api/v1/email-settings (JSON true/false) and the settings form (a checkbox: 'on' or absent). */
export const emailSettingsSchema = z.object({
  trackOpens: z
    .union([z.boolean(), z.enum(['on', 'true', 'false'])], { error: 'trackOpens must be true or false' })
    .transform((v) => v === true || v === 'on' || v === 'true'),
});

export interface EmailSettings {
  /** Opened events from Resend count only while this is on (off by default). */
  trackOpens: boolean;
}

function ownedWedding(db: Db, ownerId: string) {
  const wedding = findWeddingByOwner(db, ownerId);
  if (!wedding) throw new UserError('wedding.not-found', WEDDING_NOT_FOUND);
  return wedding;
}

async function ownedWeddingIn(store: DataStore, ownerId: string) {
  const wedding = await emailSettingsRepository(store).ownersWedding(ownerId);
  if (!wedding) throw new UserError('wedding.not-found', WEDDING_NOT_FOUND);
  return wedding;
}

/** @deprecated legacy synchronous entry for features not converted yet (issue 29 item 4): pass the store and await. */
export function readEmailSettings(db: Db, ownerId: string): EmailSettings;
export function readEmailSettings(store: DataStore, ownerId: string): Promise<EmailSettings>;
export function readEmailSettings(target: DataStore | Db, ownerId: string): EmailSettings | Promise<EmailSettings> {
  if (isStore(target)) return ownedWeddingIn(target, ownerId).then((wedding) => ({ trackOpens: wedding.trackOpens }));
  return { trackOpens: ownedWedding(target, ownerId).trackOpens };
}

/** @deprecated legacy synchronous entry for features not converted yet (issue 29 item 4): pass the store and await. */
export function saveEmailSettings(db: Db, ownerId: string, settings: EmailSettings): EmailSettings;
export function saveEmailSettings(store: DataStore, ownerId: string, settings: EmailSettings): Promise<EmailSettings>;
export function saveEmailSettings(target: DataStore | Db, ownerId: string, settings: EmailSettings): EmailSettings | Promise<EmailSettings> {
  if (isStore(target)) return saveEmailSettingsIn(target, ownerId, settings);
  const wedding = ownedWedding(target, ownerId);
  writeTransaction(target, (tx) => tx.update(weddings).set({ trackOpens: settings.trackOpens }).where(eq(weddings.id, wedding.id)).run());
  return { trackOpens: settings.trackOpens };
}

async function saveEmailSettingsIn(store: DataStore, ownerId: string, settings: EmailSettings): Promise<EmailSettings> {
  const wedding = await ownedWeddingIn(store, ownerId);
  await emailSettingsRepository(store).setTrackOpens(wedding.id, settings.trackOpens);
  return { trackOpens: settings.trackOpens };
}

export const EMAIL_SETTINGS_SAVED = 'Email settings saved';
