import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { storeLocalImage, uploadWorkDir } from '../domain/local-store';
import { uploadFolderFor } from '../domain/sign-upload';
import { ORPHAN_GRACE_MS, sweepOrphanUploads } from '../domain/sweep-uploads';
import { uploadsRepository } from '../domain/repository';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { tempDir } from '../../../../tests/helpers/tmp';

/** A received upload as the store takes it: a file on disk. */
async function png() {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c86' } })
    .png()
    .toBuffer();
  const file = path.join(tempDir('received'), 'photo.png');
  fs.writeFileSync(file, data);
  return { path: file, bytes: data.length };
}

function age(config: { uploadsDir: string }, url: string, ms: number) {
  const dir = path.join(config.uploadsDir, path.dirname(url.replace('/uploads/', '')));
  const when = new Date(Date.now() - ms);
  fs.utimesSync(dir, when, when);
  return dir;
}

describe('sweeping abandoned local uploads', () => {
  it('removes day-old uploads nothing uses, keeps used and recent ones, and clears deleted weddings', async () => {
    const { store, config } = createTestApp();
    const { wedding } = await createTestUser(store);
    const gone = await createTestUser(store);
    const folder = uploadFolderFor({ kind: 'wedding', weddingId: wedding.id });
    const used = await storeLocalImage(config, folder, await png());
    const abandoned = await storeLocalImage(config, folder, await png());
    const fresh = await storeLocalImage(config, folder, await png());
    const ofDeleted = await storeLocalImage(config, uploadFolderFor({ kind: 'wedding', weddingId: gone.wedding.id }), await png());
    const { t, sql, transaction } = portable(store);
    await transaction(async () => {
      await sql()
        .update(t.weddings)
        .set({ content: { mainImg: used.secure_url } })
        .where(eq(t.weddings.id, wedding.id));
      await sql().delete(t.weddings).where(eq(t.weddings.id, gone.wedding.id));
    });
    const old = ORPHAN_GRACE_MS + 60_000;
    const usedDir = age(config, used.secure_url, old);
    const abandonedDir = age(config, abandoned.secure_url, old);
    const freshDir = age(config, fresh.secure_url, 60_000);
    const deletedDir = age(config, ofDeleted.secure_url, old);

    const removed = await sweepOrphanUploads(uploadsRepository(store), config);
    expect(removed).toHaveLength(2);
    expect(fs.existsSync(usedDir)).toBe(true);
    expect(fs.existsSync(freshDir)).toBe(true);
    expect(fs.existsSync(abandonedDir)).toBe(false);
    expect(fs.existsSync(deletedDir)).toBe(false);
    expect(fs.existsSync(path.dirname(deletedDir))).toBe(false);
    expect(await sweepOrphanUploads(uploadsRepository(store), config)).toEqual([]);
  });

  it('removes temporary files of uploads cut off a day ago (a crash mid-upload), not those of uploads under way', async () => {
    const { store, config } = createTestApp();
    const work = uploadWorkDir(config);
    fs.mkdirSync(work, { recursive: true });
    const stale = path.join(work, 'stale.upload');
    const current = path.join(work, 'current.upload');
    fs.writeFileSync(stale, 'x');
    fs.writeFileSync(current, 'x');
    const when = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    fs.utimesSync(stale, when, when);
    expect(await sweepOrphanUploads(uploadsRepository(store), config)).toEqual([path.join('.work', 'stale.upload')]);
    expect(fs.readdirSync(work)).toEqual(['current.upload']);
  });
});
