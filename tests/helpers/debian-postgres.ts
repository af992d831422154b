// A PostgreSQL server of the machine's own installation (Debian: /usr/lib/postgresql/<major>/bin), for
// tests that need its client tools to match the server (pg_dump refuses a newer server, and the embedded
// PostgreSQL ships no pg_dump). Run as the postgres user when the tests run as root.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest installed Debian PostgreSQL's bin folder, or null. */
export function debianPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const major = fs
    .readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return major ? path.join(root, major, 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throwaway cluster (trust auth on 127.0.0.1; `listen` adds addresses it listens on and trusts, with
 * their /30, e.g. the database host's end of a veth link); `stop` stops it and removes its files.
 */
export async function startDebianPostgres(bin: string, options: { listen?: string[] } = {}): Promise<{ url: string; port: number; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-debian-pg-'));
  const asPostgres = process.getuid?.() === 0;
  const exec = (tool: string, args: string[]) =>
    asPostgres ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  if (asPostgres) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const listen = ['127.0.0.1', ...(options.listen ?? [])];
  if (options.listen?.length) fs.appendFileSync(path.join(data, 'pg_hba.conf'), options.listen.map((address) => `host all all ${address}/30 trust\n`).join(''));
  await exec('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=${listen.join(',')} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
