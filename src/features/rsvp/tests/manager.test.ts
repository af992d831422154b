import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { seedGuestsIn } from '../../guests/tests/helpers';
import { client } from '../../../../tests/helpers/http';
import { rsvpWedding } from './helpers';

const { emails, guestRequests, guests } = engineTables();

const json = async (res: Response) => (await res.json()) as any;
const flash = (web: ReturnType<typeof client>) => decodeURIComponent(web.jar.get('vowly_flash') ?? '');

async function answered() {
  const w = await rsvpWedding();
  const jose = await w.addGuest({ name: 'Jose Garcia', household: 'Garcias', plusOneAllowed: true });
  const maria = await w.addGuest({ name: 'Maria Garcia', household: 'Garcias' });
  const ann = await w.addGuest({ name: 'Ann Lee' });
  const bo = await w.addGuest({ name: 'Bo Stone', household: 'Stones' });
  const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'] });
  const bus = await w.addQuestion({ label: 'Shuttle?', kind: 'yesno', scope: 'household' });
  const wish = await w.addQuestion({ label: 'Song wish' });
  const patch = (body: Record<string, unknown>) => w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, body);
  expect(
    (
      await patch({
        token: w.tokenOf(jose),
        members: [
          { guestId: jose.id, status: 'Accepted', plusOneName: 'Luz Ortega', answers: { [meal.id]: 'Fish', [wish.id]: 'Dancing Queen' } },
          { guestId: maria.id, status: 'Accepted', answers: { [meal.id]: 'Veggie' } },
        ],
        householdAnswers: { [bus.id]: 'yes' },
      })
    ).status,
  ).toBe(200);
  expect((await patch({ token: w.tokenOf(ann), status: 'Declined' })).status).toBe(200);
  return { w, jose, maria, ann, bo, meal, bus, wish };
}

describe('stats after answers', () => {
  it('GET /users/user-stats counts Accepted, Awaiting and Declined from the answers', async () => {
    const { w } = await answered();
    const stats = await json(await w.ownerClient.get('/api/v1/users/user-stats'));
    expect(stats).toMatchObject({ totalGuests: 4, Accepted: 2, Awaiting: 1, Declined: 1, plusOnes: 1 });
  });
});

describe('GET /api/v1/rsvp/summary', () => {
  it('counts by status, attending with plus-ones, households, and tallies each question (household questions once)', async () => {
    const { w, meal, bus, wish } = await answered();
    const summary = await json(await w.ownerClient.get('/api/v1/rsvp/summary'));
    expect(summary.counts).toEqual({ total: 4, Accepted: 2, Awaiting: 1, Declined: 1, ERROR: 0, plusOnesAllowed: 1, plusOnesComing: 1, attending: 3 });
    expect(summary.households.map((h: any) => [h.name, h.replied])).toEqual([
      ['Garcias', true],
      ['Stones', false],
    ]);
    const byId = Object.fromEntries(summary.questions.map((q: any) => [q.id, q]));
    expect(byId[meal.id].tally).toEqual([
      { value: 'Fish', count: 1 },
      { value: 'Veggie', count: 1 },
    ]);
    expect(byId[bus.id]).toMatchObject({
      answered: 1,
      tally: [
        { value: 'yes', count: 1 },
        { value: 'no', count: 0 },
      ],
    });
    expect(byId[wish.id].responses).toEqual([{ name: 'Jose Garcia', value: 'Dancing Queen' }]);
    expect((await client(w.app).get('/api/v1/rsvp/summary')).status).toBe(401);
  });
});

