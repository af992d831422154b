// The couple's photo settings as a form or JSON (issue 26 item 3), read in the wedding's zone (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../../tests/helpers/refusal';
import { localInput, photoSettingsInput, SETTINGS_MESSAGES, settingsFromInput } from './settings-input';

const input = (extra: Record<string, unknown>) => photoSettingsInput.parse({ mode: 'album', moderation: 'pre', perGuestLimit: '20', ...extra });
const run = (fn: () => unknown) => Promise.resolve().then(fn);

describe('settingsFromInput', () => {
  it('reads the moments as the wedding’s local date and time, and a limit typed in a form as a number', () => {
    const settings = settingsFromInput(input({ mode: 'after', opensAt: '2027-06-15T10:00', uploadFrom: '2027-06-14T12:00', uploadTo: '' }), 'Europe/Paris');
    expect(settings).toEqual({
      mode: 'after',
      moderation: 'pre',
      opensAt: new Date('2027-06-15T08:00:00Z'),
      uploadFrom: new Date('2027-06-14T10:00:00Z'),
      uploadTo: null,
      perGuestLimit: 20,
    });
  });

  it('keeps an opening moment only for an album opened after the wedding', () => {
    expect(settingsFromInput(input({ opensAt: '2027-06-15T10:00' }), 'UTC').opensAt).toBeNull();
  });

  it('refuses an album “after” without its opening, and an upload window that ends before it starts, with their texts', async () => {
    expect(await refusal(run(() => settingsFromInput(input({ mode: 'after' }), 'UTC')))).toEqual(['photos.settings-invalid', SETTINGS_MESSAGES.opensAtNeeded]);
    expect(SETTINGS_MESSAGES.opensAtNeeded).toBe('Choose when the album opens');
    const backwards = input({ uploadFrom: '2027-06-14T18:00', uploadTo: '2027-06-14T18:00' });
    expect(await refusal(run(() => settingsFromInput(backwards, 'UTC')))).toEqual(['photos.settings-invalid', 'The upload window must end after it starts']);
  });

  it('refuses what is not a date and time, and limits outside 1 to 500', () => {
    expect(photoSettingsInput.safeParse({ mode: 'album', moderation: 'pre', perGuestLimit: 5, opensAt: '15/06/2027' }).error?.issues[0]?.message).toBe(
      'Use a date and time',
    );
    expect(photoSettingsInput.safeParse({ mode: 'album', moderation: 'pre', perGuestLimit: 501 }).success).toBe(false);
    expect(photoSettingsInput.safeParse({ mode: 'album', moderation: 'pre', perGuestLimit: 0 }).success).toBe(false);
  });
});

describe('localInput', () => {
  it('shows a stored moment as the form’s datetime-local value in the wedding’s zone, and none as empty', () => {
    expect(localInput(new Date('2027-06-15T08:00:00Z'), 'Europe/Paris')).toBe('2027-06-15T10:00');
    expect(localInput(null, 'Europe/Paris')).toBe('');
  });
});
