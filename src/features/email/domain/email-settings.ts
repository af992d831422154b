import { z } from 'zod';
import type { DataStore } from '../../../core/db/store/store';
import { WEDDING_NOT_FOUND } from '../../../shared/email/texts';
import { appText } from '../../../shared/i18n/app';
import { UserError } from '../../../core/errors';
import { emailSettingsRepository, type EmailSettingsRepository } from './repository/email-settings';

/** PATCH /api/v1/email-settings (JSON true/false) and the settings form (a checkbox: 'on' or absent). */
export const emailSettingsSchema = z.object({
  trackOpens: z
    .union([z.boolean(), z.enum(['on', 'true', 'false'])], { error: appText('email.settings.trackOpensBoolean') })
    .transform((v) => v === true || v === 'on' || v === 'true'),
});

export interface EmailSettings {
  /** Opened events from Resend count only while this is on (off by default). */
  trackOpens: boolean;
}

/** The wedding's e-mail settings (the request's current wedding). */
export async function readEmailSettings(store: DataStore, weddingId: string): Promise<EmailSettings> {
  return readEmailSettingsIn(emailSettingsRepository(store), weddingId);
}

export async function readEmailSettingsIn(repo: EmailSettingsRepository, weddingId: string): Promise<EmailSettings> {
  const trackOpens = await repo.trackOpensOf(weddingId);
  if (trackOpens === undefined) throw new UserError('wedding.not-found', WEDDING_NOT_FOUND);
  return { trackOpens };
}

/** Saves the wedding's e-mail settings (the request's current wedding). */
export async function saveEmailSettings(store: DataStore, weddingId: string, settings: EmailSettings): Promise<EmailSettings> {
  return saveEmailSettingsIn(emailSettingsRepository(store), weddingId, settings);
}

export async function saveEmailSettingsIn(repo: EmailSettingsRepository, weddingId: string, settings: EmailSettings): Promise<EmailSettings> {
  if (!(await repo.setTrackOpens(weddingId, settings.trackOpens))) throw new UserError('wedding.not-found', WEDDING_NOT_FOUND);
  return { trackOpens: settings.trackOpens };
}

export const EMAIL_SETTINGS_SAVED = appText('email.settings.saved');
