// Old web addresses (issue 22 item 6) on the in-memory repository (issue 29 item 7): they lead to the
// current address, are held from other weddings for 12 months, and the couple can release them.
import { describe, expect, it } from 'vitest';
import type { WeddingRow } from '../../../core/db/schema';
import { currentUrlForPrevious, heldByAnotherWedding, PREVIOUS_URL_HOLD_MS, previousUrlsOf, releasePreviousUrl, rememberPreviousUrl } from './previous-urls';
import { memoryWeddingRepository } from './repository.memory';

const row = (id: string, weddingUrl: string | null) => ({ id, weddingUrl, version: 1 }) as WeddingRow;
const DAY = 24 * 3600 * 1000;

async function moved(from: string | null, to: string) {
  const repository = memoryWeddingRepository([row('w1', to), row('w2', 'other')]);
  await rememberPreviousUrl(repository, 'w1', from, to);
  return repository;
}

describe('old web addresses', () => {
  it('lead to the wedding’s current address, in any case; the current address itself leads nowhere', async () => {
    const repository = await moved('ann-bo', 'ann-and-bo');
    expect(await currentUrlForPrevious(repository, 'Ann-Bo')).toBe('ann-and-bo');
    expect(await currentUrlForPrevious(repository, 'ann-and-bo')).toBeNull();
    expect(await currentUrlForPrevious(repository, 'never-used')).toBeNull();
  });

  it('a first address leaves no old one, and moving back to an old address ends its redirect', async () => {
    expect((await moved(null, 'ann-and-bo')).stored.previous).toEqual([]);
    const repository = await moved('ann-bo', 'ann-and-bo');
    await rememberPreviousUrl(repository, 'w1', 'ann-and-bo', 'ann-bo');
    expect(repository.stored.previous.map((r) => r.weddingUrl)).toEqual(['ann-and-bo']);
  });

  it('are held from other weddings for 12 months, not from their own', async () => {
    const repository = await moved('ann-bo', 'ann-and-bo');
    const since = repository.stored.previous[0]!.createdAt.getTime();
    expect(PREVIOUS_URL_HOLD_MS).toBe(365 * DAY);
    expect(await heldByAnotherWedding(repository, 'ANN-BO', 'w2', new Date(since + 364 * DAY))).toBe(true);
    expect(await heldByAnotherWedding(repository, 'ann-bo', 'w2', new Date(since + 365 * DAY))).toBe(false);
    expect(await heldByAnotherWedding(repository, 'ann-bo', 'w1', new Date(since))).toBe(false);
    expect(await heldByAnotherWedding(repository, 'free-one', 'w2')).toBe(false);
  });

  it('lists the wedding’s old addresses with the day each is held until', async () => {
    const repository = await moved('ann-bo', 'ann-and-bo');
    const since = repository.stored.previous[0]!.createdAt.getTime();
    expect(await previousUrlsOf(repository, 'w1')).toEqual([{ weddingUrl: 'ann-bo', heldUntil: new Date(since + 365 * DAY) }]);
    expect(await previousUrlsOf(repository, 'w2')).toEqual([]);
  });

  it('are released by their own wedding only (in any case), and then lead nowhere', async () => {
    const repository = await moved('ann-bo', 'ann-and-bo');
    expect(await releasePreviousUrl(repository, 'w2', 'ann-bo')).toBe(false);
    expect(await releasePreviousUrl(repository, 'w1', 'ANN-BO')).toBe(true);
    expect(await currentUrlForPrevious(repository, 'ann-bo')).toBeNull();
    expect(await heldByAnotherWedding(repository, 'ann-bo', 'w2')).toBe(false);
  });
});
