import { describe, expect, it } from 'vitest';
import { deadlineDay, deadlineEnd, deadlineText, rsvpAvailability, DEFAULT_RSVP_SETTINGS } from './settings-rules';

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
});
