// The admin's lists and totals (issue 29 item 6) on the in-memory repository (issue 29 item 7): keyset pages
// forwards and back with their cursors, a bad cursor, totals from the kept counts (none while searching), and
// the app's statistics (test payments apart). The SQL runs on both engines in tests/contract/admin.test.ts.
import { describe, expect, it } from 'vitest';
import { adminListQuerySchema, appStats, emailLogQuerySchema, encodeCursor, listEmails, listUsers, listWeddings } from './admin-queries';
import type { UserListRow, WeddingListRow } from './repository';
import { memoryAdminRepository } from './repository.memory';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const user = (n: number, role: UserListRow['role'] = 'userFree', minute = n): UserListRow => ({
  _id: `u${String(n).padStart(2, '0')}`,
  name: `User ${n}`,
  email: `user${n}@example.com`,
  role,
  verified: true,
  createdAt: at(minute),
  weddingUrl: null,
});
const wedding = (n: number, ownerName: string): WeddingListRow => ({
  _id: `w${n}`,
  weddingUrl: `wedding-${n}`,
  weddingTheme: 'light',
  weddingDate: null,
  published: true,
  createdAt: at(n),
  updatedAt: at(n),
  ownerName,
  ownerEmail: `${ownerName.toLowerCase()}@example.com`,
  ownerRole: 'userFree',
  guests: n,
});
const query = (input: Record<string, unknown>) => adminListQuerySchema.parse(input);

describe('admin lists: keyset pages', () => {
  const repository = () => memoryAdminRepository({ users: Array.from({ length: 7 }, (_, i) => user(i + 1)) });

  it('walk newest first to the end and back, each row once, with no previous page on the first', async () => {
    const admin = repository();
    const first = await listUsers(admin, query({ limit: 3 }));
    expect([first.items.map((u) => u._id), first.prevCursor]).toEqual([['u07', 'u06', 'u05'], null]);
    const second = await listUsers(admin, query({ limit: 3, cursor: first.nextCursor }));
    const third = await listUsers(admin, query({ limit: 3, cursor: second.nextCursor }));
    expect([second.items.map((u) => u._id), third.items.map((u) => u._id), third.nextCursor]).toEqual([['u04', 'u03', 'u02'], ['u01'], null]);
    const back = await listUsers(admin, query({ limit: 3, cursor: third.prevCursor }));
    expect(back.items.map((u) => u._id)).toEqual(['u04', 'u03', 'u02']);
    const start = await listUsers(admin, query({ limit: 3, cursor: back.prevCursor }));
    expect([start.items.map((u) => u._id), start.prevCursor, start.nextCursor !== null]).toEqual([['u07', 'u06', 'u05'], null, true]);
  });

  it('split rows of the same moment by id', async () => {
    const admin = memoryAdminRepository({ users: [user(1, 'userFree', 5), user(2, 'userFree', 5), user(3, 'userFree', 5)] });
    const first = await listUsers(admin, query({ limit: 2 }));
    const second = await listUsers(admin, query({ limit: 2, cursor: first.nextCursor }));
    expect([...first.items, ...second.items].map((u) => u._id)).toEqual(['u03', 'u02', 'u01']);
  });

  it('start older than `before` (older clients), with a way back', async () => {
    const page = await listUsers(repository(), query({ limit: 2, before: at(5).toISOString() }));
    expect(page.items.map((u) => u._id)).toEqual(['u04', 'u03']);
    expect(page.prevCursor).not.toBeNull();
  });

  it('refuse a cursor that is not one of theirs', () => {
    for (const cursor of ['nonsense', Buffer.from('{"v":"x"}').toString('base64url'), encodeCursor({ v: 1, id: 'a', d: 'older' }).slice(0, -2)]) {
      const result = adminListQuerySchema.safeParse({ cursor });
      expect([result.success, result.error?.issues[0]?.message]).toEqual([false, 'Invalid cursor']);
    }
    expect(adminListQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(adminListQuerySchema.parse({}).limit).toBe(50);
  });
});

describe('admin lists: search and totals', () => {
  it('count users from the kept totals, by role, and give no total while searching', async () => {
    const admin = memoryAdminRepository({
      users: [user(1), user(2, 'userPaid'), user(3, 'admin')],
      counts: new Map([
        ['users:userFree', 10],
        ['users:userPaid', 4],
        ['users:admin', 1],
      ]),
    });
    expect((await listUsers(admin, query({}))).total).toBe(15);
    const paid = await listUsers(admin, query({ role: 'userPaid' }));
    expect([paid.total, paid.items.map((u) => [u._id, u.pro])]).toEqual([4, [['u02', true]]]);
    expect((await listUsers(admin, query({ role: 'admin' }))).items[0]?.pro).toBe(true);
    const found = await listUsers(admin, query({ search: 'USER1@' }));
    expect([found.total, found.items.map((u) => u._id)]).toEqual([null, ['u01']]);
  });

  it('search weddings by the owner’s name and count them from the kept total', async () => {
    const admin = memoryAdminRepository({ weddings: [wedding(1, 'Ann'), wedding(2, 'Bo')], counts: new Map([['weddings', 2]]) });
    expect((await listWeddings(admin, query({}))).total).toBe(2);
    expect((await listWeddings(admin, query({ search: 'ann' }))).items.map((w) => w._id)).toEqual(['w1']);
  });

  it('filter the e-mail log by status', async () => {
    const email = (id: string, status: 'queued' | 'sent' | 'failed', minute: number) => ({
      _id: id,
      to: `${id}@example.com`,
      subject: 'Hi',
      status,
      createdAt: at(minute),
    });
    const admin = memoryAdminRepository({ emails: [email('e1', 'sent', 1), email('e2', 'failed', 2), email('e3', 'failed', 3)] as never });
    const failed = await listEmails(admin, emailLogQuerySchema.parse({ status: 'failed' }));
    expect(failed.items.map((e) => e._id)).toEqual(['e3', 'e2']);
    expect(emailLogQuerySchema.safeParse({ status: 'bounced' }).success).toBe(false);
  });
});

describe('appStats', () => {
  it('sums users by role and guests by status, leaves zero statuses out, and counts test payments apart', async () => {
    const counts = new Map([
      ['users:userFree', 5],
      ['users:admin', 1],
      ['weddings', 4],
      ['weddings:with-url', 3],
      ['guests:Accepted', 7],
      ['guests:Declined', 0],
      ['guests:Awaiting', 2],
      ['emails:sent', 9],
      ['payments:paid:stripe', 2],
      ['payments:paid-cents:stripe', 9800],
      ['payments:paid:test', 3],
      ['support', 1],
    ]);
    expect(await appStats(memoryAdminRepository({ counts }))).toEqual({
      totalUsers: 6,
      usersByRole: { userFree: 5, userPaid: 0, admin: 1 },
      totalWeddings: 4,
      weddingsWithAddress: 3,
      totalGuests: 9,
      guestsByStatus: { Accepted: 7, Awaiting: 2 },
      emailsByStatus: { sent: 9 },
      payments: 2,
      revenueCents: 9800,
      testPayments: 3,
      supportMessages: 1,
    });
  });
});
