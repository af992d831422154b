// The couple's planning calendar on in-memory repositories (issue 29 item 7): entries in the wedding's zone
// (all-day ones at local midnight without an end), the limit of 500, the month's entries with the wedding's
// events and the RSVP deadline fixed among them, and the month grid's arithmetic.
import { describe, expect, it } from 'vitest';
import { memoryCalendarRepository } from '../repository/calendar.memory';
import { memoryEventsRepository } from '../repository/events.memory';
import { addEvent, deleteEvent, localDay, localTime, monthGrid, monthOrNow, shiftMonth, weddingMonth } from './calendar';
import { type NewEvent, newEventSchema } from './calendar-inputs';
import { refusedWith } from '../../../../../tests/helpers/refusal';

const ZONE = 'Europe/Paris';
const entry = (fields: Partial<NewEvent> = {}): NewEvent => newEventSchema.parse({ title: 'Cake tasting', date: '2027-05-20', ...fields });

describe('addEvent', () => {
  it('stores a timed entry in the wedding’s zone, and an all-day one at local midnight without an end', async () => {
    const calendar = memoryCalendarRepository();
    const timed = await addEvent(calendar, 'w1', ZONE, entry({ time: '14:30', endTime: '16:00', theme: 'GREEN' }));
    expect([timed.startsAt.toISOString(), timed.endsAt?.toISOString(), timed.theme]).toEqual(['2027-05-20T12:30:00.000Z', '2027-05-20T14:00:00.000Z', 'GREEN']);
    const allDay = await addEvent(calendar, 'w1', ZONE, entry({ endTime: '16:00' }));
    expect([allDay.startsAt.toISOString(), allDay.endsAt, allDay.theme]).toEqual(['2027-05-19T22:00:00.000Z', null, 'BLUE']);
  });

  it('holds up to 500 entries per wedding', async () => {
    const calendar = memoryCalendarRepository();
    for (let i = 0; i < 500; i++) await addEvent(calendar, 'w1', ZONE, entry());
    expect(await refusedWith(addEvent(calendar, 'w1', ZONE, entry()))).toMatchObject({
      code: 'calendar.too-many',
      message: 'A calendar holds up to 500 events',
    });
    await addEvent(calendar, 'w2', ZONE, entry());
    expect(calendar.rows).toHaveLength(501);
  });
});

describe('deleteEvent', () => {
  it('deletes the wedding’s own entry; another wedding’s or an unknown one is not found', async () => {
    const calendar = memoryCalendarRepository();
    const added = await addEvent(calendar, 'w1', ZONE, entry());
    expect(await refusedWith(deleteEvent(calendar, 'w2', added.id))).toMatchObject({ code: 'calendar.not-found', message: 'Event not found' });
    await deleteEvent(calendar, 'w1', added.id);
    expect(calendar.rows).toEqual([]);
    expect((await refusedWith(deleteEvent(calendar, 'w1', added.id))).code).toBe('calendar.not-found');
  });
});

describe('weddingMonth', () => {
  const wedding = { id: 'w1', timeZone: ZONE, weddingDate: new Date('2027-06-12T14:00:00Z'), rsvpDeadline: new Date('2027-06-01T10:00:00Z') };

  it('lists the month’s entries in time order, the wedding’s events and the RSVP deadline fixed among them', async () => {
    const calendar = memoryCalendarRepository();
    const events = memoryEventsRepository();
    // 1 June 00:30 in Paris is still 31 May in UTC: it belongs to June.
    await addEvent(calendar, 'w1', ZONE, entry({ title: 'Florist', date: '2027-06-01', time: '00:30' }));
    await addEvent(calendar, 'w1', ZONE, entry({ title: 'Fitting', date: '2027-06-05' }));
    await addEvent(calendar, 'w1', ZONE, entry({ title: 'Tasting', date: '2027-05-31', time: '23:00' }));
    await events.insertEvent('w1', false, {
      title: 'Brunch',
      startsAt: new Date('2027-06-13T08:00:00Z'),
      endsAt: new Date('2027-06-13T10:00:00Z'),
      venueName: '',
      venueAddress: '',
      mapUrl: '',
      dressCode: '',
      notes: '',
    });
    const { month, entries } = await weddingMonth({ calendar, events }, wedding, '2027-06');
    expect(month).toBe('2027-06');
    expect(entries.map((e) => [e.title, e.theme, e.allDay, e.fixed, e.endsAt?.toISOString() ?? null])).toEqual([
      ['Florist', 'BLUE', false, false, null],
      ['RSVP deadline', 'ORANGE', false, true, null],
      ['Fitting', 'BLUE', true, false, null],
      ['Wedding day', 'PINK', false, true, null],
      ['Brunch', 'PURPLE', false, true, '2027-06-13T10:00:00.000Z'],
    ]);
    expect(entries.filter((e) => e.fixed).map((e) => e.id)).toEqual(['rsvp-deadline', 'event-wedding-day', expect.stringMatching(/^event-e\d+$/)]);
    expect((await weddingMonth({ calendar, events }, wedding, '2027-05')).entries.map((e) => e.title)).toEqual(['Tasting']);
  });
});

describe('the month’s arithmetic', () => {
  it('reads the current month in the wedding’s zone when none is asked', () => {
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect([monthOrNow(undefined, ZONE, newYear), monthOrNow(undefined, 'UTC', newYear), monthOrNow('2027-03', ZONE, newYear)]).toEqual([
      '2027-01',
      '2026-12',
      '2027-03',
    ]);
  });

  it('lays a month out in weeks from Monday, padded', () => {
    const june = monthGrid('2027-06');
    expect(june[0]).toEqual(['', '2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05', '2027-06-06']);
    expect(june.at(-1)).toEqual(['2027-06-28', '2027-06-29', '2027-06-30', '', '', '', '']);
    expect(june.flat().filter(Boolean)).toHaveLength(30);
    expect(monthGrid('2027-02').flat().filter(Boolean)).toHaveLength(28);
    expect(monthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves between months across years, and reads days and times in the zone', () => {
    expect([shiftMonth('2027-01', -1), shiftMonth('2027-12', 1), shiftMonth('2027-06', 0)]).toEqual(['2026-12', '2028-01', '2027-06']);
    const late = new Date('2027-05-31T22:30:00Z');
    expect([localDay(late, ZONE), localTime(late, ZONE), localDay(late, 'UTC')]).toEqual(['2027-06-01', '12:30 AM', '2027-05-31']);
  });
});
