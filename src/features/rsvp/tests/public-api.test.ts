import { and, eq } from 'drizzle-orm';
import { engineTables, queuedJobs } from '../../../../tests/helpers/test-engine';
import { first as firstRow } from '../../../core/db/store/portable';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RSVP_SETTINGS } from '../domain/settings';
import { rsvpRepository } from '../domain/repository';
import { rsvpWedding, type RsvpTestWedding } from './helpers';

const { emails, guestRequests, guests, answers } = engineTables();

const json = async (res: Response) => (await res.json()) as any;

async function garcias(w: RsvpTestWedding) {
  const jose = await w.addGuest({ name: 'Jose Garcia', household: 'Garcias', email: 'jose@example.com', notes: 'secret note', plusOneAllowed: true });
  const maria = await w.addGuest({ name: 'Maria Garcia', household: 'Garcias' });
  const josefa = await w.addGuest({ name: 'Josefa Garcias', household: 'Other Garcias' });
  const ann = await w.addGuest({ name: 'Ann Lee' });
  return { jose, maria, josefa, ann };
}

describe('GET /api/v1/public/{id}/rsvp by name', () => {
  afterEach(() => vi.useRealTimers());

  it("finds 'Jose Garcia' for 'José  García' and returns only his household", async () => {
    const w = await rsvpWedding();
    const { jose } = await garcias(w);
    const question = await w.addQuestion({ label: 'Dietary needs' });
    const res = await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?name=${encodeURIComponent('José  García')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = await json(res);
    expect(body.allowRsvpResubmit).toBe(true);
    expect(body.questions).toEqual([{ id: question.id, kind: 'text', label: 'Dietary needs', options: [], required: false, scope: 'guest' }]);
    expect(body.guest).toMatchObject({
      guestId: jose.id,
      name: 'Jose Garcia',
      household: 'Garcias',
      status: 'Awaiting',
      token: w.tokenOf(jose),
      plusOneAllowed: true,
    });
    expect(body.guest.members.map((m: any) => m.name)).toEqual(['Jose Garcia', 'Maria Garcia']);
    const text = JSON.stringify(body);
    for (const hidden of ['Josefa', 'Ann Lee', 'jose@example.com', 'secret note']) expect(text).not.toContain(hidden);
  });

  it('tolerates case, accents, spacing, first+last around a middle name and one typo; first and last name query also work', async () => {
    const w = await rsvpWedding();
    const { jose, ann } = await garcias(w);
    for (const typed of ['JOSE GARCIA', ' jose   garcía ', 'Jose Garcai', 'Jose Luis Garcia']) {
      const body = await json(await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?name=${encodeURIComponent(typed)}`));
      expect(body.guest?.guestId, typed).toBe(jose.id);
    }
    const split = await json(await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?firstName=ann&lastName=LEE`));
    expect(split.guest.guestId).toBe(ann.id);
  });

  it('reveals nothing for near-misses, other names or an ambiguous name: the same empty answer every time', async () => {
    const w = await rsvpWedding();
    await garcias(w);
    await w.addGuest({ name: 'John Smith', household: 'Smiths of York', email: 'john@york.example' });
    await w.addGuest({ name: 'John Smith', household: 'Smiths of Leeds', email: 'john@leeds.example' });
    const replies = [];
    // (A first or last name alone asks for the full name: src/features/rsvp/tests/under-attack.test.ts.)
    for (const typed of ['Josh Garcio', 'Jose Garcias Lopez', 'Garcia Jose', 'Anne Leeds', 'John Smith', 'Maria Garcias Lopez Ortega']) {
      const res = await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?name=${encodeURIComponent(typed)}`);
      expect(res.status).toBe(200);
      replies.push(await res.text());
    }
    expect(new Set(replies).size).toBe(1);
    const body = JSON.parse(replies[0]!);
    expect(body).toEqual({ guest: null, allowRsvpResubmit: true, questions: [], msg: expect.stringContaining("couldn't find your invitation") });
  });

  it('needs a name or a token (400) and throttles name lookups per address (429 with Retry-After)', async () => {
    const w = await rsvpWedding();
    await garcias(w);
    // The clock stands still while the bucket fills (it drains one lookup per 120 s; see under-attack.test.ts).
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp`)).status).toBe(400);
    expect((await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?name=%20`)).status).toBe(400);
    for (let i = 0; i < 10; i++) expect((await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?name=Guess+${i}+Person`)).status).toBe(200);
    const throttled = await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?name=Jose+Garcia`);
    expect(throttled.status).toBe(429);
    // One lookup drains in 2 minutes (30 an hour): src/core/rate-limit/policies.ts.
    expect(throttled.headers.get('retry-after')).toBe('120');
    expect((await json(throttled)).msg).toMatch(/^Too many attempts/);
    // Personal links are not throttled.
    const { jose } = { jose: firstRow(await w.sql().select().from(guests).where(eq(guests.name, 'Jose Garcia')))! };
    expect((await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?token=${w.tokenOf(jose)}`)).status).toBe(200);
  });
});

