// The guest list one page at a time (search, filters, keyset cursor): what the page asks the repository and
// the cursor it hands back (issue 29 item 7). The keyset query itself is SQL (tests/contract/guests).
import { describe, expect, it } from 'vitest';
import { guestListQuerySchema } from '../../../shared/guests/schemas';
import type { GuestPage, GuestPageFilter } from './guest-page-repository';
import { BadCursorError, encodeCursor, listGuestPage } from './guest-page';
import { memoryGuestsRepository } from './repository.memory';

const row = (id: string, nameKey: string, at: string) => ({ id, nameKey, createdAt: new Date(at) }) as GuestPage[number];

/** A repository whose page query records what it was asked and answers `rows`. */
function repositoryAnswering(rows: GuestPage) {
  const asked: GuestPageFilter[] = [];
  const repository = {
    ...memoryGuestsRepository(),
    households: async () => [
      { id: 'h1', name: 'Les Müller', tags: [] },
      { id: 'h2', name: 'The Stones', tags: [] },
    ],
    page: async (_weddingId: string, filter: GuestPageFilter) => {
      asked.push(filter);
      return rows;
    },
  };
  return { repository, asked };
}
const query = (value: Record<string, unknown>) => guestListQuerySchema.parse(value);

describe('listGuestPage', () => {
  it('asks one row more than the page and hands a cursor at the page’s last row only when there is more', async () => {
    const rows = [row('a', 'ann', '2027-01-03T00:00:00Z'), row('b', 'bob', '2027-01-02T00:00:00Z'), row('c', 'cat', '2027-01-01T00:00:00Z')];
    const { repository, asked } = repositoryAnswering(rows);
    const first = await listGuestPage(repository, 'w1', query({ limit: 2 }));
    expect(asked[0]).toMatchObject({ sort: 'newest', limit: 3, after: null, search: null, tag: null });
    expect(first.guests.map((g) => g.id)).toEqual(['a', 'b']);
    expect(first.nextCursor).toBe(encodeCursor({ s: 'newest', v: new Date('2027-01-02T00:00:00Z').getTime(), id: 'b' }));
    await listGuestPage(repository, 'w1', query({ limit: 2, cursor: first.nextCursor }));
    expect(asked[1]?.after).toEqual({ value: new Date('2027-01-02T00:00:00Z'), id: 'b' });
    const { repository: last } = repositoryAnswering(rows.slice(0, 2));
    expect((await listGuestPage(last, 'w1', query({ limit: 2 }))).nextCursor).toBeNull();
  });

  it('pages by name with the name key in the cursor when sorted by name', async () => {
    const { repository, asked } = repositoryAnswering([row('a', 'ann', '2027-01-01T00:00:00Z'), row('b', 'bob', '2027-01-01T00:00:00Z')]);
    const { nextCursor } = await listGuestPage(repository, 'w1', query({ limit: 1, sort: 'a-z' }));
    await listGuestPage(repository, 'w1', query({ limit: 1, sort: 'a-z', cursor: nextCursor }));
    expect(asked[1]?.after).toEqual({ value: 'ann', id: 'a' });
  });

  it('searches names by their key, e-mails case aside, with LIKE’s wildcards taken literally, and households by name', async () => {
    const { repository, asked } = repositoryAnswering([]);
    await listGuestPage(repository, 'w1', query({ search: 'MÜLLER_%', tag: ' Out   of Town ', status: 'Accepted' }));
    expect(asked[0]).toMatchObject({
      search: { nameKey: '%muller\\_\\%%', email: '%müller\\_\\%%', householdIds: [] },
      tag: 'out of town',
      status: 'Accepted',
    });
    await listGuestPage(repository, 'w1', query({ search: 'müller' }));
    expect(asked[1]?.search?.householdIds).toEqual(['h1']);
    await listGuestPage(repository, 'w1', query({ search: 'a\\b' }));
    expect(asked[2]?.search?.email).toBe('%a\\\\b%');
  });

  it('refuses a cursor that is not one, or one of another sort', async () => {
    const { repository } = repositoryAnswering([]);
    await expect(listGuestPage(repository, 'w1', query({ cursor: 'nonsense' }))).rejects.toThrow(BadCursorError);
    const byName = encodeCursor({ s: 'a-z', v: 'ann', id: 'a' });
    await expect(listGuestPage(repository, 'w1', query({ cursor: byName }))).rejects.toThrow('Invalid cursor');
  });
});
