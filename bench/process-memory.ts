// What the memory benches share (bench/upload-memory.ts, bench/photos-upload.ts, bench/photos-zip.ts): the real
// web process on a fresh seeded data dir with the demo couple signed in, the RSS of a process and its image
// children read from /proc, and the floor: one plain sharp decode of the same image in a process of its own.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ensureClientBuild } from '../src/cli/client-build';
import { createSession } from '../src/core/auth/sessions';
import { migrateDatabase, openDatabase } from '../src/core/db/connection';
import { users, weddings } from '../src/core/db/schema';
import { sqliteStore } from '../src/core/db/store/sqlite-store';
import { SESSION_COOKIE } from '../src/core/http/middleware/session';
import { appManifestPath, manifestPath } from '../src/core/rendering/hydration/manifest';
import { seed } from '../src/seed/seed';
import { freePort } from '../tests/helpers/processes';

const ROOT = path.resolve(import.meta.dirname, '..');
export const MB = 1048576;

export function procStatus(pid: number | 'self', field: 'VmRSS' | 'VmHWM'): number {
  const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!match) throw new Error(`no ${field} for ${pid}`);
  return Number(match[1]) * 1024;
}

/** RSS of the web process plus its image children (not its embedded PostgreSQL). */
export function withImageChildren(pid: number): number {
  let total = procStatus(pid, 'VmRSS');
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    let children: string[] = [];
    try {
      children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    } catch {
      continue;
    }
    for (const child of children) {
      try {
        if (fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('encode-image.child')) total += procStatus(Number(child), 'VmRSS');
      } catch {
        /* exited while being read */
      }
    }
  }
  return total;
}

/** Resets the peak (VmHWM) to the current RSS. */
export function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Peak RSS above its own idle of a separate process that only decodes the file with sharp. */
export function floorOf(file: string): number {
  const script = `
    import fs from 'node:fs';
    import sharp from 'sharp';
    const status = (f) => Number(fs.readFileSync('/proc/self/status', 'utf8').match(new RegExp('^' + f + ':\\\\s+(\\\\d+) kB', 'm'))[1]) * 1024;
    const input = fs.readFileSync(${JSON.stringify(file)});
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).raw().toBuffer();
    fs.writeFileSync('/proc/self/clear_refs', '5');
    const idle = status('VmRSS');
    await sharp(input, { limitInputPixels: false, animated: false }).raw().toBuffer();
    console.log(status('VmHWM') - idle);`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout.trim());
}

/** The client bundles in a folder of the bench's own, marked newer than any source. */
export async function clientBundles(dir: string) {
  const shared = path.join(ROOT, 'dist', 'client');
  if (fs.existsSync(manifestPath(shared)) && fs.existsSync(appManifestPath(shared))) fs.cpSync(shared, dir, { recursive: true });
  else await ensureClientBuild({ outDir: dir });
  const later = new Date(Date.now() + 24 * 3600 * 1000);
  for (const file of [manifestPath(dir), appManifestPath(dir)]) fs.utimesSync(file, later, later);
}

export async function startServer(clientDir: string, extraEnv: Record<string, string> = {}) {
  fs.mkdirSync(path.join(ROOT, 'data'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(ROOT, 'data', 'bench-upload-'));
  const db = openDatabase(path.join(dataDir, 'vowly.db'));
  migrateDatabase(db);
  await seed(db, { adminPassword: 'bench-password' });
  const demo = db.select().from(users).where(eq(users.email, 'demo@vowly.local')).get()!;
  const wedding = db.select().from(weddings).where(eq(weddings.ownerId, demo.id)).get()!;
  const store = sqliteStore(db);
  const { token } = await createSession(store, demo.id);
  await store.close();

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/cli/web.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_REQUESTS: 'false',
      DATA_DIR: dataDir,
      PORT: String(port),
      CLIENT_BUILD_DIR: clientDir,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => server.stdout!.on('data', (d) => String(d).includes('listening') && resolve()));
  return {
    base: `http://localhost:${port}`,
    pid: server.pid!,
    cookie: `${SESSION_COOKIE}=${token}`,
    weddingId: wedding.id,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Server = Awaited<ReturnType<typeof startServer>>;

export const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
