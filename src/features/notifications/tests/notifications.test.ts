// Issue 12 item 3: the notification count is fed by real events (RSVP answers, guest requests)
// since the couple last looked; closing the drawer (PATCH) clears it, never past what was shown.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { nameKey } from '../../../shared/guests/names';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { insertRows } from '../../../../tests/helpers/engines';
import { client } from '../../../../tests/helpers/http';

type Json = Record<string, any>;

describe('/api/v1/notifications', () => {
  it('counts answers and requests since the couple last looked, lists them newest first, and PATCH marks them seen', async () => {
    const { app, store } = createTestApp();
    const { t, sql, transaction } = portable(store);
    const couple = await createTestUser(store, { weddingUrl: 'ana-and-ben' });
    const api = client(app, couple.cookie);
    expect(await (await api.get('/api/v1/notifications')).json()).toMatchObject({ count: 0, notifications: [] });

    const ann = await transaction(async () => {
      const ann = first(
        await sql()
          .insert(t.guests)
          .values({ weddingId: couple.wedding.id, name: 'Ann Lee', nameKey: nameKey('Ann Lee') })
          .returning(),
      )!;
      await sql()
        .insert(t.guests)
        .values({ weddingId: couple.wedding.id, name: 'Not Yet', nameKey: nameKey('Not Yet') });
      await sql()
        .update(t.guests)
        .set({ status: 'Accepted', respondedAt: new Date(Date.now() - 60_000) })
        .where(eq(t.guests.id, ann.id));
      await sql()
        .insert(t.guestRequests)
        .values({ weddingId: couple.wedding.id, name: 'Cleo New', createdAt: new Date(Date.now() - 30_000) });
      return ann;
    });

    const listed = (await (await api.get('/api/v1/notifications')).json()) as Json;
    expect(listed.count).toBe(2);
    expect(listed.notifications.map((n: Json) => [n.kind, n.text])).toEqual([
      ['request', 'Cleo New asked to be added to your guest list'],
      ['rsvp', 'Ann Lee is coming'],
    ]);
    // The top bar of every app page shows the count (the events page: the dashboard's guest stats are not on the store yet).
    expect(await (await api.get('/app/events')).text()).toMatch(/data-testid="notification-count">2</);

    // Seen up to when the list was read (asOf); an answer that arrives later stays new.
    expect(Date.parse(listed.asOf)).toBeGreaterThanOrEqual(Date.parse(listed.notifications[0].at));
    const seen = await api.patch('/api/v1/notifications', { seenUntil: listed.asOf });
    expect(await seen.json()).toEqual({ count: 0 });
    await transaction(() => sql().update(t.guests).set({ status: 'Declined', respondedAt: new Date() }).where(eq(t.guests.id, ann.id)));
    const after = (await (await api.get('/api/v1/notifications')).json()) as Json;
    expect(after.count).toBe(1);
    expect(after.notifications[0].text).toBe("Ann Lee can't make it");

    // Without seenUntil: everything until now. The marker never moves back.
    expect(await (await api.patch('/api/v1/notifications', {})).json()).toEqual({ count: 0 });
    expect(await (await api.patch('/api/v1/notifications', { seenUntil: '2020-01-01T00:00:00.000Z' })).json()).toEqual({ count: 0 });
    expect(await (await api.get('/app/events')).text()).toMatch(/data-testid="notification-count">0</);
  });

  it('is per couple, refuses a bad seenUntil with { msg }, and needs a session', async () => {
    const { app, store } = createTestApp();
    const one = await createTestUser(store, { weddingUrl: 'one-wedding' });
    const two = await createTestUser(store, { weddingUrl: 'two-wedding' });
    await insertRows(store, 'guestRequests', [{ weddingId: one.wedding.id, name: 'Only One' }]);
    expect(((await (await client(app, one.cookie).get('/api/v1/notifications')).json()) as Json).count).toBe(1);
    expect(((await (await client(app, two.cookie).get('/api/v1/notifications')).json()) as Json).count).toBe(0);
    const bad = await client(app, one.cookie).patch('/api/v1/notifications', { seenUntil: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      msg: 'seenUntil must be a date and time',
      code: 'input.invalid',
      errors: { seenUntil: 'seenUntil must be a date and time' },
    });
    expect((await client(app).get('/api/v1/notifications')).status).toBe(401);
  });
});
