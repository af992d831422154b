// Choosing the wedding's web address on the in-memory repository (issue 29 item 7): availability (its own
// address, another wedding's current or 12-month-held old one), the change with its old address remembered,
// and the refusals (malformed, reserved, taken, taken between the check and the write, a stale version).
import { describe, expect, it } from 'vitest';
import type { WeddingRow } from '../../../core/db/schema';
import { defaultWeddingContent } from '../../../shared/wedding/record';
import { rememberPreviousUrl } from './previous-urls';
import { memoryWeddingRepository } from './repository.memory';
import { changeWeddingUrl, weddingUrlAvailability } from './wedding-url-change';
import { refusedWith } from '../../../../tests/helpers/refusal';

const TAKEN = 'That web address is already taken. Please choose another one.';

function row(id: string, weddingUrl: string | null): WeddingRow {
  return {
    id,
    ownerId: 'u1',
    weddingUrl,
    weddingTheme: 'classic',
    weddingDate: null,
    timeZone: 'UTC',
    published: true,
    version: 1,
    pageGeneration: 1,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    trackOpens: false,
    pro: false,
    languages: ['en'],
    content: defaultWeddingContent(),
  };
}

async function twoWeddings() {
  const weddings = memoryWeddingRepository([row('w1', 'ann-and-bo'), row('w2', 'cy-and-di')]);
  // w2 moved from its first address: that one stays theirs for a year.
  await rememberPreviousUrl(weddings, 'w2', 'cy-di', 'cy-and-di');
  return weddings;
}

describe('weddingUrlAvailability', () => {
  it('answers for the address as it would be stored', async () => {
    const weddings = await twoWeddings();
    const answer = async (input: unknown) => {
      const { weddingUrl, available, msg } = await weddingUrlAvailability(weddings, input, 'w1');
      return [weddingUrl, available, msg];
    };
    expect(await answer('  Ann-And-Bo ')).toEqual(['ann-and-bo', true, 'This is already your web address']);
    expect(await answer('eve-and-fay')).toEqual(['eve-and-fay', true, 'That web address is available']);
    expect(await answer('CY-AND-DI')).toEqual(['cy-and-di', false, TAKEN]);
    expect(await answer('cy-di')).toEqual(['cy-di', false, TAKEN]);
    expect(await answer('admin')).toEqual(['admin', false, 'That web address is reserved. Please choose another one.']);
    expect(await answer('-ann')).toEqual(['-ann', false, 'A web address cannot start or end with a hyphen or have two hyphens in a row']);
    expect(await answer(42)).toEqual(['', false, 'Choose a web address for your site']);
  });

  it('an old address is free again for the wedding that had it', async () => {
    const weddings = await twoWeddings();
    expect((await weddingUrlAvailability(weddings, 'cy-di', 'w2')).available).toBe(true);
  });
});

describe('changeWeddingUrl', () => {
  it('stores the address lower-cased and keeps the old one leading to the wedding', async () => {
    const weddings = await twoWeddings();
    const wedding = await changeWeddingUrl(weddings, 'w1', ' Ann-Bo ', 1);
    expect([wedding.weddingUrl, wedding.version]).toEqual(['ann-bo', 2]);
    expect(weddings.stored.previous.filter((p) => p.weddingId === 'w1').map((p) => p.weddingUrl)).toEqual(['ann-and-bo']);
  });

  it('refuses malformed and reserved addresses as invalid', async () => {
    const weddings = await twoWeddings();
    expect(await refusedWith(changeWeddingUrl(weddings, 'w1', 'a'))).toMatchObject({ code: 'wedding.url-invalid' });
    expect(await refusedWith(changeWeddingUrl(weddings, 'w1', 'admin'))).toMatchObject({
      code: 'wedding.url-invalid',
      message: 'That web address is reserved. Please choose another one.',
    });
  });

  it('refuses another wedding’s address, current or held, changing nothing', async () => {
    const weddings = await twoWeddings();
    for (const taken of ['cy-and-di', 'cy-di']) {
      expect(await refusedWith(changeWeddingUrl(weddings, 'w1', taken))).toMatchObject({ code: 'wedding.url-taken', message: TAKEN });
    }
    expect(weddings.stored.weddings.find((w) => w.id === 'w1')).toMatchObject({ weddingUrl: 'ann-and-bo', version: 1 });
  });

  it('reads the unique index refusing the row (SQLite or PostgreSQL, however wrapped) as taken, and rolls back', async () => {
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', '23505']) {
      const weddings = await twoWeddings();
      const update = weddings.updateAtVersion;
      weddings.updateAtVersion = async (...args) => {
        await update(...args);
        throw new Error('insert failed', { cause: Object.assign(new Error('duplicate key'), { code }) });
      };
      expect(await refusedWith(changeWeddingUrl(weddings, 'w1', 'eve-and-fay'))).toMatchObject({ code: 'wedding.url-taken', message: TAKEN });
      expect(weddings.stored.weddings.find((w) => w.id === 'w1')?.weddingUrl).toBe('ann-and-bo');
    }
  });

  it('refuses a stale version and lets other errors through', async () => {
    const weddings = await twoWeddings();
    expect((await refusedWith(changeWeddingUrl(weddings, 'w1', 'eve-and-fay', 7))).code).toBe('wedding.conflict');
    weddings.updateAtVersion = async () => {
      throw Object.assign(new Error('disk full'), { code: 'SQLITE_FULL' });
    };
    await expect(changeWeddingUrl(weddings, 'w1', 'eve-and-fay')).rejects.toThrow('disk full');
  });
});