describe('personal links', () => {
  it('a token of one wedding is useless on another, and a revoked link (new version) is refused', async () => {
    const a = await rsvpWedding({ weddingUrl: 'wedding-a' });
    const jose = await a.addGuest({ name: 'Jose Garcia' });
    const token = a.tokenOf(jose);
    // Another wedding on the same server, with a guest of the same name.
    const { createTestUser } = await import('../../../../tests/helpers/auth');
    const other = await createTestUser(a.store, { weddingUrl: 'wedding-b' });
    const { addGuestToList, guestsRepository } = await import('../../guests');
    await addGuestToList(guestsRepository(a.store), { weddingId: other.wedding.id, role: 'userFree' }, { name: 'Jose Garcia' });

    const onA = await json(await a.visitor.get(`/api/v1/public/wedding-a/rsvp?token=${token}`));
    expect(onA.guest.guestId).toBe(jose.id);
    const onB = await json(await a.visitor.get(`/api/v1/public/wedding-b/rsvp?token=${token}`));
    expect(onB).toMatchObject({ guest: null, msg: 'This RSVP link is not valid any more. Please find your invitation by name.' });
    const patchB = await a.visitor.patch(`/api/v1/public/wedding-b/rsvp`, { token, members: [{ status: 'Accepted' }] });
    expect(patchB.status).toBe(400);
    expect(await json(patchB)).toMatchObject({ code: 'RSVP_LINK_INVALID' });
    expect(firstRow(await a.sql().select().from(guests).where(eq(guests.id, jose.id)))!.status).toBe('Awaiting');
    const pageB = await a.visitor.get(`/wedding-b/rsvp?token=${token}`);
    expect(await pageB.text()).toContain('This RSVP link is not valid any more');

    await a.transaction(() => a.sql().update(guests).set({ rsvpLinkVersion: 2 }).where(eq(guests.id, jose.id)));
    expect((await json(await a.visitor.get(`/api/v1/public/wedding-a/rsvp?token=${token}`))).guest).toBeNull();
  });
});

