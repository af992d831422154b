// The current-wedding lookup on both engines (issue 23): the owner, the members by role, the session's
// choice and a removed member, through src/core/auth/membership.ts on a real SQLite file and a real
// PostgreSQL database.
import { eq, type SQLWrapper, sql as raw } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { membershipQueries } from '../../src/core/auth/members-repository';
import { chooseWedding, findCurrentMembership, listMemberships } from '../../src/core/auth/membership';
import { portable } from '../../src/core/db/store/portable';
import type { DataStore } from '../../src/core/db/store/store';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The steps of a query's plan that read a table whole (a scan, or a walk of a whole index without a condition). */
async function fullScans(store: DataStore, query: SQLWrapper & { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  if (store.engine === 'sqlite') {
    const { sql, params } = query.toSQL();
    const plan = store
      .executor()
      .$client.prepare(`explain query plan ${sql}`)
      .all(...params) as { detail: string }[];
    return plan.map((step) => step.detail).filter((detail) => /^SCAN /.test(detail));
  }
  // Sequential scans priced out: any left, or an index walked without a condition, has nothing better to use.
  return store.transaction(async (tx) => {
    await tx.execute(raw`set local enable_seqscan = off`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(raw`explain (format json) ${query}`);
    const whole: string[] = [];
    const walk = (node: PlanNode) => {
      if (node['Relation Name'] && (node['Node Type'] === 'Seq Scan' || (node['Node Type'].startsWith('Index') && !node['Index Cond']))) {
        whole.push(`${node['Node Type']} on ${node['Relation Name']}`);
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(rows[0]!['QUERY PLAN'][0]!.Plan);
    return whole;
  });
}

describeEachEngine('members', ({ store }) => {
  async function person(withWedding: boolean, createdAt = new Date()) {
    const userId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    const weddingId = newId();
    if (withWedding) await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {}, createdAt }]);
    return { userId, weddingId };
  }

  it('finds the wedding a person owns or joined, with the role, the chosen one first, and forgets a removed member', async () => {
    const ana = await person(true, new Date(Date.UTC(2026, 0, 1)));
    const leo = await person(true, new Date(Date.UTC(2026, 0, 2)));
    const mia = await person(false);
    await insertRows(store(), 'weddingMembers', [
      { weddingId: ana.weddingId, userId: leo.userId, role: 'partner' },
      { weddingId: ana.weddingId, userId: mia.userId, role: 'caterer' },
      { weddingId: leo.weddingId, userId: mia.userId, role: 'planner' },
    ]);
    // Without a choice: the wedding the person owns, else the first they joined.
    expect(await findCurrentMembership(store(), ana.userId, null)).toMatchObject({ wedding: { id: ana.weddingId }, role: 'owner' });
    expect(await findCurrentMembership(store(), leo.userId, null)).toMatchObject({ wedding: { id: leo.weddingId }, role: 'owner' });
    expect(await findCurrentMembership(store(), mia.userId, null)).toMatchObject({ wedding: { id: ana.weddingId }, role: 'caterer' });
    expect((await listMemberships(store(), mia.userId)).map((m) => [m.wedding.id, m.role])).toEqual([
      [ana.weddingId, 'caterer'],
      [leo.weddingId, 'planner'],
    ]);
    // The session's choice, when the person belongs to it; another wedding's id is ignored.
    expect(await findCurrentMembership(store(), leo.userId, ana.weddingId)).toMatchObject({ wedding: { id: ana.weddingId }, role: 'partner' });
    expect(await findCurrentMembership(store(), ana.userId, leo.weddingId)).toMatchObject({ wedding: { id: ana.weddingId }, role: 'owner' });

    const sessionId = newId();
    await insertRows(store(), 'sessions', [{ id: sessionId, userId: mia.userId, expiresAt: new Date(Date.now() + 60_000) }]);
    await chooseWedding(store(), sessionId, leo.weddingId);
    const { t, sql } = portable(store());
    const [session] = await sql().select({ weddingId: t.sessions.weddingId }).from(t.sessions).where(eq(t.sessions.id, sessionId));
    expect(session?.weddingId).toBe(leo.weddingId);

    // Removed: the next lookup no longer finds that wedding.
    await store().transaction(async () => {
      await sql().delete(t.weddingMembers).where(eq(t.weddingMembers.userId, mia.userId));
    });
    expect(await findCurrentMembership(store(), mia.userId, leo.weddingId)).toBeUndefined();
    expect(await listMemberships(store(), mia.userId)).toEqual([]);
  });

  it("reads a person's weddings through indexes, never every wedding (issue 29 item 6: flat at 100,000 weddings)", async () => {
    const ana = await person(true);
    const { owned, joined } = membershipQueries(store(), ana.userId);
    expect(await fullScans(store(), owned)).toEqual([]);
    expect(await fullScans(store(), joined)).toEqual([]);
    const chosen = membershipQueries(store(), ana.userId, ana.weddingId);
    expect(await fullScans(store(), chosen.owned)).toEqual([]);
    expect(await fullScans(store(), chosen.joined)).toEqual([]);
  });
});
