// The couple's RSVP settings on the in-memory repository (issue 29 item 7): what a change keeps, the deadline
// day read in the wedding's zone and closing there, the public page told, and nothing kept of a failed change.
import { describe, expect, it } from 'vitest';
import { memoryRsvpRepository } from './repository.memory';
import { DEFAULT_RSVP_SETTINGS, rsvpAvailability, settingsOrDefaults } from './settings-rules';
import { settingsJson, updateRsvpSettings } from './update-settings';

describe('updateRsvpSettings', () => {
  it('starts from the defaults and changes only the fields it is given', async () => {
    const rsvp = memoryRsvpRepository();
    expect(settingsOrDefaults(await rsvp.settings('w1'))).toEqual(DEFAULT_RSVP_SETTINGS);
    expect(await updateRsvpSettings(rsvp, 'w1', 'UTC', { rsvpOpen: false })).toEqual({ ...DEFAULT_RSVP_SETTINGS, rsvpOpen: false });
    expect(await updateRsvpSettings(rsvp, 'w1', 'UTC', { notifyCouple: false })).toEqual({ ...DEFAULT_RSVP_SETTINGS, rsvpOpen: false, notifyCouple: false });
    expect(rsvp.rows.settings.get('w1')).toMatchObject({ rsvpOpen: false, notifyCouple: false, allowRsvpResubmit: true });
    // Another wedding keeps its own.
    expect(await rsvp.settings('w2')).toBeUndefined();
  });

  it("reads the deadline day in the wedding's zone, closes after that day there, and clears it with an empty day", async () => {
    const rsvp = memoryRsvpRepository();
    const saved = await updateRsvpSettings(rsvp, 'w1', 'Asia/Tokyo', { deadline: '2026-05-01' });
    expect(saved.deadline?.toISOString()).toBe('2026-05-01T14:59:59.999Z');
    expect(rsvpAvailability(saved, new Date('2026-05-01T14:59:59.999Z'))).toEqual({ open: true });
    expect(rsvpAvailability(saved, new Date('2026-05-01T15:00:00.000Z'))).toEqual({ open: false, reason: 'deadline' });
    expect(settingsJson(saved, 'Asia/Tokyo')).toMatchObject({ deadline: '2026-05-01', repliesUntil: '2026-05-01T14:59:59.999Z', timeZone: 'Asia/Tokyo' });
    // Left out, the deadline stays; empty, it goes.
    expect((await updateRsvpSettings(rsvp, 'w1', 'Asia/Tokyo', { allowRsvpResubmit: false })).deadline).toEqual(saved.deadline);
    const cleared = await updateRsvpSettings(rsvp, 'w1', 'Asia/Tokyo', { deadline: '' });
    expect(cleared.deadline).toBeNull();
    expect(settingsJson(cleared, 'Asia/Tokyo')).toMatchObject({ deadline: null, repliesUntil: null });
  });

  it('a closed RSVP is closed whatever the deadline', async () => {
    const rsvp = memoryRsvpRepository();
    const saved = await updateRsvpSettings(rsvp, 'w1', 'UTC', { rsvpOpen: false, deadline: '2099-01-01' });
    expect(rsvpAvailability(saved, new Date('2026-01-01T00:00:00Z'))).toEqual({ open: false, reason: 'closed' });
  });

  it('tells the public page once per change, and keeps nothing of a change whose transaction fails', async () => {
    const rsvp = memoryRsvpRepository();
    await updateRsvpSettings(rsvp, 'w1', 'UTC', { rsvpOpen: false });
    expect(rsvp.rows.pageChanges.get('w1')).toBe(1);
    const failing = {
      ...rsvp,
      saveSettings: async (...args: Parameters<typeof rsvp.saveSettings>) => {
        await rsvp.saveSettings(...args);
        throw new Error('the disk is full');
      },
    };
    await expect(updateRsvpSettings(failing, 'w1', 'UTC', { rsvpOpen: true })).rejects.toThrow('the disk is full');
    expect(rsvp.rows.settings.get('w1')?.rsvpOpen).toBe(false);
    expect(rsvp.rows.pageChanges.get('w1')).toBe(1);
  });
});

describe('the in-memory RSVP repository', () => {
  it('keeps one answer per guest and event, and finds an e-mail in the guest’s household only', async () => {
    const rsvp = memoryRsvpRepository();
    const now = new Date('2026-01-01T00:00:00Z');
    await rsvp.writeEventAnswer('w1', { guestId: 'g1', eventId: 'e1', status: 'Accepted', plusOne: null }, now);
    await rsvp.writeEventAnswer('w1', { guestId: 'g1', eventId: 'e1', status: 'Declined', plusOne: false }, now);
    await rsvp.writeEventAnswer('w1', { guestId: 'g2', eventId: 'e1', status: 'Accepted', plusOne: true }, now);
    expect(await rsvp.eventAnswers(['g1'])).toEqual([{ guestId: 'g1', eventId: 'e1', status: 'Declined', plusOne: false }]);
    rsvp.rows.guests.push(
      { id: 'g1', weddingId: 'w1', householdId: 'h1', email: null },
      { id: 'g2', weddingId: 'w1', householdId: 'h1', email: ' Ana@Example.com ' },
      { id: 'g3', weddingId: 'w1', householdId: null, email: 'bo@example.com' },
    );
    expect(await rsvp.householdHasEmail('w1', { id: 'g1', householdId: 'h1' }, 'ana@example.com')).toBe(true);
    expect(await rsvp.householdHasEmail('w1', { id: 'g1', householdId: 'h1' }, 'bo@example.com')).toBe(false);
    expect(await rsvp.householdHasEmail('w2', { id: 'g1', householdId: 'h1' }, 'ana@example.com')).toBe(false);
  });
});