describe('PATCH /api/v1/public/{id}/rsvp', () => {
  it('saves a status per member, the plus-one, answers and the e-mail; a second answer updates, never duplicates', async () => {
    const w = await rsvpWedding();
    const { jose, maria } = await garcias(w);
    const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'], required: true });
    const bus = await w.addQuestion({ label: 'Shuttle bus?', kind: 'yesno', scope: 'household' });
    const res = await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(jose),
      email: 'NEW@Example.com',
      members: [
        // Luz answers the meal too: required of everyone who comes (issue 22 item 2).
        { guestId: jose.id, status: 'Accepted', plusOneName: 'Luz Ortega', answers: { [meal.id]: 'Fish' }, plusOneAnswers: { [meal.id]: 'Veggie' } },
        { guestId: maria.id, status: 'Declined' },
      ],
      householdAnswers: { [bus.id]: true },
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.msg).toBe('Thank you! Your RSVP has been received.');
    expect(body.guest).toMatchObject({
      status: 'Accepted',
      plusOneStatus: 'Accepted',
      plusOneName: 'Luz Ortega',
      answers: { [meal.id]: 'Fish' },
      householdAnswers: { [bus.id]: 'yes' },
    });
    expect(body.guest.members[1]).toMatchObject({ name: 'Maria Garcia', status: 'Declined' });
    expect(firstRow(await w.sql().select().from(guests).where(eq(guests.id, jose.id)))).toMatchObject({ email: 'new@example.com', status: 'Accepted' });
    expect(firstRow(await w.sql().select().from(guests).where(eq(guests.id, jose.id)))!.respondedAt).toBeInstanceOf(Date);

    // Changed mind: Maria comes after all (form data with `updates` JSON, product.md §7).
    const again = await w.visitor.patch(
      `/api/v1/public/${w.weddingUrl}/rsvp`,
      new URLSearchParams({
        token: w.tokenOf(jose),
        updates: JSON.stringify({ members: { [maria.id]: { status: 'Accepted', answers: { [meal.id]: 'Veggie' } } } }),
      }),
    );
    expect(again.status).toBe(200);
    expect(firstRow(await w.sql().select().from(guests).where(eq(guests.id, maria.id)))!.status).toBe('Accepted');
    const rows = await w.sql().select().from(answers);
    expect(
      rows
        .filter((r) => r.questionId === meal.id && !r.plusOne)
        .map((r) => [r.guestId, r.value])
        .sort(),
    ).toEqual(
      [
        [jose.id, 'Fish'],
        [maria.id, 'Veggie'],
      ].sort(),
    );
    expect(rows.filter((r) => r.questionId === meal.id && r.plusOne).map((r) => [r.guestId, r.value])).toEqual([[jose.id, 'Veggie']]);
    expect(rows.filter((r) => r.questionId === bus.id)).toHaveLength(2); // stored on each member, counted once per household
    expect(firstRow(await w.sql().select().from(guests).where(eq(guests.id, jose.id)))!.plusOneName).toBe('Luz Ortega'); // unchanged when not sent
  });

  it('takes the short form for one guest: status, plusOneName and answers at the top', async () => {
    const w = await rsvpWedding();
    const ann = await w.addGuest({ name: 'Ann Lee', plusOneAllowed: true });
    const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'], required: true });
    const bus = await w.addQuestion({ label: 'Shuttle?', kind: 'yesno', scope: 'household' });
    const res = await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(ann),
      status: 'Accepted',
      plusOneName: 'Bea',
      answers: { [meal.id]: 'Veggie', [bus.id]: 'no' },
      plusOneAnswers: { [meal.id]: 'Fish' },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).guest).toMatchObject({
      status: 'Accepted',
      plusOneName: 'Bea',
      plusOneStatus: 'Accepted',
      answers: { [meal.id]: 'Veggie' },
      plusOneAnswers: { [meal.id]: 'Fish' },
      householdAnswers: { [bus.id]: 'no' },
    });
    const form = await w.visitor.patch(
      `/api/v1/public/${w.weddingUrl}/rsvp`,
      new URLSearchParams({ token: w.tokenOf(ann), status: 'Accepted', plusOne: 'no', [`answer.${meal.id}`]: 'Fish' }),
    );
    expect((await json(form)).guest).toMatchObject({ plusOneStatus: 'Declined', answers: { [meal.id]: 'Fish' } });
  });

  it('answers 400 with every problem keyed by field, and writes nothing', async () => {
    const w = await rsvpWedding();
    const { jose, maria } = await garcias(w);
    const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'], required: true });
    const res = await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(jose),
      email: 'not-an-email',
      members: [{ guestId: jose.id, status: 'Accepted', plusOne: true, answers: { [meal.id]: 'Steak' } }],
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.errors).toEqual({
      [`plusOneName.${jose.id}`]: "Please enter the name of Jose Garcia's guest",
      [`answer.${meal.id}.${jose.id}`]: 'Please pick one of the options',
      [`plusOneAnswer.${meal.id}.${jose.id}`]: "Please answer for Jose Garcia's guest: Meal",
      [`status.${maria.id}`]: 'Please tell us if Maria Garcia can come',
      email: 'Please enter a valid email address',
    });
    expect(body.msg).toBe("Please enter the name of Jose Garcia's guest");
    expect(firstRow(await w.sql().select().from(guests).where(eq(guests.id, jose.id)))!.status).toBe('Awaiting');
    const stranger = await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(jose),
      members: [
        { guestId: jose.id, status: 'Declined' },
        { guestId: maria.id, status: 'Declined' },
        { guestId: 'aaaaaaaaaaaaaaaaaaaaaaaa', status: 'Accepted' },
      ],
    });
    expect(stranger.status).toBe(400);
    expect((await json(stranger)).msg).toBe('That guest is not part of your invitation');
  });

  it('tells the couple of each answer through the outbox when notify is on, not when it is off', async () => {
    const w = await rsvpWedding();
    const ann = await w.addGuest({ name: 'Ann Lee' });
    const res = await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, { token: w.tokenOf(ann), status: 'Accepted' });
    expect(res.status).toBe(200);
    const sent = await w.sql().select().from(emails).where(eq(emails.kind, 'rsvp-notice'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: w.user.email,
      userId: w.user.id,
      weddingId: w.wedding.id,
      guestId: ann.id,
      subject: 'RSVP from Ann Lee: Accepted',
      status: 'queued',
    });
    expect(sent[0]!.text).toContain('Ann Lee: Accepted');
    expect(sent[0]!.text).toContain('http://localhost/app/rsvp');
    expect(await queuedJobs(w)).toContainEqual({ task: 'send_email', payload: { emailId: sent[0]!.id }, jobKey: `email:${sent[0]!.id}` });

    await rsvpRepository(w.store).saveSettings(w.wedding.id, { ...DEFAULT_RSVP_SETTINGS, notifyCouple: false });
    await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, { token: w.tokenOf(ann), status: 'Declined' });
    expect(await w.sql().select().from(emails).where(eq(emails.kind, 'rsvp-notice'))).toHaveLength(1);
  });
});

