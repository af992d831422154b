// Issue 22 item 13: the demo tells one consistent story: the schedule's day and times match the
// wedding's date and events, and guests see two events with calendar links on the public site.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, weddings } from '../../src/core/db/schema';
import { listEvents } from '../../src/features/events/domain/events';
import { eventsRepository } from '../../src/features/events/domain/repository/events';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { readWedding } from '../../src/features/weddings/domain/wedding';
import { demoWeddingDate } from '../../src/seed/demo-wedding';
import { seed } from '../../src/seed/seed';
import { createTestApp } from '../helpers/app';
import { client } from '../helpers/http';

const ZONE = 'America/Los_Angeles';
const local = (date: Date, pattern: string) => format(new TZDate(date.getTime(), ZONE), pattern);

describe('the demo wedding tells one story', () => {
  it('falls on a Saturday at the ceremony time of its schedule, whatever month it is seeded in', () => {
    for (let month = 0; month < 12; month++) {
      const date = demoWeddingDate(new Date(Date.UTC(2026, month, 3)));
      expect(local(date, 'EEEE h:mm a'), String(month)).toBe('Saturday 3:30 PM');
    }
  });

  it('has a welcome evening and the wedding day, matching the schedule, with calendar links on the public page', async () => {
    const { app, db } = createTestApp();
    await seed(db);
    const row = db
      .select({ wedding: weddings })
      .from(weddings)
      .innerJoin(users, eq(users.id, weddings.ownerId))
      .where(eq(users.email, 'demo@vowly.local'))
      .get()!.wedding;
    const wedding = readWedding(row);
    const events = await listEvents(eventsRepository(sqliteStore(db)), row);
    expect(events.map((e) => e.title)).toEqual(['Welcome drinks', 'Wedding day']);
    const [welcome, day] = events as [(typeof events)[0], (typeof events)[0]];
    expect(day.main).toBe(true);
    expect(day.startsAt.getTime()).toBe(row.weddingDate!.getTime());
    expect(local(welcome.startsAt, 'EEEE')).toBe('Friday');
    expect(local(day.startsAt, 'yyyy-MM-dd')).toBe(local(row.weddingDate!, 'yyyy-MM-dd'));
    // The schedule's heading is the day of the week the date falls on, and its first time is the ceremony's.
    const tasks = wedding.content.tasks;
    expect(tasks[0]).toMatchObject({ title: local(row.weddingDate!, 'EEEE'), isHeading: true });
    expect(tasks[1]).toMatchObject({ time: local(day.startsAt, 'h:mm a'), title: 'Ceremony' });

    const page = await (await client(app).get('/demo')).text();
    expect(page).toContain('Welcome drinks');
    for (const event of events) {
      expect(page).toContain(`/demo/events/${event.id}.ics`);
    }
    expect(page.match(/calendar\.google\.com/g)?.length).toBeGreaterThanOrEqual(2);
    expect(page.match(/outlook\.live\.com/g)?.length).toBeGreaterThanOrEqual(2);
    const rsvp = await (await client(app).get('/demo/rsvp')).text();
    expect(rsvp).toContain('Welcome drinks');
  });
});
