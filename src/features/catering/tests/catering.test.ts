// The caterer's view (issue 23 item 9): per event, who attends (adults and children), meal and
// dietary answers with names, as a page, CSV and JSON; never a contact detail; the caterer reaches
// only this.
import { describe, expect, it } from 'vitest';
import { client } from '../../../../tests/helpers/http';
import { addWeddingMember } from '../../../../tests/helpers/wedding-member';
import { rsvpWedding } from '../../rsvp/tests/helpers';
import { eventInput } from '../../../../tests/helpers/event-input';

const brunch = eventInput();

async function setUp() {
  const w = await rsvpWedding();
  const add = async (event: typeof brunch) => {
    const created = await w.ownerClient.post('/api/v1/events', event);
    expect(created.status).toBe(201);
    return ((await created.json()) as { event: { id: string } }).event.id;
  };
  const dinnerId = await add({ ...brunch, title: 'Wedding dinner', date: '2026-06-14', startTime: '18:00', endTime: '23:00' });
  const brunchId = await add(brunch);
  const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'] });
  const diet = await w.addQuestion({ label: 'Dietary needs' });
  await w.addQuestion({ label: 'Song wish' });
  const brunchDish = await w.addQuestion({ label: 'Brunch dish', kind: 'choice', options: ['Pancakes', 'Eggs'], eventId: brunchId });
  // Contact details on every guest: none of them may reach the caterer.
  const contact = { email: 'secret-mail@example.com', notes: 'SECRET NOTE' };
  const ana = await w.addGuest({ name: 'Ana Lee', household: 'Lees', plusOneAllowed: true, ...contact });
  const kit = await w.addGuest({ name: 'Kit Lee', household: 'Lees', tags: ['child'], notes: 'SECRET NOTE' });
  const bo = await w.addGuest({ name: 'Bo Stone', email: 'bo@example.com', notes: 'SECRET NOTE' });
  const answer = async (body: Record<string, unknown>) => expect((await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, body)).status).toBe(200);
  await answer({
    token: w.tokenOf(ana),
    members: [
      {
        guestId: ana.id,
        status: 'Accepted',
        plusOneName: 'Luz Ortega',
        events: { [dinnerId]: 'Accepted', [brunchId]: 'Accepted' },
        answers: { [meal.id]: 'Fish', [diet.id]: 'No nuts', [brunchDish.id]: 'Eggs' },
        plusOneAnswers: { [meal.id]: 'Veggie' },
      },
      { guestId: kit.id, status: 'Accepted', events: { [dinnerId]: 'Accepted', [brunchId]: 'Declined' }, answers: { [meal.id]: 'Veggie' } },
    ],
  });
  // Bo chose a meal, then declined: not counted anywhere.
  await answer({ token: w.tokenOf(bo), members: [{ guestId: bo.id, status: 'Accepted', answers: { [meal.id]: 'Fish' } }] });
  await answer({ token: w.tokenOf(bo), members: [{ guestId: bo.id, status: 'Declined' }] });
  return { w };
}

type Sheet = {
  events: { title: string; attending: number; adults: number; children: number | null; questions: { label: string; tally: unknown[] }[]; people: unknown[] }[];
};

