import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { deliverEmail } from '../../email/domain/deliver';
import { outboxTransport } from '../../email/domain/transport';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, setGuest, setWedding } from '../../email/tests/helpers';
import { eventInput } from '../../../../tests/helpers/event-input';

const { emails } = engineTables();

const brunch = eventInput({ venueAddress: '1 Vine Road, Napa' });

type Change = { id: string; eventTitle: string; lines: { label: string; before: string; after: string }[]; recipients: number; skipped: number };

async function setUp() {
  const t = createTestApp();
  const couple = await createCouple(t.store);
  const http = client(t.app, couple.cookie);
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  const bob = await addGuest(t.store, couple.wedding.id, 'Bob Ray', 'bob@example.com');
  await addGuest(t.store, couple.wedding.id, 'Cat Fox', null);
  await addGuest(t.store, couple.wedding.id, 'Dan Poe', 'dan@example.com', { unsubscribed: true });
  const created = await http.post('/api/v1/events', brunch);
  expect(created.status).toBe(201);
  const eventId = ((await created.json()) as { event: { id: string } }).event.id;
  const changes = async () => ((await (await http.get('/api/v1/events/changes')).json()) as { changes: Change[] }).changes;
  const { sql } = portable(t.store);
  const noticeEmails = () =>
    sql()
      .select()
      .from(emails)
      .where(and(eq(emails.weddingId, couple.wedding.id), eq(emails.kind, 'event-change')));
  return { ...t, couple, http, ann, bob, eventId, changes, noticeEmails };
}

