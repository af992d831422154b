import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../../core/db/store/portable';
import { engineTables, queuedJobs } from '../../../../tests/helpers/test-engine';
import { deliverEmail, UNSUBSCRIBED_BEFORE_DELIVERY } from '../../email/domain/deliver';
import { outboxTransport } from '../../email/domain/transport';
import { EMAIL_PRO_ONLY } from '../../../shared/email/texts';
import { saveSpecialAnswers } from '../domain/answers';
import { appText } from '../../../shared/i18n/app';

const TRACKING_PRO_ONLY = appText('special-requests.trackingProOnly');
import { specialWedding, type SpecialTestWedding } from './helpers';
import { specialRepositories } from '../domain/repositories';

const { emails, guests, weddings } = engineTables();

function questionEmails(w: SpecialTestWedding) {
  return w
    .sql()
    .select()
    .from(emails)
    .where(and(eq(emails.weddingId, w.wedding.id), eq(emails.kind, 'special-request')));
}

async function withAnswers(role: 'userFree' | 'userPaid') {
  const w = await specialWedding({ role });
  const jose = await w.addGuest({ name: 'Jose Garcia', email: 'jose@example.com', household: 'Garcias' });
  const maria = await w.addGuest({ name: 'Maria Garcia', email: 'maria@example.com', household: 'Garcias' });
  const ann = await w.addGuest({ name: 'Ann Lee' });
  const diet = await w.addQuestion({ label: 'Any dietary needs?' });
  const bus = await w.addQuestion({ label: 'Shuttle?', kind: 'yesno' });
  const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'] });
  await saveSpecialAnswers(specialRepositories(w.store), {
    weddingId: w.wedding.id,
    guestId: jose.id,
    answers: { [diet.id]: '=HYPERLINK("x")', [bus.id]: 'yes', [meal.id]: 'Fish' },
    source: 'questions',
  });
  await saveSpecialAnswers(specialRepositories(w.store), {
    weddingId: w.wedding.id,
    guestId: maria.id,
    answers: { [diet.id]: 'Vegan, no nuts', [bus.id]: 'no', [meal.id]: 'Veggie' },
    source: 'rsvp',
  });
  return { w, jose, maria, ann, diet, bus, meal };
}

describe('special-request tracking is Pro', () => {
  it('a free couple sees how many answered, never the answers: page upsell, API and CSV 403', async () => {
    const { w } = await withAnswers('userFree');
    const page = await (await w.ownerClient.get('/app/special-request/responses')).text();
    expect(page).toContain(TRACKING_PRO_ONLY);
    expect(page).toContain('<strong>2</strong> of 3 guests have answered');
    expect(page).not.toContain('Vegan, no nuts');
    const api = await w.ownerClient.get('/api/v1/special-requests/responses');
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ msg: TRACKING_PRO_ONLY, code: 'PRO_REQUIRED' });
    expect((await w.ownerClient.get('/api/v1/special-requests/responses.csv')).status).toBe(403);
    const csv = await w.ownerClient.get('/app/special-request/responses.csv');
    expect(csv.status).toBe(403);
    expect(await csv.text()).not.toContain('Vegan');
    const overview = await (await w.ownerClient.get('/app/special-request')).text();
    expect(overview).toContain('data-testid="special-count-responded">2<');
  });

  it('a Pro couple reads answers per guest and per question, and downloads them as CSV', async () => {
    const { w, maria, ann, diet, bus } = await withAnswers('userPaid');
    const page = await (await w.ownerClient.get('/app/special-request/responses')).text();
    expect(page).toContain('data-testid="special-responses-table"');
    expect(page).toContain('Vegan, no nuts');
    expect(page).toContain('Not yet'); // Ann has not answered
    expect(page).toContain('with the RSVP');

    const api = (await (await w.ownerClient.get('/api/v1/special-requests/responses')).json()) as {
      responded: number;
      guests: number;
      responses: { guestId: string; answers: Record<string, string>; submittedAt: string | null }[];
      tallies: { questionId: string; answered: number; counts: { value: string; count: number }[] }[];
    };
    expect(api).toMatchObject({ responded: 2, guests: 3 });
    expect(api.responses.find((r) => r.guestId === ann.id)!.submittedAt).toBeNull();
    expect(api.responses.find((r) => r.guestId === maria.id)!.answers[diet.id]).toBe('Vegan, no nuts');
    expect(api.tallies.find((t) => t.questionId === bus.id)!.counts).toEqual([
      { value: 'yes', label: 'Yes', count: 1 },
      { value: 'no', label: 'No', count: 1 },
    ]);

    const csv = await w.ownerClient.get('/app/special-request/responses.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="ana-and-jo-special-requests.csv"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith('\uFEFFName,Email,Household,RSVP,Answered At,Updated At,Any dietary needs?,Shuttle?,Meal\r\n')).toBe(true);
    const joseLine = text.split('\r\n').find((line) => line.startsWith('Jose Garcia'))!;
    expect(joseLine).toContain(`Jose Garcia,jose@example.com,Garcias,Awaiting,`);
    expect(joseLine).toContain(`"'=HYPERLINK(""x"")",Yes,Fish`); // formula cells neutralised
    expect(text).toContain('Ann Lee,,,Awaiting,,,,,');
  });
});

