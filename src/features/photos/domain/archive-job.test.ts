// "Download all" (issue 29 item 7): where an archive's ZIP lives (the data folder, never the public
// uploads), its link, its size as the e-mail writes it, and which archive may still be downloaded (ready,
// of this wedding, within its week, its file there). Making the ZIP and the e-mail is the worker tests'.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Env } from '../../../core/config/env';
import { UserError } from '../../../core/errors';
import type { ArchivesRepository, PhotoArchive } from './archive-repository';
import { ARCHIVE_TTL_MS, archiveFile, archiveUrl, downloadableArchive, sizeText } from './archive-job';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-archive-unit-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const config = { dataDir, uploadsDir: path.join(dataDir, 'uploads'), publicOrigin: 'https://vowly.test' } as Env;
const made = new Date('2027-06-20T10:00:00Z');
const archive = (id: string, extra: Partial<PhotoArchive> = {}): PhotoArchive => ({
  id,
  weddingId: 'w1',
  requestedBy: 'u1',
  email: 'ann@example.com',
  status: 'ready',
  photos: 3,
  bytes: 1000,
  finishedAt: made,
  createdAt: made,
  ...extra,
});

describe('an archive', () => {
  it('lives in the data folder per wedding, is linked from the app, and has its size written for people', () => {
    expect(archiveFile(config, archive('a1'))).toBe(path.join(dataDir, 'photo-archives', 'w1', 'a1.zip'));
    expect(archiveFile(config, archive('a1')).startsWith(config.uploadsDir)).toBe(false);
    expect(archiveUrl(config, archive('a1'))).toBe('https://vowly.test/app/photos/archive/a1');
    expect([sizeText(10), sizeText(1_499), sizeText(2_500_000), sizeText(3_210_000_000)]).toEqual(['1 KB', '1 KB', '2.5 MB', '3.2 GB']);
  });

  it('downloads while ready, within its week and with its file; otherwise it is gone', async () => {
    const archives = [archive('ready'), archive('queued', { status: 'queued' }), archive('nofile')];
    const repo = { find: async (weddingId: string, id: string) => archives.find((a) => a.weddingId === weddingId && a.id === id) } as ArchivesRepository;
    for (const a of [archives[0]!, archives[1]!]) {
      fs.mkdirSync(path.dirname(archiveFile(config, a)), { recursive: true });
      fs.writeFileSync(archiveFile(config, a), 'zip');
    }
    const deps = { archives: repo, config };
    expect(await downloadableArchive(deps, 'w1', 'ready', new Date(made.getTime() + ARCHIVE_TTL_MS))).toEqual({
      archive: archives[0],
      file: archiveFile(config, archives[0]!),
    });
    const gone = async (weddingId: string, id: string, at = made) => {
      const error = await downloadableArchive(deps, weddingId, id, at).catch((e: unknown) => e);
      return error instanceof UserError ? [error.code, error.message] : error;
    };
    const expired = ['photos.archive-gone', 'This download has expired. Make a new one on the Photos page.'];
    expect(await gone('w1', 'ready', new Date(made.getTime() + ARCHIVE_TTL_MS + 1))).toEqual(expired);
    expect(await gone('w1', 'queued')).toEqual(expired);
    expect(await gone('w1', 'nofile')).toEqual(expired);
    expect(await gone('w2', 'ready')).toEqual(expired);
  });
});
