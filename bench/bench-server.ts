// The real web process on a free port with a fresh, seeded data dir, for the benchmark scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureClientBuild } from '../src/cli/client-build';
import { migrateDatabase, openDatabase } from '../src/core/db/connection';
import { ensureCatalogueFontSubsets } from '../src/features/site/web';
import { seed } from '../src/seed/seed';
import { freePort } from '../tests/helpers/processes';

const ROOT = path.resolve(import.meta.dirname, '..');

export async function startBenchServer(options: { logRequests?: boolean; prepare?: (db: ReturnType<typeof openDatabase>) => void } = {}) {
  await ensureClientBuild();
  await ensureCatalogueFontSubsets({ log: console.log });
  fs.mkdirSync(path.join(ROOT, 'data'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(ROOT, 'data', 'bench-'));
  const db = openDatabase(path.join(dataDir, 'vowly.db'));
  migrateDatabase(db);
  await seed(db, { adminPassword: 'bench-password' });
  options.prepare?.(db);
  db.$client.close();

  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/cli/web.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_REQUESTS: String(options.logRequests ?? false),
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Keep reading stdout (request logs go there) so the server never blocks on a full pipe.
  await new Promise<void>((resolve) => server.stdout!.on('data', (d) => String(d).includes('listening') && resolve()));
  return {
    base: `http://127.0.0.1:${port}`,
    pid: server.pid!,
    stop() {
      server.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
