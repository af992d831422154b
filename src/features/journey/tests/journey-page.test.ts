// The guest journey (issue 16 item 7) on the test app's database through the app: a personal link
// records the visit and the opened answer form once (never an anonymous visit), /app/journey
// counts each step and lists who is there, and a nudge e-mails the reminder card to exactly the
// guests at one step, through the one-bulk-a-day rule and the replay of a repeated click.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../../core/db/store/portable';
import { ensureInvite } from '../../email/domain/invite-store';
import { rsvpRepository } from '../../rsvp/domain/repository';
import { deadlineEnd } from '../../rsvp/domain/settings';
import { EMAIL_PRO_ONLY, NOBODY_TO_SEND } from '../../../shared/email/texts';
import { client } from '../../../../tests/helpers/http';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { rsvpWedding } from '../../rsvp/tests/helpers';

const { emails, guestJourney, guests, weddings } = engineTables();

async function setUp(role: 'userPaid' | 'userFree' = 'userPaid') {
  const w = await rsvpWedding({ role, weddingUrl: `journey-${Math.random().toString(36).slice(2, 8)}` });
  const add = (name: string, email: string | null) => w.addGuest({ name, email: email ?? undefined });
  const g = {
    ann: await add('Ann Lee', 'ann@example.com'),
    bob: await add('Bob Ray', 'bob@example.com'),
    carol: await add('Carol King', 'carol@example.com'),
    gil: await add('Gil Moss', 'gil@example.com'),
    fran: await add('Fran Oak', 'fran@example.com'),
    dan: await add('Dan NoMail', null),
    eve: await add('Eve Gone', 'eve@example.com'),
  };
  await w.transaction(() => w.sql().update(guests).set({ unsubscribed: true }).where(eq(guests.id, g.eve.id)));
  const couple = client(w.app, w.cookie);
  return { ...w, g, couple };
}

const journeyOf = async (w: Awaited<ReturnType<typeof setUp>>, guestId: string) =>
  first(await w.sql().select().from(guestJourney).where(eq(guestJourney.guestId, guestId)));
const count = (html: string, id: string) => Number(new RegExp(`data-testid="${id}">(\\d+)<`).exec(html)?.[1]);
const requestIdOf = (html: string, stage: string) =>
  new RegExp(`name="stage" value="${stage}"/><input type="hidden" name="requestId" value="([^"]+)"`).exec(html)![1]!;

