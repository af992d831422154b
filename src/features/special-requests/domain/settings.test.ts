// The couple's special-request switches on the in-memory repository (issue 29 item 7): the defaults of a
// wedding that never saved, a field left out keeping its value, and an empty introduction stored as none.
import { describe, expect, it } from 'vitest';
import { memorySpecialRequestsRepository } from './repository.memory';
import { DEFAULT_SPECIAL_SETTINGS, readSpecialSettings, updateSpecialSettings } from './settings';

describe('special-request settings', () => {
  it('are the defaults before the couple saves: no intro, not after the RSVP, visitors leave a note', async () => {
    const repository = memorySpecialRequestsRepository();
    expect(await readSpecialSettings(repository, 'w1')).toEqual({ intro: '', showInRsvp: false, acceptNewGuests: false });
    expect(DEFAULT_SPECIAL_SETTINGS).toEqual({ intro: '', showInRsvp: false, acceptNewGuests: false });
  });

  it('save the fields given and keep the others, per wedding', async () => {
    const repository = memorySpecialRequestsRepository();
    expect(await updateSpecialSettings(repository, 'w1', { intro: 'Tell us', showInRsvp: true })).toEqual({
      intro: 'Tell us',
      showInRsvp: true,
      acceptNewGuests: false,
    });
    expect(await updateSpecialSettings(repository, 'w1', { acceptNewGuests: true })).toEqual({ intro: 'Tell us', showInRsvp: true, acceptNewGuests: true });
    expect(await updateSpecialSettings(repository, 'w1', { showInRsvp: false })).toEqual({ intro: 'Tell us', showInRsvp: false, acceptNewGuests: true });
    expect(await readSpecialSettings(repository, 'w2')).toEqual(DEFAULT_SPECIAL_SETTINGS);
  });

  it('store an emptied introduction as none, and read it back as empty', async () => {
    const repository = memorySpecialRequestsRepository();
    await updateSpecialSettings(repository, 'w1', { intro: 'Tell us' });
    await updateSpecialSettings(repository, 'w1', { intro: '' });
    expect(repository.stored.settings.get('w1')?.intro).toBeNull();
    expect((await readSpecialSettings(repository, 'w1')).intro).toBe('');
  });

  it('hand back a copy: changing what was returned changes nothing stored', async () => {
    const repository = memorySpecialRequestsRepository();
    const settings = await readSpecialSettings(repository, 'w1');
    settings.showInRsvp = true;
    expect((await readSpecialSettings(repository, 'w1')).showInRsvp).toBe(false);
  });
});
