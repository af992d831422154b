// The local uploads sweep (issue 29 item 7), in a temporary folder on the memory repository: an upload
// folder no wedding or invite uses is removed once a day old, a used or newer one stays, a deleted
// wedding's folders go, and so do temporary files a crash left behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '../../../core/config/env';
import type { WeddingRow } from '../../../core/db/schema';
import { memoryUploadsRepository } from './repository.memory';
import { ORPHAN_GRACE_MS, sweepOrphanUploads } from './sweep-uploads';

const now = Date.parse('2027-06-12T10:00:00Z');
let uploadsDir: string;
let config: Env;

beforeEach(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-sweep-unit-'));
  config = { SESSION_SECRET: 'unit-test-secret-that-is-long-enough-0123456789', dataDir: '/nonexistent', uploadsDir } as Env;
});
afterEach(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

/** An upload folder (or a file under .work) last changed `ageMs` before now. */
function upload(relative: string, ageMs: number, file = 'w960.webp') {
  const target = path.join(uploadsDir, relative);
  const isWork = relative.startsWith('.work');
  fs.mkdirSync(isWork ? path.dirname(target) : target, { recursive: true });
  if (isWork) fs.writeFileSync(target, 'partial');
  else fs.writeFileSync(path.join(target, file), 'image');
  const at = new Date(now - ageMs);
  fs.utimesSync(target, at, at);
}

const wedding = (id: string, mainImg: string) => ({ id, content: { mainImg } }) as unknown as WeddingRow;
const OLD = ORPHAN_GRACE_MS + 1000;

describe('sweepOrphanUploads', () => {
  it("removes a day-old upload nobody uses, keeps the site's and the card's images and the newer uploads", async () => {
    const uploads = memoryUploadsRepository([wedding('w1', '/uploads/vowly/weddings/w1/used/w960.webp')]);
    await uploads.setInviteImage('w1', '/uploads/vowly/invites/w1/card/w960.webp');
    upload('vowly/weddings/w1/used', OLD);
    upload('vowly/weddings/w1/orphan', OLD);
    upload('vowly/weddings/w1/fresh', ORPHAN_GRACE_MS - 1000);
    upload('vowly/invites/w1/card', OLD);
    upload('vowly/invites/w1/replaced', OLD);
    const removed = await sweepOrphanUploads(uploads, config, now);
    expect(removed.sort()).toEqual([path.join('vowly', 'invites', 'w1', 'replaced'), path.join('vowly', 'weddings', 'w1', 'orphan')]);
    expect(fs.readdirSync(path.join(uploadsDir, 'vowly/weddings/w1')).sort()).toEqual(['fresh', 'used']);
    expect(fs.readdirSync(path.join(uploadsDir, 'vowly/invites/w1'))).toEqual(['card']);
  });

  it("removes a deleted wedding's old uploads and its emptied folder, and leaves folders of another shape alone", async () => {
    const uploads = memoryUploadsRepository();
    upload('vowly/weddings/gone/a', OLD);
    upload('vowly/weddings/NotAnId/a', OLD);
    expect(await sweepOrphanUploads(uploads, config, now)).toEqual([path.join('vowly', 'weddings', 'gone', 'a')]);
    expect(fs.readdirSync(path.join(uploadsDir, 'vowly/weddings'))).toEqual(['NotAnId']);
  });

  it('removes temporary files of uploads cut off a day ago, not those of an upload under way', async () => {
    upload('.work/old.part', OLD);
    upload('.work/now.part', 60_000);
    expect(await sweepOrphanUploads(memoryUploadsRepository(), config, now)).toEqual([path.join('.work', 'old.part')]);
    expect(fs.readdirSync(path.join(uploadsDir, '.work'))).toEqual(['now.part']);
  });
});
