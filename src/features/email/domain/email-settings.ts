import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../core/db/connection';
import { findWeddingByOwner } from '../../../core/db/weddings';
import { weddings } from '../../../core/db/schema';
import { writeTransaction } from '../../../core/db/transaction';
import { WEDDING_NOT_FOUND } from '../../../shared/email/texts';
import { UserError } from '../../../core/errors';

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

export function readEmailSettings(db: Db, ownerId: string): EmailSettings {
  return { trackOpens: ownedWedding(db, ownerId).trackOpens };
}

export function saveEmailSettings(db: Db, ownerId: string, settings: EmailSettings): EmailSettings {
  const wedding = ownedWedding(db, ownerId);
  writeTransaction(db, (tx) => tx.update(weddings).set({ trackOpens: settings.trackOpens }).where(eq(weddings.id, wedding.id)).run());
  return { trackOpens: settings.trackOpens };
}

export const EMAIL_SETTINGS_SAVED = 'Email settings saved';