describe('recording the journey', () => {
  it('a personal link records the visit and the opened answer form once; anonymous visits record nothing', async () => {
    const w = await setUp();
    const invite = await ensureInvite(w.store, w.wedding.id);
    // Anonymous card page and RSVP page, and a bad token: nothing.
    expect((await w.visitor.get(`/invite/${invite.id}`)).status).toBe(200);
    expect((await w.visitor.get(`/${w.weddingUrl}/rsvp`)).status).toBe(200);
    await w.visitor.get(`/invite/${invite.id}?guest=${encodeURIComponent(`${w.tokenOf(w.g.carol)}x`)}`);
    expect(await w.sql().select().from(guestJourney)).toHaveLength(0);

    // Carol opens her card: visited.
    expect((await w.visitor.get(`/invite/${invite.id}?guest=${encodeURIComponent(w.tokenOf(w.g.carol))}`)).status).toBe(200);
    const carol = (await journeyOf(w, w.g.carol.id))!;
    expect(carol.firstVisitedAt).toBeInstanceOf(Date);
    expect(carol.rsvpStartedAt).toBeNull();
    // Then her answer form: started, the visit kept as it was.
    await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(w.g.carol))}`);
    const started = (await journeyOf(w, w.g.carol.id))!;
    expect(started.rsvpStartedAt).toBeInstanceOf(Date);
    expect(started.firstVisitedAt!.getTime()).toBe(carol.firstVisitedAt!.getTime());
    // Opening it again later changes nothing (the first moments stay).
    const earlier = new Date('2026-01-02T03:04:05Z');
    await w.transaction(() =>
      w.sql().update(guestJourney).set({ firstVisitedAt: earlier, rsvpStartedAt: earlier }).where(eq(guestJourney.guestId, w.g.carol.id)),
    );
    await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(w.g.carol))}`);
    await w.visitor.get(`/invite/${invite.id}?guest=${encodeURIComponent(w.tokenOf(w.g.carol))}`);
    expect(await journeyOf(w, w.g.carol.id)).toMatchObject({ firstVisitedAt: earlier, rsvpStartedAt: earlier });

    // Ann goes straight to her RSVP link: visited and started at once.
    await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(w.g.ann))}`);
    const ann = (await journeyOf(w, w.g.ann.id))!;
    expect(ann.firstVisitedAt).toBeInstanceOf(Date);
    expect(ann.rsvpStartedAt).toBeInstanceOf(Date);
  });
});

describe('/app/journey', () => {
  async function journeyUnderway() {
    const w = await setUp();
    // Invitations to five chosen guests in two sends of at most half the list each (not a bulk send).
    for (const chosen of [[w.g.ann, w.g.bob], [w.g.carol, w.g.gil], [w.g.fran]]) {
      const sent = await w.couple.patch('/api/v1/send-invite', { guestIds: chosen.map((g) => g.id), mode: 'invite' });
      expect(sent.status).toBe(200);
    }
    const delivered = new Date();
    for (const guest of [w.g.ann, w.g.bob, w.g.carol, w.g.fran]) {
      await w.transaction(() => w.sql().update(emails).set({ status: 'sent', deliveredAt: delivered }).where(eq(emails.guestId, guest.id)));
    }
    await w.transaction(async () => {
      await w.sql().update(emails).set({ status: 'sent' }).where(eq(emails.guestId, w.g.gil.id));
      await w.sql().update(emails).set({ openedAt: delivered }).where(eq(emails.guestId, w.g.bob.id));
    });
    const invite = await ensureInvite(w.store, w.wedding.id);
    await w.visitor.get(`/invite/${invite.id}?guest=${encodeURIComponent(w.tokenOf(w.g.carol))}`);
    await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(w.g.ann))}`);
    await w.transaction(() => w.sql().update(guests).set({ status: 'Accepted', respondedAt: new Date() }).where(eq(guests.id, w.g.fran.id)));
    return w;
  }

  it('counts each step, lists who is there, and shows opens only while they are counted', async () => {
    const w = await journeyUnderway();
    const html = await (await w.couple.get('/app/journey')).text();
    expect(html).toContain('Guest journey');
    expect(html).not.toContain('data-stage="opened"');
    expect([
      count(html, 'reached-sent'),
      count(html, 'reached-delivered'),
      count(html, 'reached-visited'),
      count(html, 'reached-started'),
      count(html, 'reached-answered'),
    ]).toEqual([5, 4, 2, 1, 1]);
    expect([
      count(html, 'here-not-sent'),
      count(html, 'here-sent'),
      count(html, 'here-delivered'),
      count(html, 'here-visited'),
      count(html, 'here-started'),
    ]).toEqual([2, 1, 1, 1, 1]);
    expect(html).toContain('Dan NoMail (no email)');
    expect(html).toContain('Eve Gone (unsubscribed)');
    expect(html).toMatch(/disabled="" data-testid="nudge-not-sent">Nudge 0 guests</);

    // Opens counted: Bob moves from delivered to opened.
    await w.transaction(() => w.sql().update(weddings).set({ trackOpens: true }).where(eq(weddings.id, w.wedding.id)));
    const withOpens = await (await w.couple.get('/app/journey')).text();
    expect(count(withOpens, 'here-opened')).toBe(1);
    expect(count(withOpens, 'here-delivered')).toBe(0);
    expect(count(withOpens, 'reached-opened')).toBe(1);
  });

  it('a nudge e-mails the reminder card to exactly the guests at that step, once; another the same day meets the daily limit', async () => {
    const w = await journeyUnderway();
    const html = await (await w.couple.get('/app/journey')).text();
    const reminders = () => w.sql().select().from(emails).where(eq(emails.kind, 'reminder'));

    // Nobody at 'not sent yet' can receive it: refused with the announcement's text, nothing recorded.
    await w.couple.form('/app/journey/nudge', { stage: 'not-sent', requestId: requestIdOf(html, 'not-sent'), confirmed: '1' });
    expect(await (await w.couple.get('/app/journey')).text()).toContain(NOBODY_TO_SEND);
    expect(await reminders()).toHaveLength(0);

    const delivered = requestIdOf(html, 'delivered');
    // Without the confirmation nothing is sent: the confirmation page (JavaScript off) asks first (issue 22 item 10).
    const asked = await w.couple.form('/app/journey/nudge', { stage: 'delivered', requestId: delivered });
    expect(asked.status).toBe(200);
    const confirm = await asked.text();
    expect(confirm).toContain('data-testid="nudge-confirm"');
    expect(confirm).toContain('Nudge 1 guest?');
    expect(confirm).toContain('<li>Bob Ray</li>');
    expect(confirm).toContain('name="confirmed" value="1"');
    expect(await reminders()).toHaveLength(0);
    const res = await w.couple.form('/app/journey/nudge', { stage: 'delivered', requestId: delivered, confirmed: '1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/journey');
    const after = await (await w.couple.get('/app/journey')).text();
    expect(after).toContain('Email sent to 1 recipient.');
    expect((await reminders()).map((e) => e.to)).toEqual(['bob@example.com']);
    expect((await reminders())[0]!.html).toContain(encodeURIComponent(w.tokenOf(w.g.bob)));

    // The same click again: replayed, nothing new.
    await w.couple.form('/app/journey/nudge', { stage: 'delivered', requestId: delivered, confirmed: '1' });
    expect(await reminders()).toHaveLength(1);
    // Another nudge the same day: the daily bulk limit.
    await w.couple.form('/app/journey/nudge', { stage: 'visited', requestId: requestIdOf(html, 'visited'), confirmed: '1' });
    const limited = await (await w.couple.get('/app/journey')).text();
    expect(limited).toMatch(/Daily limit reached: You can send one bulk email per day. You can try again after/);
    expect(limited).toContain('data-testid="bulk-used"');
    expect(await reminders()).toHaveLength(1);
  });

  it('the nudge API (one action with the page): without confirmed it says who would get it; confirmed it sends once; free couples get 403', async () => {
    const w = await journeyUnderway();
    const reminders = () => w.sql().select().from(emails).where(eq(emails.kind, 'reminder'));
    const asked = await w.couple.post('/api/v1/journey/nudge', { stage: 'delivered', requestId: 'api-nudge-0001' });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ sent: false, stage: 'delivered', names: ['Bob Ray'], bulkAvailableAt: null });
    expect(await reminders()).toHaveLength(0);
    const sent = await w.couple.post('/api/v1/journey/nudge', { stage: 'delivered', requestId: 'api-nudge-0001', confirmed: '1' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ sent: true, msg: 'Email sent to 1 recipient.', queued: 1, replayed: false });
    expect((await reminders()).map((e) => e.to)).toEqual(['bob@example.com']);
    const bad = await w.couple.post('/api/v1/journey/nudge', { stage: 'answered', requestId: 'api-nudge-0002', confirmed: '1' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ msg: 'Choose a step to nudge' });
    // The dialog's fetch to the page's form: the daily limit as the API's 429 with its code.
    const form = new URLSearchParams({ stage: 'visited', requestId: 'api-nudge-0003', confirmed: '1' });
    const limited = await w.app.request('/app/journey/nudge', {
      method: 'POST',
      body: form,
      headers: { cookie: w.cookie, origin: 'http://localhost', accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'BULK_LIMIT_EXCEEDED' });

    const free = await setUp('userFree');
    const refused = await free.couple.post('/api/v1/journey/nudge', { stage: 'not-sent', requestId: 'api-nudge-0004', confirmed: '1' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ msg: EMAIL_PRO_ONLY });
  });

  it('automatic reminders: saved from the form, validated, and the rounds shown against the deadline', async () => {
    const w = await setUp();
    await rsvpRepository(w.store).saveSettings(w.wedding.id, {
      allowRsvpResubmit: true,
      rsvpOpen: true,
      notifyCouple: true,
      deadline: deadlineEnd('2099-06-01', 'UTC'),
    });
    const before = await (await w.couple.get('/app/journey')).text();
    expect(before).toContain('Automatic reminders are off.');
    expect(before).toContain('value="14, 3"');
    // Never "off" above a "Scheduled" round (issue 22 item 10).
    expect(before).not.toContain('data-state="scheduled"');
    expect(before).toMatch(/data-days="14" data-state="not-scheduled">14 days before \([^)]*\): Not scheduled/);

    const bad = await w.couple.form('/app/journey/reminders', { enabled: 'on', days: '0' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('A reminder goes out 1 to 60 days before the deadline');

    const saved = await w.couple.form('/app/journey/reminders', { enabled: 'on', days: '3, 7, 3' });
    expect(saved.status).toBe(303);
    const page = await (await w.couple.get('/app/journey')).text();
    expect(page).toContain('Automatic reminders are on');
    expect(page).toContain('value="7, 3"');
    expect(page).toMatch(/data-days="7" data-state="scheduled">7 days before \(Mon, May 25, 9:00 AM\): Scheduled/);
    expect(page).toContain('data-days="3" data-state="scheduled"');
  });

  it('free couples see the Pro text; a forced nudge or reminder setting is refused', async () => {
    const w = await setUp('userFree');
    const html = await (await w.couple.get('/app/journey')).text();
    expect(html).toContain(EMAIL_PRO_ONLY);
    expect(html).toMatch(/disabled="" data-testid="nudge-not-sent">Nudge 5 guests</);
    await w.couple.form('/app/journey/nudge', { stage: 'not-sent', requestId: requestIdOf(html, 'not-sent'), confirmed: '1' });
    await w.couple.form('/app/journey/reminders', { enabled: 'on', days: '14, 3' });
    expect(await w.sql().select().from(emails)).toHaveLength(0);
    expect(await (await w.couple.get('/app/journey')).text()).toContain('Automatic reminders are off.');
  });

  it('needs a signed-in couple', async () => {
    const w = await setUp();
    const res = await w.visitor.get('/app/journey');
    expect(res.status).toBe(302);
  });

  it('/api/v1/journey answers the same as JSON; PATCH /journey/reminders is parsed by zod, Pro only, errors { msg }', async () => {
    const w = await journeyUnderway();
    const res = await w.couple.get('/api/v1/journey');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(7);
    expect(body.stages.map((s: { stage: string; reached: number; here: number }) => [s.stage, s.reached, s.here])).toEqual([
      ['not-sent', 2, 2],
      ['sent', 5, 1],
      ['delivered', 4, 1],
      ['visited', 2, 1],
      ['started', 1, 1],
      ['answered', 1, 1],
    ]);
    expect(body.reminders).toMatchObject({ enabled: false, days: [14, 3], blocked: 'off' });

    const bad = await w.couple.patch('/api/v1/journey/reminders', { enabled: true, days: [14, 3, 2, 1] });
    expect(bad.status).toBe(400);
    // An action's refusal names the field too (issue 29 item 2).
    expect(await bad.json()).toEqual({ msg: 'At most 3 reminders', code: 'input.invalid', errors: { days: 'At most 3 reminders' } });
    const ok = await w.couple.patch('/api/v1/journey/reminders', { enabled: true, days: [3, 10] });
    expect(await ok.json()).toEqual({ msg: 'Automatic reminders are on', enabled: true, days: [10, 3] });
    expect((await (await w.couple.get('/api/v1/journey')).json()).reminders).toMatchObject({ enabled: true, days: [10, 3], blocked: 'no-deadline' });

    expect((await w.visitor.get('/api/v1/journey')).status).toBe(401);
    const free = await setUp('userFree');
    const refused = await free.couple.patch('/api/v1/journey/reminders', { enabled: true, days: [14] });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ msg: EMAIL_PRO_ONLY });
  });

  it('the Count opens form on the journey page comes back to it', async () => {
    const w = await setUp();
    const res = await w.couple.form('/app/announce/email-settings', { trackOpens: 'on', redirect: '/app/journey' });
    expect(res.headers.get('location')).toBe('/app/journey');
  });
});
