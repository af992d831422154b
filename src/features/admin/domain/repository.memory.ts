// The admin's repository in memory (issue 29 item 7): the same interface as ./repository.ts for the lists
// and totals the admin pages read, so paging (keyset both ways), searches and totals are unit-tested without
// a database. Order as the SQL's: newest first by (createdAt, id); going back reads newer rows oldest first.
import type { AdminRepository, EmailLogRow, EmailRow, Keyset, UserListRow, WeddingListRow } from './repository';

type EmailStatus = EmailLogRow['status'];

interface Rows {
  users: UserListRow[];
  weddings: WeddingListRow[];
  emails: EmailLogRow[];
  counts: Map<string, number>;
}

function page<T extends { _id: string; createdAt: Date }>(rows: T[], { cursor, before, limit }: Keyset): T[] {
  const key = (row: T) => [row.createdAt.getTime(), row._id] as const;
  const compare = (a: readonly [number, string], b: readonly [number, string]) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);
  const at = cursor ? ([cursor.v, cursor.id] as const) : undefined;
  const kept = rows.filter((row) => {
    if (at) return cursor?.d === 'older' ? compare(key(row), at) < 0 : compare(key(row), at) > 0;
    return before ? row.createdAt < before : true;
  });
  const newer = cursor?.d === 'newer';
  return kept.sort((a, b) => (newer ? compare(key(a), key(b)) : compare(key(b), key(a)))).slice(0, limit);
}

const contains = (value: string | null, search: string) => (value ?? '').toLowerCase().includes(search.toLowerCase());

export function memoryAdminRepository(rows: Partial<Rows> = {}): AdminRepository & { rows: Rows } {
  const all: Rows = { users: [], weddings: [], emails: [], counts: new Map(), ...rows };
  return {
    rows: all,
    counts: async () => new Map(all.counts),
    users: async ({ search, role }, keyset) =>
      page(
        all.users.filter((u) => (!search || contains(u.email, search) || contains(u.name, search)) && (!role || u.role === role)),
        keyset,
      ),
    weddings: async ({ search }, keyset) =>
      page(
        all.weddings.filter((w) => !search || contains(w.weddingUrl, search) || contains(w.ownerName, search) || contains(w.ownerEmail, search)),
        keyset,
      ),
    emails: async ({ search, status }, keyset) =>
      page(
        all.emails.filter((e) => (!search || contains(e.to, search) || contains(e.subject, search)) && (!status || e.status === status)),
        keyset,
      ),
    findEmail: async (id) => all.emails.find((e) => e._id === id) as EmailRow | undefined,
    emailStatusCounts: async () => {
      const counts = new Map<EmailStatus, number>();
      for (const e of all.emails) counts.set(e.status, (counts.get(e.status) ?? 0) + 1);
      return [...counts].map(([status, n]) => ({ status, n }));
    },
    requeueFailedEmails: async () => {
      const failed = all.emails.filter((e) => e.status === 'failed');
      for (const e of failed) Object.assign(e, { status: 'queued', attempts: 0, error: null });
      return failed.map((e) => e._id);
    },
  };
}