describe('resubmission', () => {
  it('on (the default): the guest may change the answer', async () => {
    const w = await rsvpWedding();
    const ann = await w.addGuest({ name: 'Ann Lee' });
    const patch = (status: string) => w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, { token: w.tokenOf(ann), status });
    expect((await patch('Accepted')).status).toBe(200);
    expect((await patch('Declined')).status).toBe(200);
    expect(firstRow(await w.sql().select().from(guests).where(eq(guests.id, ann.id)))!.status).toBe('Declined');
  });

  it('off: a second answer is refused with a clear message, the first one stays; members not yet answered may still answer', async () => {
    const w = await rsvpWedding();
    const { jose, maria } = await garcias(w);
    await w.ownerClient.patch('/api/v1/rsvp/settings', { allowRsvpResubmit: false });
    // Maria's answer came by phone; Jose answers for himself.
    const recorded = await w.ownerClient.patch('/api/v1/rsvp/answers', { guestId: maria.id, status: 'Declined' });
    expect(recorded.status).toBe(200);
    const first = await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?token=${w.tokenOf(jose)}`);
    const view = await json(first);
    expect(view.allowRsvpResubmit).toBe(false);
    expect(view.guest.members.map((m: any) => [m.name, m.locked])).toEqual([
      ['Jose Garcia', false],
      ['Maria Garcia', true],
    ]);
    expect(
      (await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, { token: w.tokenOf(jose), members: [{ guestId: jose.id, status: 'Accepted' }] })).status,
    ).toBe(200);

    const second = await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(jose),
      members: [{ guestId: jose.id, status: 'Declined' }],
    });
    expect(second.status).toBe(409);
    expect((await json(second)).msg).toBe('You have already sent your RSVP. Please contact the couple if you need to change it.');
    expect(firstRow(await w.sql().select().from(guests).where(eq(guests.id, jose.id)))!.status).toBe('Accepted');
    const changeMaria = await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, { token: w.tokenOf(maria), status: 'Accepted' });
    expect(changeMaria.status).toBe(409);

    // The page says so instead of showing a form.
    const page = await (await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${w.tokenOf(jose)}`)).text();
    expect(page).toContain('You have already replied. Please contact the couple if you need to change your answer.');
    expect(page).not.toContain('Send RSVP');
    const done = await (await w.visitor.get(`/${w.weddingUrl}/rsvp/submitted?token=${w.tokenOf(jose)}`)).text();
    expect(done).not.toContain('Change my answer');
  });
});