describe("the caterer's view (issue 23 item 9)", () => {
  it('shows per event who attends, adults and children, meals and dietary answers with names; CSV and JSON alike; no contact details', async () => {
    const { w } = await setUp();
    const caterer = client(w.app, (await addWeddingMember(w.store, w.wedding.id, 'caterer', 'Chef Remy')).cookie);
    const sheet = (await (await caterer.get('/api/v1/catering')).json()) as Sheet;
    expect(sheet.events.map((e) => [e.title, e.attending, e.adults, e.children])).toEqual([
      ['Wedding dinner', 3, 2, 1],
      ['Farewell brunch', 2, 2, 0],
    ]);
    const [day, brunchDay] = sheet.events;
    expect(day!.questions.map((q) => [q.label, q.tally])).toEqual([
      [
        'Meal',
        [
          { value: 'Veggie', count: 2 },
          { value: 'Fish', count: 1 },
        ],
      ],
      ['Dietary needs', [{ value: 'No nuts', count: 1 }]],
    ]);
    expect(day!.people).toEqual([
      { name: 'Ana Lee', guestOf: null, child: false, answers: expect.objectContaining({}) },
      { name: 'Luz Ortega', guestOf: 'Ana Lee', child: false, answers: expect.objectContaining({}) },
      { name: 'Kit Lee', guestOf: null, child: true, answers: expect.objectContaining({}) },
    ]);
    expect(brunchDay!.questions.map((q) => [q.label, q.tally])).toEqual([
      [
        'Meal',
        [
          { value: 'Fish', count: 1 },
          { value: 'Veggie', count: 1 },
        ],
      ],
      ['Dietary needs', [{ value: 'No nuts', count: 1 }]],
      ['Brunch dish', [{ value: 'Eggs', count: 1 }]],
    ]);

    const page = await caterer.get('/app/catering');
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ['Ana Lee', 'Luz Ortega', 'guest of Ana Lee', 'Kit Lee', 'No nuts', 'Veggie 2 · Fish 1', 'Eggs']) expect(html).toContain(text);
    const csv = await caterer.get('/app/catering/sheet.csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toEqual([
      'Event,Name,Guest of,Age,Meal,Dietary needs,Brunch dish',
      'Wedding dinner,Ana Lee,,Adult,Fish,No nuts,',
      'Wedding dinner,Luz Ortega,Ana Lee,Adult,Veggie,,',
      'Wedding dinner,Kit Lee,,Child,Veggie,,',
      'Farewell brunch,Ana Lee,,Adult,Fish,No nuts,Eggs',
      'Farewell brunch,Luz Ortega,Ana Lee,Adult,Veggie,,',
    ]);
    // Never a contact detail, nor the declined guest, nor a question that is not about food.
    const everything = html + lines.join('\n') + JSON.stringify(sheet);
    for (const secret of ['secret-mail@example.com', 'bo@example.com', 'SECRET NOTE', 'Bo Stone', 'Song wish']) expect(everything).not.toContain(secret);
  });

  it('lets the caterer reach only this, and every other member read it; the owner sees how to share it', async () => {
    const { w } = await setUp();
    const caterer = client(w.app, (await addWeddingMember(w.store, w.wedding.id, 'caterer')).cookie);
    const viewer = client(w.app, (await addWeddingMember(w.store, w.wedding.id, 'viewer')).cookie);
    for (const path of ['/api/v1/guest-list', '/api/v1/rsvp', '/api/v1/events', '/api/v1/activity', '/api/v1/notifications']) {
      const res = await caterer.get(path);
      expect(res.status, path).toBe(403);
    }
    for (const path of ['/app/guest-list', '/app/rsvp', '/app/activity']) expect((await caterer.get(path)).status, path).toBe(403);
    // Their menu holds what they may open, and no bell (its count is the wedding's guests' news).
    const menuOf = (html: string) =>
      [...(html.match(/<nav aria-label="App menu">[\s\S]*?<\/nav>/)?.[0] ?? '').matchAll(/href="(\/app[^"]*)"/g)].map((m) => m[1]);
    const catererPage = await (await caterer.get('/app/catering')).text();
    expect(menuOf(catererPage)).toEqual(['/app', '/app/catering', '/app/contact', '/app/settings/profile', '/app/settings/security', '/app/planners']);
    expect(catererPage).not.toContain('data-island="NotificationCenter"');
    const viewerPage = await (await viewer.get('/app/catering')).text();
    expect(menuOf(viewerPage)).toContain('/app/guest-list');
    expect(menuOf(viewerPage)).not.toContain('/app/announce');
    expect(menuOf(await (await w.ownerClient.get('/app/catering')).text())).toContain('/app/announce');
    expect((await viewer.get('/api/v1/catering')).status).toBe(200);
    expect(await (await viewer.get('/app/catering')).text()).not.toContain('invite your caterer');
    expect(await (await w.ownerClient.get('/app/catering')).text()).toContain('invite your caterer as a member with the Caterer role');
    expect((await client(w.app).get('/api/v1/catering')).status).toBe(401);
  });
  it('shows the questions the couple chose for the caterer: meal and diet ones by default, any other when ticked, none when unticked (issue 23 item 9)', async () => {
    const { w } = await setUp();
    const labels = async () => ((await (await w.ownerClient.get('/api/v1/catering')).json()) as Sheet).events[0]!.questions.map((q) => q.label);
    // Today's questions: meal and diet by their words, the song wish not.
    expect(await labels()).toEqual(['Meal', 'Dietary needs']);
    type Q = { id: string; label: string; forCaterer: boolean };
    const questions = async () => ((await (await w.ownerClient.get('/api/v1/rsvp/settings')).json()) as { questions: Q[] }).questions;
    const byLabel = async (label: string) => (await questions()).find((q) => q.label === label)!;
    expect((await questions()).map((q) => [q.label, q.forCaterer])).toEqual([
      ['Meal', true],
      ['Dietary needs', true],
      ['Song wish', false],
      ['Brunch dish', true],
    ]);
    // The page's edit form shows the choice; unticking keeps the question away from the caterer.
    const diet = await byLabel('Dietary needs');
    const settings = await (await w.ownerClient.get(`/app/wedding/edit/rsvp?edit=${diet.id}`)).text();
    const form = new RegExp(`<form[^>]*action="/app/wedding/edit/rsvp/questions/${diet.id}"[\\s\\S]*?</form>`).exec(settings)?.[0] ?? '';
    expect(form).toContain('<input type="hidden" name="forCaterer" value="false"/>');
    expect(form).toContain('<input type="checkbox" name="forCaterer" checked="" value="true"/>');
    const untick = await w.ownerClient.form(`/app/wedding/edit/rsvp/questions/${diet.id}`, {
      label: 'Dietary needs',
      kind: 'text',
      scope: 'guest',
      forCaterer: 'false',
    });
    expect(untick.status).toBe(303);
    // The API ticks another one; a change that leaves the choice out keeps it.
    const song = await byLabel('Song wish');
    expect((await w.ownerClient.patch(`/api/v1/rsvp/questions/${song.id}`, { label: 'Song wish', kind: 'text', forCaterer: true })).status).toBe(200);
    expect((await w.ownerClient.patch(`/api/v1/rsvp/questions/${song.id}`, { label: 'Song wish for dinner', kind: 'text' })).status).toBe(200);
    expect(await labels()).toEqual(['Meal', 'Song wish for dinner']);
    // Added with the box ticked: shown even without a meal word; an unticked add keeps the default.
    expect(
      (await w.ownerClient.form('/app/wedding/edit/rsvp/questions', { label: 'Table name card', kind: 'text', scope: 'guest', forCaterer: 'true' })).status,
    ).toBe(303);
    expect((await w.ownerClient.post('/api/v1/rsvp/questions', { label: 'Favourite dessert', kind: 'text' })).status).toBe(201);
    expect((await w.ownerClient.post('/api/v1/rsvp/questions', { label: 'Bus from the hotel?', kind: 'yesno' })).status).toBe(201);
    expect(await labels()).toEqual(['Meal', 'Song wish for dinner', 'Table name card', 'Favourite dessert']);
  });
});
