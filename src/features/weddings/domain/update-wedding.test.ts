// Writing a wedding on the in-memory repository (issue 29 item 7): the member check, optimistic concurrency
// (a stale version is a 409 with the latest wedding, a write slipping in is re-planned, three misses are busy),
// the Pro route, foreign images refused and the files a save lets go queued for deletion.
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../core/config/env';
import type { WeddingRow } from '../../../core/db/schema';
import type { Queue } from '../../../core/queue/queue';
import { defaultWeddingContent, type WeddingContent } from '../../../shared/wedding/record';
import { memoryWeddingRepository } from './repository.memory';
import { currentWeddingNamed } from './current-wedding';
import { updateWedding, writeWeddingChange } from './update-wedding';
import { refusedWith } from '../../../../tests/helpers/refusal';

const config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent' } as Env;
const OWN = '/uploads/vowly/weddings/w1/abc123/full.webp';
const OWN_NEW = '/uploads/vowly/weddings/w1/def456/full.webp';
const OTHER_WEDDINGS = '/uploads/vowly/weddings/w2/abc123/full.webp';

function row(id: string, content: Partial<WeddingContent> = {}, version = 1): WeddingRow {
  return {
    id,
    ownerId: 'u1',
    weddingUrl: `${id}-url`,
    weddingTheme: 'classic',
    weddingDate: null,
    timeZone: 'Europe/Paris',
    published: true,
    version,
    pageGeneration: 1,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    trackOpens: false,
    pro: false,
    languages: ['en'],
    content: { ...defaultWeddingContent(), ...content },
  };
}

function recordingQueue(fail = false) {
  const jobs: { task: string; payload: unknown; jobKey?: string }[] = [];
  const queue = {
    enqueue: async (task: string, payload: unknown, options?: { jobKey?: string }) => {
      if (fail) throw new Error('queue down');
      jobs.push({ task, payload, jobKey: options?.jobKey });
    },
  } as unknown as Queue;
  return { queue, jobs };
}

describe('currentWeddingNamed', () => {
  it('is the current wedding; another wedding is 403 and an unknown one 404', async () => {
    const weddings = memoryWeddingRepository([row('w1'), row('w2')]);
    const current = row('w1');
    expect(await currentWeddingNamed(weddings, 'w1', current)).toBe(current);
    expect(await refusedWith(currentWeddingNamed(weddings, 'w2', current))).toMatchObject({
      code: 'wedding.not-owner',
      message: 'You can only change your own wedding',
    });
    expect(await refusedWith(currentWeddingNamed(weddings, 'nope', current))).toMatchObject({ code: 'wedding.not-found', message: 'Wedding not found' });
  });
});

describe('writeWeddingChange', () => {
  it('writes at the version it read and bumps it', async () => {
    const weddings = memoryWeddingRepository([row('w1', {}, 4)]);
    const { wedding } = await writeWeddingChange(weddings, 'w1', 4, () => ({ write: { published: false } }));
    expect([wedding.version, wedding.published, weddings.stored.weddings[0]!.version]).toEqual([5, false, 5]);
  });

  it('refuses a stale version with the latest wedding, writing nothing', async () => {
    const weddings = memoryWeddingRepository([row('w1', {}, 4)]);
    const error = await refusedWith(writeWeddingChange(weddings, 'w1', 3, () => ({ write: { published: false } })));
    expect([error.code, error.message, (error.extra.wedding as { version: number }).version]).toEqual([
      'wedding.conflict',
      'This wedding was changed elsewhere. Reload to see the latest version.',
      4,
    ]);
    expect(weddings.stored.weddings[0]!.published).toBe(true);
  });

  it('without a version, re-plans on the latest row when another write slipped in', async () => {
    const weddings = memoryWeddingRepository([row('w1', {}, 1)]);
    const update = weddings.updateAtVersion;
    let slipped = false;
    weddings.updateAtVersion = async (id, version, write) => {
      if (!slipped) {
        slipped = true;
        await update(id, version, { weddingTheme: 'modern' });
      }
      return update(id, version, write);
    };
    const seen: number[] = [];
    const { wedding } = await writeWeddingChange(weddings, 'w1', undefined, (current) => {
      seen.push(current.version);
      return { write: { published: false } };
    });
    expect(seen).toEqual([1, 2]);
    expect([wedding.version, wedding.weddingTheme, wedding.published]).toEqual([3, 'modern', false]);
  });

  it('gives up after three misses: busy without a version, a conflict with one', async () => {
    const weddings = memoryWeddingRepository([row('w1', {}, 1)]);
    const attempts = vi.fn(async () => undefined);
    weddings.updateAtVersion = attempts;
    expect(await refusedWith(writeWeddingChange(weddings, 'w1', undefined, () => ({ write: {} })))).toMatchObject({
      code: 'wedding.busy',
      message: 'This wedding is being changed elsewhere right now. Please try again.',
    });
    expect(attempts).toHaveBeenCalledTimes(3);
    expect((await refusedWith(writeWeddingChange(weddings, 'w1', 1, () => ({ write: {} })))).code).toBe('wedding.conflict');
    expect((await refusedWith(writeWeddingChange(weddings, 'gone', undefined, () => ({ write: {} })))).code).toBe('wedding.not-found');
  });
});