describe('change of plans (issue 16 item 8)', () => {
  it('a change before any invitation went out is not a change of plans', async () => {
    const t = await setUp();
    expect((await t.http.patch(`/api/v1/events/${t.eventId}`, { ...brunch, startTime: '11:00' })).status).toBe(200);
    expect(await t.changes()).toEqual([]);
  });

  it('after invitations went out, a new time and place waits on /app/events; the guests invited are e-mailed once with what changed', async () => {
    const t = await setUp();
    expect((await t.http.patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'invite' })).status).toBe(200);

    // Two edits before notifying make one change: what guests were told → the latest.
    await t.http.patch(`/api/v1/events/${t.eventId}`, { ...brunch, startTime: '11:00', endTime: '13:30' });
    await t.http.patch(`/api/v1/events/${t.eventId}`, { ...brunch, startTime: '11:30', endTime: '14:00', venueName: 'The Glasshouse' });
    // A title or notes edit is not a change of plans.
    await t.http.patch(`/api/v1/events/${t.eventId}`, { ...brunch, startTime: '11:30', endTime: '14:00', venueName: 'The Glasshouse', notes: 'Bring a hat' });
    const [change, ...others] = await t.changes();
    expect(others).toEqual([]);
    expect(change).toMatchObject({
      eventTitle: 'Farewell brunch',
      lines: [
        { label: 'When', before: 'Mon, Jun 15, 2026, 10:30 AM – 1:00 PM', after: 'Mon, Jun 15, 2026, 11:30 AM – 2:00 PM' },
        { label: 'Where', before: 'The Orangery, 1 Vine Road, Napa', after: 'The Glasshouse, 1 Vine Road, Napa' },
      ],
      // Every guest is invited to every event until events can be for chosen guests; Cat has no address, Dan unsubscribed.
      recipients: 2,
      skipped: 2,
    });

    const page = await (await t.http.get('/app/events')).text();
    expect(page).toContain('data-testid="event-changes"');
    expect(page).toContain('Mon, Jun 15, 2026, 11:30 AM – 2:00 PM');
    expect(page).toContain(`action="/app/events/changes/${change!.id}/notify"`);

    const sent = await t.http.form(`/app/events/changes/${change!.id}/notify`, {});
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/app/events');
    expect(await (await t.http.get('/app/events')).text()).toContain('Change of plans emailed to 2 guests');

    const notices = await t.noticeEmails();
    expect(notices.map((e) => e.to).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    for (const notice of notices) {
      expect(notice.subject).toBe('Change of plans: Farewell brunch');
      expect(notice.text).toContain('Amelia & Jonah changed the time and place of Farewell brunch.');
      expect(notice.text).toContain('When: Mon, Jun 15, 2026, 11:30 AM – 2:00 PM (was: Mon, Jun 15, 2026, 10:30 AM – 1:00 PM)');
      expect(notice.text).toContain('Where: The Glasshouse, 1 Vine Road, Napa (was: The Orangery, 1 Vine Road, Napa)');
      expect(notice.text).toMatch(new RegExp(`http://localhost/${t.couple.weddingUrl}/rsvp\\?token=`));
      expect(notice.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(notice.html).toContain('line-through');
    }
    expect(await t.changes()).toEqual([]);

    // Again (a double click, a second tab): nobody gets a second e-mail.
    const again = await t.http.post(`/api/v1/events/changes/${change!.id}/notify`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ msg: 'Guests have already been told about this change', code: 'events.change-already-told' });
    expect(await t.noticeEmails()).toHaveLength(2);

    // A guest who unsubscribes before the worker gets to their notice gets nothing.
    await setGuest(t.store, t.bob.id, { unsubscribed: true });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const byGuest = async (id: string) => (await t.noticeEmails()).find((e) => e.guestId === id)!;
    expect(await deliverEmail(t.store, outboxTransport, (await byGuest(t.ann.id)).id)).toBe('sent');
    expect(await deliverEmail(t.store, outboxTransport, (await byGuest(t.bob.id)).id)).toBe('unsubscribed');
    vi.restoreAllMocks();
  });

  it('deleting the event drops its pending change', async () => {
    const t = await setUp();
    await t.http.patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'invite' });
    await t.http.patch(`/api/v1/events/${t.eventId}`, { ...brunch, venueName: 'The Glasshouse' });
    expect(await t.changes()).toHaveLength(1);
    expect((await t.http.delete(`/api/v1/events/${t.eventId}`)).status).toBe(200);
    expect(await t.changes()).toEqual([]);
  });

  it('an edit back to what guests were told drops the change; a change can be dismissed without e-mail', async () => {
    const t = await setUp();
    await t.http.patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'invite' });
    await t.http.patch(`/api/v1/events/${t.eventId}`, { ...brunch, venueAddress: '2 Vine Road, Napa' });
    expect(await t.changes()).toHaveLength(1);
    await t.http.patch(`/api/v1/events/${t.eventId}`, brunch);
    expect(await t.changes()).toEqual([]);

    await t.http.patch(`/api/v1/events/${t.eventId}`, { ...brunch, date: '2026-06-16' });
    const [change] = await t.changes();
    expect(change!.lines).toEqual([{ label: 'When', before: 'Mon, Jun 15, 2026, 10:30 AM – 1:00 PM', after: 'Tue, Jun 16, 2026, 10:30 AM – 1:00 PM' }]);
    const dismissed = await t.http.post(`/api/v1/events/changes/${change!.id}/dismiss`);
    expect(await dismissed.json()).toEqual({ msg: 'Change dismissed; nobody was emailed' });
    expect(await t.changes()).toEqual([]);
    expect(await t.noticeEmails()).toEqual([]);
  });

  it('the wedding day read from the wedding date counts too; free couples and other couples cannot send', async () => {
    const t = await setUp();
    await t.http.patch('/api/v1/send-invite', { guestIds: [t.ann.id], mode: 'invite' });
    const saved = await t.http.patch('/api/v1/events/wedding-day', {
      ...brunch,
      title: 'Wedding day',
      date: '2026-06-14',
      startTime: '17:00',
      endTime: '20:00',
      venueName: 'Rosewood Manor',
      venueAddress: 'Napa',
    });
    expect(saved.status).toBe(200);
    const [change] = await t.changes();
    // The place reads the same (the site's location was the address); the time moved.
    expect(change).toMatchObject({
      eventTitle: 'Wedding day',
      lines: [{ label: 'When', before: 'Sun, Jun 14, 2026, 4:00 PM – 7:00 PM', after: 'Sun, Jun 14, 2026, 5:00 PM – 8:00 PM' }],
    });

    const other = await createCouple(t.store);
    const stranger = await client(t.app, other.cookie).post(`/api/v1/events/changes/${change!.id}/notify`);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ msg: 'Change not found', code: 'events.change-not-found' });

    await setWedding(t.store, t.couple.wedding.id, { pro: false });
    const free = await t.http.post(`/api/v1/events/changes/${change!.id}/notify`);
    expect(free.status).toBe(403);
    expect((await free.json()).msg).toMatch(/pro plan/);
    expect(await t.noticeEmails()).toEqual([]);
  });
});