describe('/app/rsvp', () => {
  it('shows the guests by answer with counts, answers per question, households and requests', async () => {
    const { w } = await answered();
    await w.visitor.post(`/api/v1/public/${w.weddingUrl}/rsvp/request`, { name: 'Zed Zee', email: 'zed@example.com', message: 'Friend of Jo' });
    const res = await w.ownerClient.get('/app/rsvp');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1 class="app-shell__title">RSVP</h1>');
    expect(html).not.toContain('Coming soon');
    expect(html).toMatch(/data-testid="rsvp-count-Accepted">Accepted(<!-- -->)? <strong>2<\/strong>/);
    expect(html).toMatch(/data-testid="rsvp-count-Awaiting">Awaiting(<!-- -->)? <strong>1<\/strong>/);
    expect(html).toMatch(/<strong>3<\/strong> attending/);
    expect(html).toContain('Luz Ortega (coming)');
    expect(html).toContain('Dancing Queen');
    expect(html).toContain('Zed Zee');
    expect(html).toContain('Friend of Jo');
    expect(html).toContain('Garcias');
    const declinedOnly = await (await w.ownerClient.get('/app/rsvp?status=Declined')).text();
    const table = declinedOnly.slice(
      declinedOnly.indexOf('data-testid="rsvp-table"'),
      declinedOnly.indexOf('</table>', declinedOnly.indexOf('data-testid="rsvp-table"')),
    );
    expect(table).toContain('Ann Lee');
    expect(table).toMatch(/Declined(<!-- -->)? \((<!-- -->)?1(<!-- -->)?\)/);
    expect(table).not.toContain('Maria Garcia');
    expect((await client(w.app).get('/app/rsvp')).status).toBe(302);
  });

  it('records an answer given by phone, for the household, without e-mailing anyone', async () => {
    const { w, bo, meal } = await answered();
    const mails = (await w.sql().select().from(emails)).length;
    const page = await (await w.ownerClient.get(`/app/rsvp/record/${bo.id}`)).text();
    expect(page).toContain(`action="/app/rsvp/record/${bo.id}"`);
    expect(page).toContain(`name="status.${bo.id}"`);
    const res = await w.ownerClient.form(`/app/rsvp/record/${bo.id}`, { [`status.${bo.id}`]: 'Accepted', [`answer.${meal.id}.${bo.id}`]: 'Veggie' });
    expect(res.status).toBe(303);
    expect(flash(w.ownerClient)).toContain('Answer recorded');
    expect(first(await w.sql().select().from(guests).where(eq(guests.id, bo.id)))).toMatchObject({ status: 'Accepted' });
    expect(await w.sql().select().from(emails)).toHaveLength(mails);
    const bad = await w.ownerClient.form(`/app/rsvp/record/${bo.id}`, { [`status.${bo.id}`]: 'Maybe' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Please tell us if Bo Stone can come');
    // The couple may correct an answer even when guests may not.
    await w.ownerClient.patch('/api/v1/rsvp/settings', { allowRsvpResubmit: false });
    const api = await w.ownerClient.patch('/api/v1/rsvp/answers', { guestId: bo.id, status: 'Declined' });
    expect(api.status).toBe(200);
    expect((await json(api)).guest.status).toBe('Declined');
  });

  it('another couple can neither record answers for my guests nor approve my requests', async () => {
    const { w, bo } = await answered();
    await w.visitor.post(`/api/v1/public/${w.weddingUrl}/rsvp/request`, { name: 'Zed Zee', email: 'zed@example.com' });
    const request = first(await w.sql().select().from(guestRequests))!;
    const { createTestUser } = await import('../../../../tests/helpers/auth');
    const other = await createTestUser(w.store, { weddingUrl: 'other-couple' });
    const them = client(w.app, other.cookie);
    expect((await them.patch('/api/v1/rsvp/answers', { guestId: bo.id, status: 'Accepted' })).status).toBe(404);
    expect((await them.get(`/app/rsvp/record/${bo.id}`)).status).toBe(404);
    expect((await them.post(`/api/v1/rsvp/requests/${request.id}/approve`, {})).status).toBe(404);
    expect((await them.post(`/api/v1/rsvp/requests/${request.id}/dismiss`, {})).status).toBe(404);
    expect(first(await w.sql().select().from(guests).where(eq(guests.id, bo.id)))!.status).toBe('Awaiting');
    expect(first(await w.sql().select().from(guestRequests))!.status).toBe('pending');
  });

  it('approves a request (the guest is added) or dismisses one; the guest limit applies', async () => {
    const w = await rsvpWedding({ role: 'userFree' });
    const ask = (name: string) =>
      w.visitor.post(`/api/v1/public/${w.weddingUrl}/rsvp/request`, { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, message: 'Hello' });
    await ask('Zed Zee');
    await ask('Yan Yu');
    await ask('Xia Xu');
    const [zed, yan, xia] = await Promise.all(
      ['Zed Zee', 'Yan Yu', 'Xia Xu'].map(async (name) => first(await w.sql().select().from(guestRequests).where(eq(guestRequests.name, name)))!),
    );

    const approved = await w.ownerClient.post(`/api/v1/rsvp/requests/${zed!.id}/approve`, {});
    expect(approved.status).toBe(201);
    expect(await json(approved)).toMatchObject({
      msg: 'Guest Added',
      guest: { name: 'Zed Zee', email: 'zed@example.com', notes: 'Hello', status: 'Awaiting' },
    });
    expect(first(await w.sql().select().from(guestRequests).where(eq(guestRequests.id, zed!.id)))!.status).toBe('approved');
    expect((await w.ownerClient.post(`/api/v1/rsvp/requests/${zed!.id}/approve`, {})).status).toBe(404);

    const dismissed = await w.ownerClient.form(`/app/rsvp/requests/${yan!.id}/dismiss`, {});
    expect(dismissed.status).toBe(303);
    expect(flash(w.ownerClient)).toContain('Request dismissed');
    expect(first(await w.sql().select().from(guestRequests).where(eq(guestRequests.id, yan!.id)))!.status).toBe('dismissed');

    await seedGuestsIn(w.store, w.wedding.id, 64); // 65 seats with Zed: full
    const full = await w.ownerClient.form(`/app/rsvp/requests/${xia!.id}/approve`, {});
    expect(full.status).toBe(303);
    expect(flash(w.ownerClient)).toContain('Your plan allows 65 guests. Upgrade to Pro for up to 350.');
    expect(first(await w.sql().select().from(guestRequests).where(eq(guestRequests.id, xia!.id)))!.status).toBe('pending');
    expect(first(await w.sql().select().from(guests).where(eq(guests.name, 'Xia Xu')))).toBeUndefined();
    const api = await w.ownerClient.post(`/api/v1/rsvp/requests/${xia!.id}/approve`, {});
    expect(api.status).toBe(403);
    expect(await json(api)).toMatchObject({ code: 'GUEST_LIMIT_REACHED', guestLimit: 65 });
  });
});
