// The seed on both engines (issue 29 item 4): the admin, the demo couple and their wedding, its guests
// (households, answers, a named plus-one) and its two events, on a real SQLite file and a real PostgreSQL
// database, once however often it runs.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { portable } from '../../src/core/db/store/portable';
import { rsvpSummary } from '../../src/features/rsvp/domain/summary';
import { weddingEvents } from '../../src/features/rsvp/domain/event-reads';
import { rsvpRepositories } from '../../src/features/rsvp/domain/repositories';
import { seed } from '../../src/seed/seed';
import { describeEachEngine } from '../helpers/engines';

describeEachEngine('seed', ({ store }) => {
  it('seeds the admin and the demo wedding with its guests and events once, however often it runs', async () => {
    const first = await seed(store(), { adminPassword: 'a long admin secret' });
    const second = await seed(store(), { adminPassword: 'a long admin secret' });
    expect(first.generatedAdminPassword).toBeUndefined();
    expect(first.generatedDemoPassword).toMatch(/.{12,}/);
    expect(second.generatedDemoPassword).toBeUndefined();

    const { t, sql } = portable(store());
    expect((await sql().select({ email: t.users.email, role: t.users.role }).from(t.users)).sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'admin@vowly.local', role: 'admin' },
      { email: 'demo@vowly.local', role: 'userPaid' },
    ]);
    expect(await sql().select({ id: t.weddings.id }).from(t.weddings)).toHaveLength(2);
    const [demo] = await sql().select().from(t.weddings).where(eq(t.weddings.weddingUrl, 'demo'));
    expect(demo?.published).toBe(true);

    const summary = await rsvpSummary(rsvpRepositories(store()), demo!.id);
    expect(summary.counts).toMatchObject({ total: 8, plusOnesComing: 1 });
    expect(summary.households.filter((h) => h.members.length > 1).length).toBeGreaterThan(0);
    const { events } = await weddingEvents(rsvpRepositories(store()), demo!.id);
    expect(events.map((e) => e.title)).toEqual(['Welcome drinks', expect.any(String)]);
    // Both stored: the welcome drinks and the wedding day as the main event.
    expect(await sql().select({ main: t.weddingEvents.main }).from(t.weddingEvents).where(eq(t.weddingEvents.weddingId, demo!.id))).toHaveLength(2);
  });
});
