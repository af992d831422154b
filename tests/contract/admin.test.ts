// The admin area on both engines (issue 29 item 4): the lists page by keyset (older and back newer, tied
// times ordered by id), search matches case-insensitively on both engines (SQLite's LIKE ignores case,
// PostgreSQL's does not: the repository uses ILIKE there) with LIKE's own characters taken literally,
// the totals come from app_counts, and the e-mail control counts and retries. On PostgreSQL the searches'
// own queries read the trigram indexes (migrations/postgres/0014), not whole tables.
import type pg from 'pg';
import { expect, it } from 'vitest';
import { appStats, listEmails, listUsers, listWeddings, type AdminListQuery } from '../../src/features/admin/domain/admin-queries';
import { emailStatusCounts } from '../../src/features/admin/domain/email-control';
import { adminRepository, type AdminRepository } from '../../src/features/admin/domain/repository';
import type { DataStore } from '../../src/core/db/store/store';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/**
 * PostgreSQL: the indexes the plans of `search`'s queries read, and the tables they scan whole (sequential scans
 * and index walks priced out, as on big tables with a rare match; a search that no index serves still scans). The queries are the repository's
 * own, caught at the pool as they are sent.
 */
async function searchPlan(store: DataStore, search: (admin: AdminRepository) => Promise<unknown>) {
  const pool = (store as DataStore & { pool: pg.Pool }).pool;
  const sent: { text: string; values: unknown[] }[] = [];
  const query = pool.query.bind(pool);
  pool.query = ((config: { text: string; values?: unknown[] } | string, values?: unknown[]) => {
    if (typeof config === 'string') sent.push({ text: config, values: values ?? [] });
    else sent.push({ text: config.text, values: config.values ?? values ?? [] });
    return (query as (...args: unknown[]) => unknown)(config, values);
  }) as typeof pool.query;
  try {
    await search(adminRepository(store));
  } finally {
    pool.query = query;
  }
  const client = await pool.connect();
  const indexes: string[] = [];
  const scanned: string[] = [];
  try {
    await client.query('begin');
    // A few rows: walking the date index and filtering looks cheapest. With that and whole-table scans priced out,
    // what is left is what an index can find by the search itself.
    await client.query('set local enable_seqscan = off');
    await client.query('set local enable_indexscan = off');
    for (const { text, values } of sent) {
      const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${text}`, values);
      const walk = (node: PlanNode) => {
        if (node['Index Name']) indexes.push(node['Index Name']);
        if (node['Node Type'] === 'Seq Scan') scanned.push(node['Relation Name'] ?? '?');
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(rows[0]!['QUERY PLAN'][0]!.Plan);
    }
    await client.query('rollback');
  } finally {
    client.release();
  }
  return { queries: sent.length, indexes, scanned };
}

const base = Date.UTC(2026, 0, 1);
const at = (minute: number) => new Date(base + minute * 60_000);

describeEachEngine('admin', ({ store }) => {
  /** Five couples named `<tag> Couple i` (i minutes after base; 3 and 4 at the same minute), each with a wedding `<tag>-i` and i guests. */
  async function couples(tag: string) {
    for (let i = 1; i <= 5; i++) {
      const userId = newId();
      const weddingId = newId();
      const minute = i === 4 ? 3 : i;
      await insertRows(store(), 'users', [{ id: userId, name: `${tag} Couple ${i}`, email: `${tag.toLowerCase()}${i}@example.com`, createdAt: at(minute) }]);
      await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, weddingUrl: `${tag.toLowerCase()}-${i}`, content: {}, createdAt: at(minute) }]);
      await insertRows(
        store(),
        'guests',
        Array.from({ length: i }, (_, g) => ({ weddingId, name: `Guest ${g}`, nameKey: `guest ${g}` })),
      );
    }
    return adminRepository(store());
  }
  const query = (q: Partial<AdminListQuery>): AdminListQuery => ({ limit: 2, ...q });

  it('walks a search two at a time, older and back newer, each wedding once, with its guests', async () => {
    const admin = await couples('Walk');
    const seen: string[] = [];
    let page = await listWeddings(admin, query({ search: 'walk' }));
    expect(page.total).toBeNull();
    expect(page.prevCursor).toBeNull();
    const pages = [page];
    for (;;) {
      seen.push(...page.items.map((w) => `${w.weddingUrl}:${w.guests}`));
      if (!page.nextCursor) break;
      page = await listWeddings(admin, query({ search: 'walk', cursor: JSON.parse(Buffer.from(page.nextCursor, 'base64url').toString()) }));
      pages.push(page);
    }
    expect(pages).toHaveLength(3);
    // 3 and 4 share their time: the larger id comes first, but both come exactly once.
    expect(seen.slice(0, 1)).toEqual(['walk-5:5']);
    expect(seen.slice(3)).toEqual(['walk-2:2', 'walk-1:1']);
    expect(new Set(seen.slice(1, 3))).toEqual(new Set(['walk-3:3', 'walk-4:4']));

    // Back from the last page to the first, newer each time.
    let back = pages.at(-1)!;
    const newer: string[] = [];
    while (back.prevCursor) {
      back = await listWeddings(admin, query({ search: 'walk', cursor: JSON.parse(Buffer.from(back.prevCursor, 'base64url').toString()) }));
      newer.unshift(...back.items.map((w) => `${w.weddingUrl}:${w.guests}`));
    }
    expect(newer).toEqual(seen.slice(0, 4));
    expect(back.prevCursor).toBeNull();
  });

  it('searches ignore case on both engines, match the couple, e-mail and address, and take % and _ literally', async () => {
    const admin = await couples('Case');
    const urls = async (search: string) => (await listWeddings(admin, query({ search, limit: 50 }))).items.map((w) => w.weddingUrl).sort();
    expect(await urls('CASE COUPLE 2')).toEqual(['case-2']); // the owner's name
    expect(await urls('CASE3@EXAMPLE')).toEqual(['case-3']); // the owner's e-mail
    expect(await urls('CaSe-4')).toEqual(['case-4']); // the address
    expect(await urls('case%')).toEqual([]);
    expect(await urls('case_1')).toEqual([]);
    const users = await listUsers(admin, query({ search: 'cAsE cOuPlE', limit: 50 }));
    expect(users.items.map((u) => u.email).sort()).toEqual([1, 2, 3, 4, 5].map((i) => `case${i}@example.com`));
    expect(users.items[0]).toMatchObject({ verified: false, pro: false, role: 'userFree', weddingUrl: 'case-5' });
    expect(users.total).toBeNull();
  });

  it('totals come from the kept counts; a role filters users', async () => {
    await couples('Total');
    const admin = adminRepository(store());
    const stats = await appStats(admin);
    const users = await listUsers(admin, query({}));
    const weddings = await listWeddings(admin, query({}));
    expect(users.total).toBe(stats.totalUsers);
    expect(weddings.total).toBe(stats.totalWeddings);
    expect(stats.totalGuests).toBeGreaterThanOrEqual(15);
    expect(stats.guestsByStatus.Awaiting).toBe(stats.totalGuests);
    const admins = await listUsers(admin, query({ role: 'admin' }));
    expect(admins.items).toEqual([]);
    expect(admins.total).toBe(0);
  });

  it('on PostgreSQL, a search of users, weddings and e-mails reads the trigram indexes instead of whole tables', async () => {
    if (store().engine !== 'postgres') return; // SQLite keeps LIKE over its narrow indexes (repository.ts says how)
    await couples('Trigram');
    const keyset = { limit: 3 };
    const users = await searchPlan(store(), (admin) => admin.users({ search: 'rigram coup' }, keyset));
    expect(users.queries).toBe(1);
    expect(users.indexes).toEqual(expect.arrayContaining(['users_name_trgm_idx', 'users_email_trgm_idx']));
    expect(users.scanned).toEqual([]);
    const weddings = await searchPlan(store(), (admin) => admin.weddings({ search: 'trigram-' }, keyset));
    expect(weddings.indexes).toEqual(expect.arrayContaining(['weddings_url_trgm_idx', 'users_name_trgm_idx', 'users_email_trgm_idx']));
    expect(weddings.scanned).toEqual([]);
    const emails = await searchPlan(store(), (admin) => admin.emails({ search: 'hello numb' }, keyset));
    expect(emails.indexes).toEqual(expect.arrayContaining(['emails_to_trgm_idx', 'emails_subject_trgm_idx']));
    expect(emails.scanned).toEqual([]);
  });

  it('the e-mail log pages and searches; the control counts by status and requeues the failed ones', async () => {
    const admin = adminRepository(store());
    const email = (n: number, status: 'queued' | 'sent' | 'failed') => ({
      kind: 'test' as const,
      idempotencyKey: newId(),
      to: `mail${n}@example.com`,
      subject: `Hello Number ${n}`,
      html: '<p>hi</p>',
      text: 'hi',
      status,
      attempts: status === 'failed' ? 3 : 0,
      error: status === 'failed' ? 'refused' : null,
      createdAt: at(n),
    });
    await insertRows(store(), 'emails', [email(1, 'sent'), email(2, 'failed'), email(3, 'failed'), email(4, 'queued')]);
    expect(await emailStatusCounts(admin)).toEqual({ queued: 1, sent: 1, failed: 2 });
    const found = await listEmails(admin, { limit: 50, search: 'HELLO NUMBER', status: 'failed' });
    expect(found.items.map((e) => e.to)).toEqual(['mail3@example.com', 'mail2@example.com']);
    const first = await listEmails(admin, { limit: 3 });
    expect(first.items.map((e) => e.to)).toEqual(['mail4@example.com', 'mail3@example.com', 'mail2@example.com']);
    const id = first.items[0]!._id;
    expect(await admin.findEmail(id)).toMatchObject({ id, subject: 'Hello Number 4', html: '<p>hi</p>' });

    const requeued = await admin.requeueFailedEmails();
    expect(requeued).toHaveLength(2);
    expect(await emailStatusCounts(admin)).toEqual({ queued: 3, sent: 1, failed: 0 });
    expect(await admin.findEmail(requeued[0]!)).toMatchObject({ status: 'queued', attempts: 0, error: null });
    expect((await appStats(admin)).emailsByStatus).toEqual({ queued: 3, sent: 1 });
  });
});
