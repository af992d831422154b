// The scale bench's PostgreSQL (issue 29 item 6): a cluster of the machine's Debian PostgreSQL whose data
// folder stays under the bench's folder (`<dir>/postgres`), so `--reuse` finds the seeded database again.
// Started on a free port for each run and stopped by its caller (in finally); removed with the folder.
// fsync stays on (as in production); run as the postgres user when the bench runs as root.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { debianPostgresBin } from '../../tests/helpers/debian-postgres';
import { freePort } from '../../tests/helpers/processes';

const run = promisify(execFile);

export const SCALE_DATABASE = 'vowly';

export interface ScaleCluster {
  port: number;
  /** The URL of database `name` (default: the app's) on 127.0.0.1. */
  url(name?: string): string;
  stop(): Promise<void>;
}

async function owner(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** Starts the cluster in `<dir>/postgres`, making it first if it is not there. */
export async function startScaleCluster(dir: string): Promise<ScaleCluster> {
  const bin = debianPostgresBin();
  if (!bin) throw new Error('the PostgreSQL side needs a PostgreSQL server installed (Debian: /usr/lib/postgresql/<major>/bin)');
  const who = await owner();
  const exec = (tool: string, args: string[]) =>
    who ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const home = path.join(dir, 'postgres');
  const data = path.join(home, 'data');
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    fs.mkdirSync(home, { recursive: true });
    if (who) fs.chownSync(home, who.uid, who.gid);
    await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }
  const port = await freePort();
  const settings = ['shared_buffers=512MB', 'max_connections=200', 'max_wal_size=8GB', 'checkpoint_timeout=30min', 'listen_addresses=127.0.0.1'];
  await exec('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(home, 'log'),
    '-w',
    '-t',
    '300',
    '-o',
    `-p ${port} -k ${home} ${settings.map((s) => `-c ${s}`).join(' ')}`,
    'start',
  ]);
  return {
    port,
    url: (name = SCALE_DATABASE) => `postgresql://postgres@127.0.0.1:${port}/${name}`,
    stop: async () => {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '300', 'stop']).catch(() => {});
    },
  };
}
