import { describe, expect, it } from 'vitest';
// The couple's RSVP switches and the deadline day in the wedding's zone, on plain data (issue 29 item 7).
import { deadlineDay, deadlineEnd, deadlineText, rsvpAvailability, DEFAULT_RSVP_SETTINGS, safeZone, settingsOrDefaults } from './settings-rules';

describe('the RSVP deadline', () => {
  it('ends when the day ends in the wedding time zone', () => {
    expect(deadlineEnd('2026-05-01', 'UTC').toISOString()).toBe('2026-05-01T23:59:59.999Z');
    expect(deadlineEnd('2026-05-01', 'Europe/Paris').toISOString()).toBe('2026-05-01T21:59:59.999Z');
    expect(deadlineEnd('2026-01-31', 'America/New_York').toISOString()).toBe('2026-02-01T04:59:59.999Z');
    expect(deadlineEnd('2026-12-31', 'UTC').toISOString()).toBe('2026-12-31T23:59:59.999Z');
  });
  it('reads back as the same day and as text', () => {
    const end = deadlineEnd('2026-05-01', 'Asia/Tokyo');
    expect(deadlineDay(end, 'Asia/Tokyo')).toBe('2026-05-01');
    expect(deadlineText(end, 'Asia/Tokyo')).toBe('Please reply by Friday, May 1, 2026');
    expect(deadlineDay(null, 'UTC')).toBe('');
  });
  it('closes the RSVP at the deadline or when switched off', () => {
    const deadline = deadlineEnd('2026-05-01', 'UTC');
    const settings = { ...DEFAULT_RSVP_SETTINGS, deadline };
    expect(rsvpAvailability(settings, new Date('2026-05-01T23:59:59Z'))).toEqual({ open: true });
    expect(rsvpAvailability(settings, new Date('2026-05-02T00:00:00Z'))).toEqual({ open: false, reason: 'deadline' });
    expect(rsvpAvailability({ ...DEFAULT_RSVP_SETTINGS, rsvpOpen: false })).toEqual({ open: false, reason: 'closed' });
  });
  it('reads a zone the runtime does not know as UTC, so a stored zone never breaks a page', () => {
    expect(safeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(safeZone('Mars/Base')).toBe('UTC');
    expect(deadlineEnd('2026-05-01', 'Mars/Base').toISOString()).toBe('2026-05-01T23:59:59.999Z');
    expect(deadlineText(new Date('2026-05-01T23:59:59.999Z'), 'Mars/Base')).toBe('Please reply by Friday, May 1, 2026');
  });
});

describe('the settings without a row', () => {
  it('are open, without a deadline, resubmission allowed and the couple told, as a copy', () => {
    const defaults = settingsOrDefaults(undefined);
    expect(defaults).toEqual({ allowRsvpResubmit: true, rsvpOpen: true, deadline: null, notifyCouple: true });
    defaults.rsvpOpen = false;
    expect(DEFAULT_RSVP_SETTINGS.rsvpOpen).toBe(true);
    const stored = { allowRsvpResubmit: false, rsvpOpen: false, deadline: null, notifyCouple: false };
    expect(settingsOrDefaults(stored)).toEqual(stored);
  });
});
