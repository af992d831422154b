// "Download all" (issue 26, "Speed and memory"): the ZIP of 1,000 shared photos streams with memory flat. Makes a
// wedding of PHOTOS shared photos (one ~0.5 MB WebP master, hard-linked into each photo's folder, so every
// entry is a real file read) on a real SQLite file, then writes the archive exactly as the worker's job does
// (writePhotoArchive to a file) while sampling this process's RSS every 5 ms; prints the RSS above idle after
// 10 %, 50 % and 100 % of the photos and the peak. Beside it, the floor: the same files streamed one after the
// other into one file with no ZIP around them. `npm run bench:photos-zip`; PHOTOS=n.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { parseEnv } from '../src/core/config/env';
import { migrateDatabase, openDatabase } from '../src/core/db/connection';
import { photos as photosTable, users, weddings } from '../src/core/db/schema';
import { sqliteStore } from '../src/core/db/store/sqlite-store';
import { writePhotoArchive } from '../src/features/photos/domain/archive';
import { photosRepository } from '../src/features/photos/domain/repository';
import { newId } from '../src/shared/ids';
import { MB, mb } from './process-memory';

const PHOTOS = Number(process.env.PHOTOS ?? 1000);

/** Runs `work` while sampling RSS; answers the peak above `idle` and the RSS above idle at each mark of progress. */
async function sampled(idle: number, progress: () => number, work: () => Promise<unknown>) {
  let peak = 0;
  const marks = new Map<number, number>();
  const sampler = setInterval(() => {
    const rss = process.memoryUsage.rss() - idle;
    peak = Math.max(peak, rss);
    const done = progress();
    for (const mark of [0.1, 0.5, 1]) if (done >= mark && !marks.has(mark)) marks.set(mark, rss);
  }, 5);
  const started = performance.now();
  await work();
  clearInterval(sampler);
  marks.set(1, marks.get(1) ?? process.memoryUsage.rss() - idle);
  return { peak, marks, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-zip-bench-'));
  try {
    const config = parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', LOG_REQUESTS: 'false' });
    const db = openDatabase(path.join(dataDir, 'vowly.db'));
    migrateDatabase(db);
    const userId = newId();
    const weddingId = newId();
    db.insert(users).values({ id: userId, name: 'Ana', email: 'ana@example.com' }).run();
    db.insert(weddings).values({ id: weddingId, ownerId: userId, content: {} }).run();
    const master = path.join(dataDir, 'master.webp');
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
      .webp({ quality: 82 })
      .toFile(master);
    const masterBytes = fs.statSync(master).size;
    const files: string[] = [];
    const rows = Array.from({ length: PHOTOS }, (_, i) => {
      const id = newId();
      const dir = path.join(config.uploadsDir, 'vowly', 'photos', weddingId, id);
      fs.mkdirSync(dir, { recursive: true });
      fs.linkSync(master, path.join(dir, 'full.webp'));
      files.push(path.join(dir, 'full.webp'));
      const at = new Date(Date.UTC(2026, 5, 1, 20) + i * 1000);
      return {
        id,
        weddingId,
        url: `/uploads/vowly/photos/${weddingId}/${id}/w1600.webp`,
        width: 1600,
        height: 1200,
        bytes: masterBytes,
        uploaderName: `Guest ${i % 80}`,
        deviceId: `d${i % 80}`,
        tableTag: `Table ${i % 20}`,
        status: 'shared' as const,
        reportedAt: null,
        sharedAt: at,
        createdAt: at,
      };
    });
    for (let i = 0; i < rows.length; i += 200)
      db.insert(photosTable)
        .values(rows.slice(i, i + 200))
        .run();
    const photos = photosRepository(sqliteStore(db));
    const total = PHOTOS * masterBytes;

    // Warm: the archive code and the first reads loaded, then idle.
    await writePhotoArchive({ photos: photosRepository(sqliteStore(db)), config }, newId(), fs.createWriteStream(path.join(dataDir, 'empty.zip')));
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));

    const zipFile = path.join(dataDir, 'all.zip');
    let idle = process.memoryUsage.rss();
    const zip = await sampled(
      idle,
      () => (fs.existsSync(zipFile) ? fs.statSync(zipFile).size / total : 0),
      () => writePhotoArchive({ photos, config }, weddingId, fs.createWriteStream(zipFile)),
    );
    const zipBytes = fs.statSync(zipFile).size;
    fs.rmSync(zipFile);

    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const floorFile = path.join(dataDir, 'floor.bin');
    idle = process.memoryUsage.rss();
    const out = fs.createWriteStream(floorFile);
    out.setMaxListeners(0);
    const floor = await sampled(
      idle,
      () => (fs.existsSync(floorFile) ? fs.statSync(floorFile).size / total : 0),
      async () => {
        for (const file of files) await pipeline(fs.createReadStream(file), out, { end: false });
        await new Promise((resolve) => out.end(resolve));
      },
    );

    const row = (name: string, r: Awaited<ReturnType<typeof sampled>>) =>
      `${name.padEnd(34)} ${[0.1, 0.5, 1].map((m) => mb(r.marks.get(m) ?? 0).padStart(8)).join(' ')}  ${mb(r.peak).padStart(8)}  ${r.seconds.toFixed(1).padStart(6)} s`;
    console.log(`\n${PHOTOS} shared photos of ${(masterBytes / MB).toFixed(2)} MB (${(total / MB).toFixed(0)} MB; ZIP ${(zipBytes / MB).toFixed(0)} MB)`);
    console.log(
      `${'RSS above idle'.padEnd(34)} ${'at 10 %'.padStart(8)} ${'at 50 %'.padStart(8)} ${'at 100 %'.padStart(8)}  ${'peak'.padStart(8)}  ${'time'.padStart(8)}`,
    );
    console.log(row('writePhotoArchive (the job)', zip));
    console.log(row('floor: the files, one stream', floor));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
