import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { setWedding } from '../../email/tests/helpers';
import { monthGrid } from '../domain/calendar/calendar';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

const { calendarEvents } = engineTables();

describe('/app/calendar', () => {
  it('lays a month out in weeks, Monday first', () => {
    const june = monthGrid('2027-06');
    expect(june[0]).toEqual(['', '2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05', '2027-06-06']);
    expect(june.flat().filter(Boolean)).toHaveLength(30);
    expect(monthGrid('2027-02').flat().filter(Boolean)).toHaveLength(28);
  });

  it('adds events without JavaScript, shows them with the wedding day, and deletes them', async () => {
    const { app, store } = createTestApp();
    const { sql } = portable(store);
    const { cookie, wedding } = await createTestUser(store);
    await setWedding(store, wedding.id, { weddingDate: new Date('2027-06-19T15:00:00Z'), timeZone: 'Europe/London' });
    const http = client(app, cookie);
    const res = await http.form('/app/calendar', { title: 'Cake tasting', date: '2027-06-03', time: '14:30', endTime: '15:30', theme: 'GREEN' });
    expect(res.headers.get('location')).toBe('/app/calendar?month=2027-06');
    await http.form('/app/calendar', { title: 'Dress fitting', date: '2027-06-10', time: '', endTime: '', theme: 'PURPLE' });
    const html = await (await http.get('/app/calendar?month=2027-06')).text();
    expect(html).toContain('June 2027');
    expect(html).toMatch(/data-day="2027-06-03"[\s\S]*?2:30 PM.*?Cake tasting/);
    expect(html).toMatch(/data-day="2027-06-10"[\s\S]*?>Dress fitting</);
    expect(html).toMatch(/data-day="2027-06-19"[\s\S]*?4:00 PM.*?Wedding day/);
    expect(html).toContain('Event added');

    const api = await (await http.get('/api/v1/users/calendar?month=2027-06')).json();
    expect(api.events.map((e: { title: string }) => e.title)).toEqual(['Cake tasting', 'Dress fitting', 'Wedding day']);
    const cake = first(await sql().select().from(calendarEvents).where(eq(calendarEvents.title, 'Cake tasting')))!;
    expect(cake.startsAt.toISOString()).toBe('2027-06-03T13:30:00.000Z');

    await http.post(`/app/calendar/${cake.id}/delete`);
    expect((await sql().select().from(calendarEvents)).map((e) => e.title)).toEqual(['Dress fitting']);
  });

  it("shows the wedding's events (issue 22 item 7), not only the wedding day", async () => {
    const { app, store } = createTestApp();
    const { cookie, wedding } = await createTestUser(store);
    await setWedding(store, wedding.id, { weddingDate: new Date('2027-06-19T15:00:00Z'), timeZone: 'Europe/London' });
    const http = client(app, cookie);
    const created = await http.post('/api/v1/events', {
      title: 'Welcome drinks',
      date: '2027-06-18',
      startTime: '19:00',
      endTime: '22:00',
      venueName: 'The Boathouse',
      venueAddress: '',
      mapUrl: '',
      dressCode: '',
      notes: '',
    });
    expect(created.status).toBe(201);
    const api = await (await http.get('/api/v1/users/calendar?month=2027-06')).json();
    expect(api.events.map((e: { title: string; fixed: boolean }) => [e.title, e.fixed])).toEqual([
      ['Welcome drinks', true],
      ['Wedding day', true],
    ]);
    const html = await (await http.get('/app/calendar?month=2027-06')).text();
    expect(html).toMatch(/data-day="2027-06-18"[\s\S]*?7:00 PM.*?Welcome drinks/);
  });

  it('refuses bad events with a message and keeps other couples’ events out of reach', async () => {
    const { app, store } = createTestApp();
    const owner = await createTestUser(store);
    const other = await createTestUser(store);
    const http = client(app, owner.cookie);
    const bad = await http.form('/app/calendar', { title: ' ', date: '2027-06-03' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Give the event a title');
    const api = await http.post('/api/v1/users/calendar', { title: 'Venue visit', date: '2027-06-03', time: '10:00', endTime: '09:00' });
    expect(api.status).toBe(400);
    // An action's bad input: the first problem, and the first per field (src/core/actions).
    expect(await api.json()).toEqual({
      msg: 'The event cannot end before it starts',
      code: 'input.invalid',
      errors: { endTime: 'The event cannot end before it starts' },
    });
    const created = await (await http.post('/api/v1/users/calendar', { title: 'Venue visit', date: '2027-06-03' })).json();
    expect(created.msg).toBe('Event added');
    const theirs = client(app, other.cookie);
    const refused = await theirs.delete(`/api/v1/users/calendar/${created.event.id}`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ msg: 'Event not found', code: 'calendar.not-found' });
    expect(await portable(store).sql().select().from(calendarEvents)).toHaveLength(1);
    expect((await app.request('/api/v1/users/calendar')).status).toBe(401);
  });
});