describe('closed RSVP, unknown and protected weddings', () => {
  it('past the deadline (or switched off) the API answers 423 and the page goes to /rsvp-offline', async () => {
    const w = await rsvpWedding({ timeZone: 'Pacific/Kiritimati' });
    const ann = await w.addGuest({ name: 'Ann Lee' });
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await w.ownerClient.patch('/api/v1/rsvp/settings', { deadline: yesterday })).status).toBe(200);
    const get = await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?token=${w.tokenOf(ann)}`);
    expect(get.status).toBe(423);
    expect(await json(get)).toEqual({ msg: 'RSVP is closed for this wedding', code: 'rsvp.closed' });
    expect((await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, { token: w.tokenOf(ann), status: 'Accepted' })).status).toBe(423);
    expect((await w.visitor.post(`/api/v1/public/${w.weddingUrl}/rsvp/request`, { name: 'Zed Zee', email: 'z@example.com' })).status).toBe(423);
    const page = await w.visitor.get(`/${w.weddingUrl}/rsvp`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/rsvp-offline?w=${w.weddingUrl}`);
    const post = await w.visitor.form(`/${w.weddingUrl}/rsvp`, { token: w.tokenOf(ann), [`status.${ann.id}`]: 'Accepted' });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe(`/rsvp-offline?w=${w.weddingUrl}`);
    expect(firstRow(await w.sql().select().from(guests).where(eq(guests.id, ann.id)))!.status).toBe('Awaiting');

    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await w.ownerClient.patch('/api/v1/rsvp/settings', { deadline: tomorrow });
    expect((await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?token=${w.tokenOf(ann)}`)).status).toBe(200);
    await w.ownerClient.patch('/api/v1/rsvp/settings', { rsvpOpen: false });
    expect((await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?token=${w.tokenOf(ann)}`)).status).toBe(423);
  });

  it('an unknown or unpublished wedding: 404, and the page goes home', async () => {
    const w = await rsvpWedding();
    expect((await w.visitor.get('/api/v1/public/no-such-wedding/rsvp?name=Ann+Lee')).status).toBe(404);
    expect((await w.visitor.patch('/api/v1/private/no-such-wedding/rsvp', { token: 'x' })).status).toBe(404);
    const page = await w.visitor.get('/no-such-wedding/rsvp');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/');
    // /app/rsvp is the couple's page, not a wedding called 'app'.
    expect((await w.visitor.get('/app/rsvp')).headers.get('location')).toBe('/login?next=%2Fapp%2Frsvp');
  });

  it('a password-protected wedding behaves as its site: 403 public, 401 private without the pass or a personal link, the page to /password; with the pass it works', async () => {
    const w = await rsvpWedding({ content: { enablePassword: true, websitePassword: 'open sesame' } });
    const ann = await w.addGuest({ name: 'Ann Lee' });
    const url = `/api/v1/public/${w.weddingUrl}/rsvp?name=Ann+Lee`;
    expect((await w.visitor.get(url)).status).toBe(403);
    expect((await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?token=${w.tokenOf(ann)}`)).status).toBe(403);
    expect((await w.visitor.get(url.replace('/public/', '/private/'))).status).toBe(401);
    expect((await w.visitor.get(`/api/v1/private/${w.weddingUrl}/rsvp?token=forged.token`)).status).toBe(401);
    const page = await w.visitor.get(`/${w.weddingUrl}/rsvp`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/password/${w.weddingUrl}`);
    expect((await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, { token: w.tokenOf(ann), status: 'Accepted' })).status).toBe(403);
    expect((await w.visitor.patch(`/api/v1/private/${w.weddingUrl}/rsvp`, { token: w.tokenOf(ann), status: 'Accepted' })).status).toBe(401);

    const gate = await w.visitor.post(`/api/v1/private/${w.weddingUrl}`, { password: 'open sesame' });
    expect(gate.status).toBe(200);
    expect((await w.visitor.get(url)).status).toBe(403); // the public path stays closed
    const privateGet = await w.visitor.get(url.replace('/public/', '/private/'));
    expect(privateGet.status).toBe(200);
    expect((await json(privateGet)).guest.guestId).toBe(ann.id);
    expect((await w.visitor.patch(`/api/v1/private/${w.weddingUrl}/rsvp`, { token: w.tokenOf(ann), status: 'Accepted' })).status).toBe(200);
    expect((await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${w.tokenOf(ann)}`)).status).toBe(200);
  });
});
describe('POST /api/v1/public/{id}/rsvp/request', () => {
  it('stores a note for the couple once, and checks it', async () => {
    const w = await rsvpWedding();
    const ok = await w.visitor.post(`/api/v1/public/${w.weddingUrl}/rsvp/request`, { name: 'Zed  Zee', email: 'Zed@Example.com', message: 'Friend of Jo' });
    expect(ok.status).toBe(201);
    expect(await json(ok)).toEqual({ msg: 'Thank you! Your note has been sent to the couple.' });
    await w.visitor.post(`/api/v1/public/${w.weddingUrl}/rsvp/request`, { name: 'zed zee', email: 'zed@example.com', message: 'Friend of Jo, from work' });
    const rows = await w
      .sql()
      .select()
      .from(guestRequests)
      .where(and(eq(guestRequests.weddingId, w.wedding.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Zed Zee', email: 'zed@example.com', message: 'Friend of Jo, from work', status: 'pending' });
    const bad = await w.visitor.post(`/api/v1/public/${w.weddingUrl}/rsvp/request`, { name: 'Zed', email: '' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).msg).toBe('Please enter your email so the couple can reach you');
    // Left out is the same as empty: no note without an address to reach them at.
    const noEmail = await w.visitor.post(`/api/v1/public/${w.weddingUrl}/rsvp/request`, { name: 'Ned No-Mail' });
    expect([noEmail.status, (await json(noEmail)).msg]).toEqual([400, 'Please enter your email so the couple can reach you']);
  });
});
