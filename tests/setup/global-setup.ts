import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureClientBuild } from '../../src/cli/client-build';
import { openStore } from '../../src/core/db/store/open-store';
import { createQueue } from '../../src/core/queue/queue';
import { startEmbeddedPostgres } from '../../src/core/queue/embedded-postgres';

export const TMP_ROOT = path.resolve(import.meta.dirname, '../.tmp');
const ROOT = path.resolve(import.meta.dirname, '../..');
// Everything that changes the client bundles (as src/cli/client-build.ts watches).
const CLIENT_INPUTS = ['islands', 'src', 'vite.config.ts', 'uno.config.ts', 'package-lock.json'];

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    tmpRoot: string;
    /** The run's migrated database (product schema and Graphile Worker's) that test databases are cloned from. */
    pgTemplate: string;
    /** The browser project's one web server and its database (tests/setup/browser-setup.ts). */
    browserRun: { url: string; dbPath: string };
  }
}

function listFiles(target: string, out: string[] = []): string[] {
  if (!fs.existsSync(target)) return out;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) {
    out.push(`${path.relative(ROOT, target)}:${stat.size}:${stat.mtimeMs}`);
    return out;
  }
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    listFiles(path.join(target, entry.name), out);
  }
  return out;
}

/**
 * The client build for this source tree, shared by every project of a run and by parallel runs:
 * the folder is named by a fingerprint of the inputs and published by an atomic rename.
 */
