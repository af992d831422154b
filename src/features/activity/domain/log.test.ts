// The activity log's reading rules on the in-memory repository (issue 29 item 7): pages and their cursor
// (a tie of one moment split by id), the words of each line, who the system is, and "Saved by …". The SQL
// behind the same interface runs on both engines in tests/contract/activity.test.ts.
import { describe, expect, it } from 'vitest';
import { UserError } from '../../../core/errors';
import { ACTIVITY_PAGE_SIZE, lastSiteSave, listActivity } from './log';
import { memoryActivityRepository } from './repository.memory';

const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 5, 1, 12, minute, second));

describe('listActivity', () => {
  it('pages newest first, each entry once, through entries of the same moment', async () => {
    const repository = memoryActivityRepository({ u1: 'Leo' });
    for (let i = 0; i < 5; i++) await repository.add({ weddingId: 'w1', userId: 'u1', kind: 'guest.added', detail: `G${i}`, at: at(5) });
    await repository.add({ weddingId: 'w1', userId: 'u1', kind: 'event.added', detail: 'Brunch', at: at(1) });
    await repository.add({ weddingId: 'w1', userId: null, kind: 'payment', detail: 'Pro', at: at(2) });
    await repository.add({ weddingId: 'w2', userId: 'u1', kind: 'guest.added', detail: 'Elsewhere', at: at(9) });
    const seen: string[] = [];
    const cursors: (string | null)[] = [];
    let cursor: string | undefined;
    do {
      const page = await listActivity(repository, 'w1', { cursor, limit: 2 });
      seen.push(...page.entries.map((e) => e.detail));
      cursors.push(page.nextCursor);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['G4', 'G3', 'G2', 'G1', 'G0', 'Pro', 'Brunch']);
    expect(cursors).toEqual([`${at(5).getTime()}.a0004`, `${at(5).getTime()}.a0002`, `${at(2).getTime()}.a0007`, null]);
  });

  it('has no next page when the last page is exactly full', async () => {
    const repository = memoryActivityRepository();
    for (let i = 0; i < 4; i++) await repository.add({ weddingId: 'w1', userId: null, kind: 'payment', at: at(i) });
    const first = await listActivity(repository, 'w1', { limit: 2 });
    const second = await listActivity(repository, 'w1', { limit: 2, cursor: first.nextCursor! });
    expect([second.entries.length, second.nextCursor]).toEqual([2, null]);
  });

  it(`shows ${ACTIVITY_PAGE_SIZE} entries a page unless told`, async () => {
    const repository = memoryActivityRepository();
    for (let i = 0; i < ACTIVITY_PAGE_SIZE + 1; i++) await repository.add({ weddingId: 'w1', userId: null, kind: 'payment', at: at(0, i) });
    const page = await listActivity(repository, 'w1');
    expect(page.entries).toHaveLength(50);
    expect(page.nextCursor).not.toBeNull();
  });

  it('words each line with who did it, "Someone" for the system or a user gone, and the detail after a colon', async () => {
    const repository = memoryActivityRepository({ u1: 'Leo' });
    await repository.add({ weddingId: 'w1', userId: 'u1', kind: 'member.role-changed', detail: '', at: at(3) });
    await repository.add({ weddingId: 'w1', userId: 'gone', kind: 'send.started', detail: 'Invitations to 12 guests', at: at(2) });
    await repository.add({ weddingId: 'w1', userId: null, kind: 'payment', detail: 'Pro', at: at(1) });
    const { entries } = await listActivity(repository, 'w1');
    expect(entries.map((e) => e.text)).toEqual(["Leo changed a member's role", 'Someone started a send: Invitations to 12 guests', 'Someone paid: Pro']);
    expect(entries.map((e) => e.by)).toEqual([{ id: 'u1', name: 'Leo' }, { id: 'gone', name: 'Someone' }, null]);
    expect(entries[2]?.at).toBe('2026-06-01T12:01:00.000Z');
  });

  it('refuses a cursor that is not "{milliseconds}.{id}" with input.invalid', async () => {
    const repository = memoryActivityRepository();
    for (const cursor of ['abc', '12', '12.', '1234567890123456.a1', '12.a b', "12.a'--"]) {
      const error = await listActivity(repository, 'w1', { cursor }).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(UserError);
      expect([(error as UserError).code, (error as UserError).message]).toEqual(['input.invalid', 'cursor is not valid']);
    }
  });
});

describe('lastSiteSave', () => {
  it('is null before any save, then the newest site save in words (other kinds and weddings do not count)', async () => {
    const repository = memoryActivityRepository({ u1: 'Leo', u2: 'Mia' });
    await repository.add({ weddingId: 'w1', userId: 'u2', kind: 'guest.added', at: at(9) });
    expect(await lastSiteSave(repository, 'w1', at(10))).toBeNull();
    await repository.add({ weddingId: 'w1', userId: 'u1', kind: 'site.saved', detail: 'Our story', at: at(0) });
    await repository.add({ weddingId: 'w1', userId: 'u2', kind: 'site.saved', detail: 'Design', at: at(4) });
    await repository.add({ weddingId: 'w2', userId: 'u1', kind: 'site.saved', at: at(8) });
    expect(await lastSiteSave(repository, 'w1', at(6))).toEqual({ name: 'Mia', at: at(4).toISOString(), text: 'Saved by Mia 2 minutes ago' });
    expect((await lastSiteSave(repository, 'w1', at(4, 59)))?.text).toBe('Saved by Mia just now');
  });
});
