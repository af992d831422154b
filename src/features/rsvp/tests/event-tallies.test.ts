// Issue 22 item 1: the numbers a couple hands to a caterer. A tally about an event counts only the
// people attending that event; a declined answer hides that person's answers for that event in the
// manager, the export, the summary API and the couple's notice.
import { desc, eq } from 'drizzle-orm';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { describe, expect, it } from 'vitest';
import { rsvpWedding } from './helpers';

const { emails, weddings } = engineTables();

async function welcomeAndWeddingDay() {
  const w = await rsvpWedding({ weddingUrl: `et-${Math.random().toString(36).slice(2, 8)}` });
  await w.transaction(() =>
    w
      .sql()
      .update(weddings)
      .set({ weddingDate: new Date('2027-06-19T14:00:00Z') })
      .where(eq(weddings.id, w.wedding.id)),
  );
  const welcome = (
    await (
      await w.ownerClient.post('/api/v1/events', {
        title: 'Welcome drinks',
        date: '2027-06-18',
        startTime: '19:00',
        endTime: '22:00',
        venueName: 'The Boathouse',
      })
    ).json()
  ).event as { id: string };
  const jose = await w.addGuest({ name: 'Jose Garcia', household: 'Garcias' });
  const maria = await w.addGuest({ name: 'Maria Garcia', household: 'Garcias' });
  const ann = await w.addGuest({ name: 'Ann Lee', household: 'Lees' });
  const ben = await w.addGuest({ name: 'Ben Lee', household: 'Lees' });
  const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Vegetarian'], eventId: 'wedding-day' });
  const shuttle = await w.addQuestion({ label: 'Shuttle?', kind: 'yesno', scope: 'household', eventId: welcome.id });
  const diet = await w.addQuestion({ label: 'Diet', kind: 'choice', options: ['None', 'Vegan'] });
  const api = `/api/v1/public/${w.weddingUrl}/rsvp`;
  const both = { 'wedding-day': 'Accepted', [welcome.id]: 'Accepted' };
  // Everyone first accepts both events, with a meal, a diet and the shuttle.
  for (const [first, second, answers] of [
    [jose, maria, ['Vegetarian', 'Vegan', 'Fish', 'None']],
    [ann, ben, ['Vegetarian', 'Vegan', 'Fish', 'None']],
  ] as const) {
    const res = await w.visitor.patch(api, {
      token: w.tokenOf(first),
      members: [
        { guestId: first.id, events: both, answers: { [meal.id]: answers[0], [diet.id]: answers[1] } },
        { guestId: second.id, events: both, answers: { [meal.id]: answers[2], [diet.id]: answers[3] } },
      ],
      householdAnswers: { [shuttle.id]: 'yes' },
    });
    expect(res.status).toBe(200);
  }
  // Then Jose declines the wedding day (keeping 'Vegetarian'), Maria the welcome drinks; the Lees
  // both skip the welcome drinks (keeping the shuttle's 'yes').
  const changes = [
    [jose, { 'wedding-day': 'Declined', [welcome.id]: 'Accepted' }, maria, { 'wedding-day': 'Accepted', [welcome.id]: 'Declined' }],
    [ann, { 'wedding-day': 'Accepted', [welcome.id]: 'Declined' }, ben, { 'wedding-day': 'Accepted', [welcome.id]: 'Declined' }],
  ] as const;
  for (const [first, firstEvents, second, secondEvents] of changes) {
    const res = await w.visitor.patch(api, {
      token: w.tokenOf(first),
      members: [
        { guestId: first.id, events: firstEvents },
        { guestId: second.id, events: secondEvents },
      ],
    });
    expect(res.status).toBe(200);
  }
  return { w, welcome, jose, maria, ann, ben, meal, shuttle, diet };
}

const rowOf = (html: string, guestId: string) => {
  const start = html.indexOf(`id="guest-${guestId}"`);
  return html.slice(start, html.indexOf('</tr>', start));
};