describe('updateWedding', () => {
  const deps = (weddings = memoryWeddingRepository([row('w1', { mainImg: OWN })]), queue = recordingQueue()) => ({
    weddings,
    queue: queue.queue,
    config,
  });

  it('saves the patch and says so; an empty patch is refused', async () => {
    const d = deps();
    const saved = await updateWedding(d, { weddingId: 'w1', pro: false, body: { ourStoryHeading: 'Us' } });
    expect([saved.msg, saved.wedding.content.ourStoryHeading, saved.wedding.version]).toEqual(['Wedding updated', 'Us', 2]);
    expect(await refusedWith(updateWedding(d, { weddingId: 'w1', pro: false, body: {} }))).toMatchObject({
      code: 'input.nothing-to-update',
      message: 'Nothing to update',
    });
  });

  it('refuses the Pro route to a free couple, in the map’s words when the body is about the map', async () => {
    const d = deps();
    const pro = { weddingId: 'w1', pro: false, requirePro: true };
    expect(await refusedWith(updateWedding(d, { ...pro, body: { ourStoryHeading: 'Us' } }))).toMatchObject({
      code: 'plan.pro-required',
      message: 'Upgrade to unlock',
    });
    expect((await refusedWith(updateWedding(d, { ...pro, body: { customFiveHeading: 'Find us' } }))).message).toBe(
      'Upgrade to Pro to add the Google Map section.',
    );
    expect((await updateWedding(d, { ...pro, pro: true, body: { customFiveHeading: 'Find us' } })).wedding.content.customFiveHeading).toBe('Find us');
  });

  it('refuses an image from anywhere but the wedding’s own folder, writing nothing', async () => {
    const d = deps();
    for (const asset of [OTHER_WEDDINGS, 'https://img.example/a.jpg']) {
      expect(await refusedWith(updateWedding(d, { weddingId: 'w1', pro: false, body: { asset, mainImg: 'true' } }))).toMatchObject({
        code: 'image.foreign',
        message: 'That image was not uploaded to this wedding',
      });
    }
    expect(d.weddings.stored.weddings[0]!.version).toBe(1);
  });

  it('queues the deletion of the own files a save lets go, once per address, and only those', async () => {
    const queue = recordingQueue();
    const d = deps(memoryWeddingRepository([row('w1', { mainImg: OWN, heroImg: 'https://img.example/hero.jpg' })]), queue);
    const saved = await updateWedding(d, { weddingId: 'w1', pro: false, body: { asset: OWN_NEW, mainImg: 'true' } });
    expect([saved.msg, saved.wedding.content.mainImg]).toEqual(['Image updated', OWN_NEW]);
    await updateWedding(d, { weddingId: 'w1', pro: false, body: { heroImg: '' } });
    expect(queue.jobs).toEqual([{ task: 'delete_image', payload: { url: OWN, weddingId: 'w1' }, jobKey: `delete_image:${OWN}` }]);
  });

  it('keeps the save when the queue is down (a file left behind costs storage only)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const d = deps(undefined, recordingQueue(true));
    const saved = await updateWedding(d, { weddingId: 'w1', pro: false, body: { type: 'deleteImage', deleteImage: OWN, mainImg: 'true' } });
    expect([saved.msg, saved.wedding.content.mainImg, d.weddings.stored.weddings[0]!.version]).toEqual(['Image removed', '', 2]);
    expect(logged).toHaveBeenCalledOnce();
  });
});
