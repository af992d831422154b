// Issue 12 item 9: the couple's tallies and notices count only guests who are attending, and a
// plus-one the couple named for an accepted guest (as in the demo) counts as a plus-one.
import { desc, eq } from 'drizzle-orm';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { describe, expect, it } from 'vitest';
import { users, weddings } from '../../../core/db/schema';
import { seed } from '../../../seed/seed';
import { rsvpSummary } from '../domain/summary';
import { rsvpRepositories } from '../domain/repositories';
import { sqliteStore } from '../../../core/db/store/sqlite-store';
import { createTestDb } from '../../../../tests/helpers/db';
import { rsvpWedding } from './helpers';

const { emails } = engineTables();

const json = async (res: Response) => (await res.json()) as any;

async function changedMind() {
  const w = await rsvpWedding();
  const jose = await w.addGuest({ name: 'Jose Garcia', household: 'Garcias' });
  const maria = await w.addGuest({ name: 'Maria Garcia', household: 'Garcias' });
  const ann = await w.addGuest({ name: 'Ann Lee' });
  const meal = await w.addQuestion({ label: 'Meal', kind: 'choice', options: ['Fish', 'Veggie'] });
  const bus = await w.addQuestion({ label: 'Shuttle?', kind: 'yesno', scope: 'household' });
  const wish = await w.addQuestion({ label: 'Song wish' });
  const patch = (body: Record<string, unknown>) => w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, body);
  // The Garcias first accept (Jose: Fish, a song; Maria: Veggie; the shuttle), Ann accepts with Fish.
  expect(
    (
      await patch({
        token: w.tokenOf(jose),
        members: [
          { guestId: jose.id, status: 'Accepted', answers: { [meal.id]: 'Fish', [wish.id]: 'Dancing Queen' } },
          { guestId: maria.id, status: 'Accepted', answers: { [meal.id]: 'Veggie' } },
        ],
        householdAnswers: { [bus.id]: 'yes' },
      })
    ).status,
  ).toBe(200);
  expect((await patch({ token: w.tokenOf(ann), members: [{ guestId: ann.id, status: 'Accepted', answers: { [meal.id]: 'Fish' } }] })).status).toBe(200);
  // Then the whole household declines, without clearing the answers they gave.
  expect(
    (
      await patch({
        token: w.tokenOf(jose),
        members: [
          { guestId: jose.id, status: 'Declined' },
          { guestId: maria.id, status: 'Declined' },
        ],
      })
    ).status,
  ).toBe(200);
  return { w, jose, maria, ann, meal, bus, wish };
}

describe('tallies count only attending guests', () => {
  it('a guest who changed Accepted + Fish to Declined is not counted for Fish, nor are their household and text answers', async () => {
    const { w, meal, bus, wish } = await changedMind();
    const summary = await json(await w.ownerClient.get('/api/v1/rsvp/summary'));
    const byId = Object.fromEntries(summary.questions.map((q: any) => [q.id, q]));
    expect(byId[meal.id].tally).toEqual([
      { value: 'Fish', count: 1 },
      { value: 'Veggie', count: 0 },
    ]);
    expect(byId[meal.id].answered).toBe(1);
    expect(byId[bus.id]).toMatchObject({
      answered: 0,
      tally: [
        { value: 'yes', count: 0 },
        { value: 'no', count: 0 },
      ],
    });
    expect(byId[wish.id].responses).toEqual([]);
  });

  it('/app/rsvp shows the same tallies', async () => {
    const { w } = await changedMind();
    const html = await (await w.ownerClient.get('/app/rsvp')).text();
    const perQuestion = html.slice(html.indexOf('Answers per question'));
    expect(perQuestion).not.toContain('Dancing Queen');
  });

  it("the couple's notice lists no stale answers of a guest who now declines", async () => {
    const { w } = await changedMind();
    const notice = (await w.sql().select().from(emails).where(eq(emails.kind, 'rsvp-notice')).orderBy(desc(emails.createdAt)))[0]!;
    expect(notice.subject).toBe('RSVP from Jose Garcia: Declined');
    expect(notice.text).toContain('Jose Garcia: Declined');
    expect(notice.text).not.toContain('Fish');
    expect(notice.text).not.toContain('Veggie');
    expect(notice.text).not.toContain('Dancing Queen');
    expect(notice.text).not.toContain('Shuttle?');
  });
});

describe('plus-ones the couple named', () => {
  it('an accepted guest whose plus-one the couple named counts a plus-one attending', async () => {
    const w = await rsvpWedding();
    await w.addGuest({ name: 'Clara Whitfield', household: 'Whitfield', status: 'Accepted', plusOneAllowed: true, plusOneName: 'Theo Brandt' });
    await w.addGuest({ name: 'Oliver Brandt', status: 'Awaiting', plusOneAllowed: true, plusOneName: 'Sam Brandt' });
    const summary = await json(await w.ownerClient.get('/api/v1/rsvp/summary'));
    expect(summary.counts).toMatchObject({ Accepted: 1, plusOnesAllowed: 2, plusOnesComing: 1, attending: 2 });
    const html = (await (await w.ownerClient.get('/app/rsvp')).text()).replaceAll('<!-- -->', '');
    expect(html).toMatch(/<strong>2<\/strong> attending \(1 guest and 1 plus-one\)/);
    expect(html).toContain('Theo Brandt (coming)');
    expect(html).not.toContain('Sam Brandt (coming)');
  });

  it('the seeded demo shows its named plus-one as one plus-one attending', async () => {
    const db = createTestDb();
    await seed(db);
    const demo = db
      .select({ id: weddings.id })
      .from(weddings)
      .innerJoin(users, eq(users.id, weddings.ownerId))
      .where(eq(users.email, 'demo@vowly.local'))
      .get()!;
    const { counts } = await rsvpSummary(rsvpRepositories(sqliteStore(db)), demo.id);
    expect(counts.plusOnesComing).toBe(1);
    expect(counts.attending).toBe(counts.Accepted + 1);
  });
});