describe('tallies about an event count only the people attending it (issue 22 item 1)', () => {
  it('the summary: a meal for the wedding day leaves out who declined it, a shuttle to the welcome drinks leaves out a household not going; per event for a question about all events', async () => {
    const { w, welcome, jose, meal, shuttle, diet } = await welcomeAndWeddingDay();
    const summary = await (await w.ownerClient.get('/api/v1/rsvp/summary')).json();
    const byId = Object.fromEntries(summary.questions.map((q: { id: string }) => [q.id, q]));
    // Wedding day: Maria (Fish), Ann (Vegetarian), Ben (Fish); Jose declined it.
    expect(byId[meal.id]).toMatchObject({
      answered: 3,
      tally: [
        { value: 'Fish', count: 2 },
        { value: 'Vegetarian', count: 1 },
      ],
    });
    // Welcome drinks: only the Garcias (Jose) go; the Lees' 'yes' does not count.
    expect(byId[shuttle.id]).toMatchObject({
      answered: 1,
      tally: [
        { value: 'yes', count: 1 },
        { value: 'no', count: 0 },
      ],
    });
    // Diet is asked for all events: everyone attends something; per event, only that event's people.
    expect(byId[diet.id].tally).toEqual([
      { value: 'None', count: 2 },
      { value: 'Vegan', count: 2 },
    ]);
    // (sorted: the order of events is the wedding's, item 7 of the issue)
    expect([...byId[diet.id].byEvent].sort((a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title))).toEqual([
      {
        eventId: 'wedding-day',
        title: 'Wedding day',
        answered: 3,
        tally: [
          { value: 'None', count: 2 },
          { value: 'Vegan', count: 1 },
        ],
      },
      {
        eventId: welcome.id,
        title: 'Welcome drinks',
        answered: 1,
        tally: [
          { value: 'None', count: 0 },
          { value: 'Vegan', count: 1 },
        ],
      },
    ]);
    // Jose's row shows no meal (he declined the wedding day), still his diet.
    const joseRow = summary.guests.find((g: { guestId: string }) => g.guestId === jose.id);
    expect(joseRow.answers).toEqual({ [diet.id]: 'Vegan', [shuttle.id]: 'yes' });
  });

  it('/app/rsvp and the export show the same: no meal for Jose, no shuttle for the Lees', async () => {
    const { w, jose, ann } = await welcomeAndWeddingDay();
    const page = (await (await w.ownerClient.get('/app/rsvp')).text()).replaceAll('<!-- -->', '');
    expect(rowOf(page, jose.id)).not.toContain('Vegetarian');
    expect(rowOf(page, jose.id)).toContain('Vegan');
    expect(rowOf(page, ann.id)).toContain('Vegetarian');
    expect(rowOf(page, ann.id)).not.toMatch(/data-label="Shuttle\?">Yes/);
    // A question about one event says so; one for all events is counted per event too.
    expect(page).toContain('3 answers from guests attending Wedding day');
    expect(page).toContain('Welcome drinks: <span>None <strong>0</strong></span><span> · Vegan <strong>1</strong></span>');
    const csv = (await (await w.ownerClient.get('/api/v1/guest-list/export.csv')).text()).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.split('\r\n').map((l) => l.split(','));
    const cells = (name: string) => {
      const line = lines.find((l) => l[0] === name)!;
      return Object.fromEntries(['Event: Wedding day', 'Event: Welcome drinks', 'Meal', 'Shuttle?', 'Diet'].map((h) => [h, line[header!.indexOf(h)]]));
    };
    expect(cells('Jose Garcia')).toEqual({ 'Event: Wedding day': 'Declined', 'Event: Welcome drinks': 'Accepted', Meal: '', 'Shuttle?': 'yes', Diet: 'Vegan' });
    expect(cells('Maria Garcia')).toEqual({
      'Event: Wedding day': 'Accepted',
      'Event: Welcome drinks': 'Declined',
      Meal: 'Fish',
      'Shuttle?': 'yes',
      Diet: 'None',
    });
    expect(cells('Ann Lee')).toEqual({
      'Event: Wedding day': 'Accepted',
      'Event: Welcome drinks': 'Declined',
      Meal: 'Vegetarian',
      'Shuttle?': '',
      Diet: 'Vegan',
    });
  });

  it("the couple's notice lists only the answers about what each person attends", async () => {
    const { w } = await welcomeAndWeddingDay();
    const notices = await w.sql().select().from(emails).where(eq(emails.kind, 'rsvp-notice')).orderBy(desc(emails.createdAt));
    const garcias = notices.find((n) => n.subject === 'RSVP from Jose Garcia: Accepted' && n.text.includes('Wedding day: not attending'))!;
    expect(garcias.text).not.toContain('Meal (Jose Garcia)');
    expect(garcias.text).toContain('Meal (Maria Garcia): Fish');
    expect(garcias.text).toContain('Shuttle?: yes');
    const lees = notices.find((n) => n.subject === 'RSVP from Ann Lee: Accepted' && n.text.includes('Welcome drinks: not attending'))!;
    expect(lees.text).toContain('Meal (Ann Lee): Vegetarian');
    expect(lees.text).not.toContain('Shuttle?');
  });
});

describe("the guest's confirmation page (issue 22 item 3)", () => {
  it('after declining shows no answers kept from before', async () => {
    const { w, welcome, jose, maria, meal } = await welcomeAndWeddingDay();
    // Jose declined the wedding day keeping 'Vegetarian'; Maria attends it with Fish.
    let page = (await (await w.visitor.get(`/${w.weddingUrl}/rsvp/submitted?token=${encodeURIComponent(w.tokenOf(jose))}`)).text()).replaceAll('<!-- -->', '');
    expect(page.slice(page.indexOf('rsvp-submitted'))).not.toContain('Vegetarian');
    expect(page).toContain('Meal: Fish');
    // Then the whole household declines everything with the plain form: no meal, no diet, no shuttle.
    const sent = await w.visitor.form(`/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(jose),
      [`event.wedding-day.${jose.id}`]: 'Declined',
      [`event.${welcome.id}.${jose.id}`]: 'Declined',
      [`event.wedding-day.${maria.id}`]: 'Declined',
      [`event.${welcome.id}.${maria.id}`]: 'Declined',
    });
    expect(sent.status).toBe(303);
    page = (await (await w.visitor.get(sent.headers.get('location')!)).text()).replaceAll('<!-- -->', '');
    expect(page).toContain('You will be missed!');
    for (const stale of ['Fish', 'Vegan', 'None', 'Shuttle?', `${meal.label}:`]) expect(page).not.toContain(stale);
  });
});