describe('e-mailing the questions link', () => {
  it('is Pro only: the page says so and a send is refused with the spec text; nothing is queued', async () => {
    const { w, jose } = await withAnswers('userFree');
    const page = await (await w.ownerClient.get('/app/special-request/email')).text();
    expect(page).toContain(EMAIL_PRO_ONLY);
    const api = await w.ownerClient.post('/api/v1/special-requests/send', { guestIds: [jose.id] });
    expect(api.status).toBe(403);
    expect(((await api.json()) as { msg: string }).msg).toBe(EMAIL_PRO_ONLY);
    const form = await w.ownerClient.form('/app/special-request/email', { guestIds: jose.id, requestId: 'req-free-1234' });
    expect(form.status).toBe(403);
    expect(await form.text()).toContain(EMAIL_PRO_ONLY);
    expect(await questionEmails(w)).toHaveLength(0);
    expect(await queuedJobs(w)).toHaveLength(0);
  });

  it('sends one e-mail per chosen guest through the outbox, each with their personal link; repeats send nothing new', async () => {
    const { w, jose, maria, ann } = await withAnswers('userPaid');
    const sent = await w.ownerClient.form('/app/special-request/email', { guestIds: jose.id, requestId: 'req-single-0001' });
    expect(sent.status).toBe(303);
    const location = sent.headers.get('location')!;
    expect(location).toMatch(/^\/app\/special-request\/email\/sent\?batch=[a-z2-7]+$/);

    const rows = await questionEmails(w);
    expect(rows).toHaveLength(1);
    const link = `http://localhost/questions/${w.weddingUrl}?token=${encodeURIComponent(w.tokenOf(jose))}`;
    expect(rows[0]).toMatchObject({ to: 'jose@example.com', guestId: jose.id, status: 'queued', subject: 'Ana & Jo: a few questions for you' });
    expect(rows[0]!.html).toContain(link.replaceAll('&', '&amp;'));
    expect(rows[0]!.html).toContain('Any dietary needs?');
    expect(rows[0]!.text).toContain(`Answer the questions: ${link}`);
    expect(rows[0]!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost\/unsubscribe\?token=/);
    expect(await queuedJobs(w)).toEqual([{ task: 'send_email', payload: { emailId: rows[0]!.id }, jobKey: `email:${rows[0]!.id}` }]);

    const confirmation = await (await w.ownerClient.get(location)).text();
    expect(confirmation).toContain('data-testid="sent-queued">1<');

    // The same click again (same requestId), then a plain resend: nothing new.
    await w.ownerClient.form('/app/special-request/email', { guestIds: jose.id, requestId: 'req-single-0001' });
    const again = await w.ownerClient.post('/api/v1/special-requests/send', { guestIds: [jose.id], requestId: 'req-single-0002' });
    expect((await again.json()) as { alreadySent: unknown[]; queued: unknown[] }).toMatchObject({ queued: [], alreadySent: [{ guestId: jose.id }] });
    expect(await questionEmails(w)).toHaveLength(1);

    // Several guests: one each; a guest without an e-mail is skipped with the reason.
    const many = (await (await w.ownerClient.post('/api/v1/special-requests/send', { guestIds: [jose.id, maria.id, ann.id] })).json()) as {
      queued: { guestId: string }[];
      alreadySent: { guestId: string }[];
      skipped: { guestId: string; reason: string }[];
    };
    expect(many.queued.map((r) => r.guestId)).toEqual([maria.id]);
    expect(many.alreadySent.map((r) => r.guestId)).toEqual([jose.id]);
    expect(many.skipped).toEqual([{ guestId: ann.id, name: 'Ann Lee', email: null, reason: 'no-email' }]);
    const maries = (await questionEmails(w)).filter((e) => e.guestId === maria.id);
    expect(maries).toHaveLength(1);
    expect(maries[0]!.html).toContain(encodeURIComponent(w.tokenOf(maria)));
    expect(maries[0]!.html).not.toContain(encodeURIComponent(w.tokenOf(jose)));

    // "Send again" is a new round: one more each.
    const round = (await (await w.ownerClient.post('/api/v1/special-requests/send', { guestIds: [jose.id], newCampaign: true })).json()) as {
      campaign: number;
      queued: unknown[];
    };
    expect(round).toMatchObject({ campaign: 2, queued: [{ guestId: jose.id }] });
    expect(await questionEmails(w)).toHaveLength(3);
  });

  it('bulk goes to every guest with an e-mail who has not unsubscribed, once a day (shared with the cards); an unsubscribed guest is never delivered', async () => {
    const { w, jose, maria } = await withAnswers('userPaid');
    await w.transaction(() => w.sql().update(guests).set({ unsubscribed: true }).where(eq(guests.id, maria.id)));
    const bulk = await w.ownerClient.form('/app/special-request/email', { guestIds: 'bulk', requestId: 'req-bulk-00001' });
    expect(bulk.status).toBe(303);
    expect((await questionEmails(w)).map((e) => e.guestId)).toEqual([jose.id]);

    const twice = await w.ownerClient.post('/api/v1/special-requests/send', { guestIds: 'bulk', newCampaign: true });
    expect(twice.status).toBe(429);
    expect(await twice.json()).toMatchObject({ code: 'BULK_LIMIT_EXCEEDED', msg: 'You can send one bulk email per day.' });
    const cards = await w.ownerClient.patch('/api/v1/send-invite', { guestIds: 'bulk', mode: 'savethedate' });
    expect(cards.status).toBe(429);
    const page = await w.ownerClient.form('/app/special-request/email', { guestIds: 'bulk', newCampaign: 'true', requestId: 'req-bulk-00002' });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain('Daily limit reached.');

    // Jose unsubscribes after the e-mail was queued: the worker does not send it.
    await w.transaction(() => w.sql().update(guests).set({ unsubscribed: true }).where(eq(guests.id, jose.id)));
    const row = (await questionEmails(w))[0]!;
    expect(await deliverEmail(w.store, outboxTransport, row.id)).toBe('unsubscribed');
    expect(first(await w.sql().select().from(emails).where(eq(emails.id, row.id)))).toMatchObject({ status: 'failed', error: UNSUBSCRIBED_BEFORE_DELIVERY });
  });

  it('needs questions and a web address first', async () => {
    const w = await specialWedding({ role: 'userPaid' });
    const jose = await w.addGuest({ name: 'Jose Garcia', email: 'jose@example.com' });
    const none = await w.ownerClient.post('/api/v1/special-requests/send', { guestIds: [jose.id] });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { msg: string }).msg).toBe('Add a question first: there is nothing to ask yet.');
    const empty = await w.ownerClient.post('/api/v1/special-requests/send', { guestIds: [] });
    expect(((await empty.json()) as { msg: string }).msg).toBe('Choose at least one guest');
    await w.addQuestion({ label: 'Song wish' });
    await w.transaction(() => w.sql().update(weddings).set({ published: false }).where(eq(weddings.id, w.wedding.id)));
    const offline = await w.ownerClient.post('/api/v1/special-requests/send', { guestIds: [jose.id] });
    expect(((await offline.json()) as { msg: string }).msg).toBe(
      'Your website is offline, so guests could not open the questions. Put it online in Quick settings first.',
    );
    await w.transaction(() => w.sql().update(weddings).set({ weddingUrl: null }).where(eq(weddings.id, w.wedding.id)));
    const page = await (await w.ownerClient.get('/app/special-request/email')).text();
    expect(page).toContain('Choose your web address in Quick settings first');
    expect(await questionEmails(w)).toHaveLength(0);
  });
});
