// The couple's photo settings as a form or JSON (issue 26 item 3): moments are the wedding's local date
// and time (a datetime-local field), read in its time zone.
import { appText } from '../../../shared/i18n/app';
import { z } from 'zod';
import { UserError } from '../../../core/errors';
import { localDateAndTime, weddingInstant } from '../../../shared/wedding/local-time';
import type { PhotoSettings } from './settings';

const localMoment = z
  .string()
  .max(20)
  .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, appText('photos.settings.badMoment'))
  .optional();

export const photoSettingsInput = z.object({
  mode: z.enum(['dropbox', 'album', 'after']),
  moderation: z.enum(['pre', 'post']),
  opensAt: localMoment,
  uploadFrom: localMoment,
  uploadTo: localMoment,
  perGuestLimit: z.coerce.number().int().min(1).max(500),
});

export const SETTINGS_MESSAGES = {
  saved: appText('photos.settings.saved'),
  opensAtNeeded: appText('photos.settings.opensAtNeeded'),
  windowBackwards: appText('photos.settings.windowBackwards'),
};

function instant(local: string | undefined, timeZone: string): Date | null {
  if (!local) return null;
  const [date, time] = local.split('T') as [string, string];
  return weddingInstant(date, time, timeZone);
}

export function settingsFromInput(input: z.output<typeof photoSettingsInput>, timeZone: string): PhotoSettings {
  const settings: PhotoSettings = {
    mode: input.mode,
    moderation: input.moderation,
    opensAt: input.mode === 'after' ? instant(input.opensAt, timeZone) : null,
    uploadFrom: instant(input.uploadFrom, timeZone),
    uploadTo: instant(input.uploadTo, timeZone),
    perGuestLimit: input.perGuestLimit,
  };
  if (settings.mode === 'after' && !settings.opensAt) throw new UserError('photos.settings-invalid', SETTINGS_MESSAGES.opensAtNeeded);
  if (settings.uploadFrom && settings.uploadTo && settings.uploadTo <= settings.uploadFrom)
    throw new UserError('photos.settings-invalid', SETTINGS_MESSAGES.windowBackwards);
  return settings;
}

/** A stored moment as the form's datetime-local value in the wedding's zone. */
export function localInput(moment: Date | null, timeZone: string): string {
  const { date, time } = localDateAndTime(moment, timeZone);
  return date ? `${date}T${time}` : '';
}