async function sharedClientBuild(): Promise<string> {
  const files = CLIENT_INPUTS.flatMap((input) => listFiles(path.join(ROOT, input))).sort();
  const fingerprint = crypto.createHash('sha1').update(files.join('\n')).digest('hex').slice(0, 16);
  const cacheRoot = path.join(TMP_ROOT, 'client-builds');
  const finalDir = path.join(cacheRoot, fingerprint);
  if (fs.existsSync(path.join(finalDir, '.complete'))) return finalDir;
  fs.mkdirSync(cacheRoot, { recursive: true });
  process.env.VOWLY_FAST_PRECOMPRESS = '1';
  const workDir = fs.mkdtempSync(path.join(cacheRoot, `${fingerprint}-tmp-`));
  try {
    await ensureClientBuild({ quiet: true, outDir: workDir, force: true });
    fs.writeFileSync(path.join(workDir, '.complete'), '');
    try {
      fs.renameSync(workDir, finalDir);
    } catch {
      // Another run published the same build first: use theirs.
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  // Builds of older source trees are of no further use.
  for (const name of fs.readdirSync(cacheRoot)) {
    const dir = path.join(cacheRoot, name);
    if (name !== fingerprint && !name.includes('-tmp-') && Date.now() - fs.statSync(dir).mtimeMs > 3_600_000) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return finalDir;
}

/**
 * The server build (scripts/build-server.mjs, what `npm start` runs) for this source tree, shared by every project of
 * a run: tests start the web, the worker and the command-line tools from it (tests/helpers/processes.ts), as users do.
 * Rebuilt only when the source is newer than it; parallel builders wait for one another (the build's own lock).
 */
async function sharedServerBuild(): Promise<{ dir: string; entries: Record<string, string> }> {
  const outDir = path.join(TMP_ROOT, 'server-build', 'server'); // inside the project, so node_modules resolve
  const script = pathToFileURL(path.join(ROOT, 'scripts/build-server.mjs')).href;
  const { ensureServerBuild, serverEntries } = (await import(script)) as {
    ensureServerBuild: (dir: string) => Promise<void>;
    serverEntries: () => Record<string, string>;
  };
  await ensureServerBuild(outDir);
  return { dir: outDir, entries: serverEntries() };
}

interface RunCluster {
  url: string;
  /** The migrated database every test database is cloned from (`create database … template`). */
  template: string;
  /** Stops and removes the cluster. */
  remove: () => Promise<void>;
}

/** The run's one embedded PostgreSQL, with durability off (its data is thrown away after the run). */
async function startRunCluster(): Promise<RunCluster> {
  const dataDir = fs.mkdtempSync(path.join(TMP_ROOT, 'cluster-'));
  const clusterRoot = testClusterRoot();
  const cluster = await startEmbeddedPostgres({ dataDir, pgDir: path.join(clusterRoot ?? dataDir, 'pg'), log: () => {} });
  const remove = async () => {
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(cluster.dir, { recursive: true, force: true });
    if (clusterRoot) fs.rmSync(clusterRoot, { recursive: true, force: true });
  };
  try {
    await withoutDurability(cluster.url);
    return { url: cluster.url, template: await migratedTemplate(cluster.url), remove };
  } catch (error) {
    // A cluster that could not be set up is stopped here: no project's teardown would stop it.
    await remove().catch(() => {});
    throw error;
  }
}

/**
 * What every project of a run shares, kept on `globalThis` because vitest loads each project's global setup as a
 * module of its own (in the one main process): the builds and one PostgreSQL cluster, started side by side by the
 * first project's setup. vitest runs every project's setup before the first test and their teardowns after the
 * last, so the cluster stops with the last project's teardown.
 */
interface SharedRunServices {
  clientBuild: Promise<string>;
  serverBuild: Promise<{ dir: string; entries: Record<string, string> }>;
  cluster: Promise<RunCluster>;
  projects: number;
}
const SHARED = Symbol.for('vowly.tests.sharedRunServices');

function sharedRunServices(): SharedRunServices {
  const holder = globalThis as { [SHARED]?: SharedRunServices };
  if (!holder[SHARED]) {
    fs.mkdirSync(TMP_ROOT, { recursive: true });
    const services = { clientBuild: sharedClientBuild(), serverBuild: sharedServerBuild(), cluster: startRunCluster(), projects: 0 };
    // Each is awaited by every project's setup; a failure is reported there, never as an unhandled rejection.
    for (const started of [services.clientBuild, services.serverBuild, services.cluster]) started.catch(() => {});
    holder[SHARED] = services;
  }
  return holder[SHARED];
}

/**
 * Once per project: the run's client build (page and browser tests need its manifest), its server build and
 * its PostgreSQL (each test file that needs the queue makes a database of its own there), and a run folder of
 * the project's own.
 */
export async function startRunServices(project: TestProject): Promise<{ pgUrl: string; runDir: string; teardown: () => Promise<void> }> {
  const shared = sharedRunServices();
  shared.projects += 1;
  const release = async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    delete (globalThis as { [SHARED]?: SharedRunServices })[SHARED];
    await (await shared.cluster.catch(() => undefined))?.remove();
  };
  // Each project queues in a folder of its own, so parallel runs never collide.
  const runDir = fs.mkdtempSync(path.join(TMP_ROOT, 'run-'));
  let cluster: RunCluster;
  try {
    const [clientBuild, serverBuild] = await Promise.all([shared.clientBuild, shared.serverBuild]);
    process.env.CLIENT_BUILD_DIR = clientBuild; // inherited by test workers and spawned servers
    // Inherited by test workers: the build's folder, and its entries by name (dist/server/<name>.js → source).
    process.env.VOWLY_TEST_SERVER_BUILD = serverBuild.dir;
    process.env.VOWLY_TEST_SERVER_ENTRIES = JSON.stringify(serverBuild.entries);
    cluster = await shared.cluster;
  } catch (error) {
    fs.rmSync(runDir, { recursive: true, force: true });
    await release();
    throw error;
  }
  project.provide('pgUrl', cluster.url);
  project.provide('pgTemplate', cluster.template);
  project.provide('tmpRoot', runDir);
  return {
    pgUrl: cluster.url,
    runDir,
    teardown: async () => {
      fs.rmSync(runDir, { recursive: true, force: true });
      await release();
    },
  };
}

/** Room the PostgreSQL pass's clones need (2.7 GB measured at 42 files), with a margin for Chromium's own use. */
const CLUSTER_MEMORY_NEEDED = 6 * 1024 ** 3;

/**
 * A folder in memory (/dev/shm) for the run's PostgreSQL cluster, or null where there is none or it is too small. The PostgreSQL
 * pass clones a 10 MB database for every test app (2.7 GB at the end of its 42 files): on disk, writing them and then
 * stopping the server (its checkpoint) and removing the cluster took 6–8 minutes after the last test at load 20.
 */
function testClusterRoot(): string | null {
  const shm = '/dev/shm';
  try {
    fs.accessSync(shm, fs.constants.W_OK);
    // A container's /dev/shm is often 64 MB: the pass's clones would fill it and every test would fail.
    const { bavail, bsize } = fs.statfsSync(shm);
    if (bavail * bsize < CLUSTER_MEMORY_NEEDED) return null;
  } catch {
    return null;
  }
  removeAbandonedClusters(shm);
  const dir = fs.mkdtempSync(path.join(shm, 'vowly-test-pg-'));
  fs.chmodSync(dir, 0o755); // as root, postgres runs as the "postgres" user and must reach its folder
  return dir;
}

/** Clusters of runs that were killed before their teardown (memory until the next boot): no live server, 10 minutes old. */
function removeAbandonedClusters(shm: string) {
  for (const name of fs.readdirSync(shm)) {
    if (!name.startsWith('vowly-test-pg-')) continue;
    const dir = path.join(shm, name);
    try {
      if (Date.now() - fs.statSync(dir).mtimeMs < 600_000) continue;
      const pidFile = path.join(dir, 'pg', 'postmaster.pid');
      if (fs.existsSync(pidFile) && isAlive(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]))) continue;
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run removed it first
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const TEMPLATE = 'vowly_template';

/**
 * The run's migrated database, made once as the app's start migrates one (product schema, then Graphile Worker's):
 * a clone costs about 50 ms of the server's time, migrating a new database about 400 ms.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE}`;
  const store = await openStore({ engine: 'postgres', databaseUrl: url.toString() });
  await store.close();
  const queue = await createQueue(url.toString());
  await queue.close();
  return TEMPLATE;
}

/**
 * The run's cluster is thrown away after the run: no fsync, no full-page images, commits not waited for on disk, and
 * no autovacuum. Its hundreds of databases live minutes each, and the launcher visited each in turn (a new server
 * process every time): 11 s of the server's CPU in the PostgreSQL pass alone, measured side by side (128 s against 139 s).
 */
async function withoutDurability(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const setting of ['fsync = off', 'full_page_writes = off', 'synchronous_commit = off', 'autovacuum = off']) {
      await client.query(`alter system set ${setting}`);
    }
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const services = await startRunServices(project);
  return services.teardown;
}
