// `npm start` launches the web process and the worker together, and both migrate the SQLite file at start:
// on a new file they must not fail with "table … already exists" (CI's full run, stop 24).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_RESOLVE_HOOK, ROOT } from '../helpers/processes';

const dir = mkdtempSync(path.join(tmpdir(), 'vowly-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * One process that opens the file, says "ready", and migrates when the test says "go" on its stdin: all of them
 * start migrating at once however long each took to start (a fixed start time was missed on a loaded machine).
 */
function migrator(file: string): { ready: Promise<void>; go: () => void; done: Promise<{ code: number | null; output: string }> } {
  const script = `
    const { openDatabase, migrateDatabase } = await import(${JSON.stringify(path.join(ROOT, 'src/core/db/connection.ts'))});
    const db = openDatabase(process.argv[1]);
    process.stdout.write('ready\\n');
    process.stdin.once('data', () => {
      migrateDatabase(db);
      db.$client.close();
      process.exit(0);
    });
  `;
  const child = spawn(process.execPath, ['--import', PACKAGE_RESOLVE_HOOK, '--import', 'tsx', '--input-type=module', '-e', script, file], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout!.on('data', (d: Buffer) => {
    output += d;
    if (output.includes('ready')) markReady();
  });
  child.stderr!.on('data', (d: Buffer) => (output += d));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => {
      markReady();
      resolve({ code, output });
    }),
  );
  return { ready, go: () => child.stdin!.end('go\n'), done };
}

describe('migrating one new SQLite file from several processes at once', () => {
  it('every process starts: none fails because another created the tables first', async () => {
    for (let round = 0; round < 3; round++) {
      const file = path.join(dir, `round-${round}.sqlite`);
      const migrators = [0, 1, 2, 3].map(() => migrator(file));
      await Promise.all(migrators.map((m) => m.ready));
      for (const m of migrators) m.go();
      const results = await Promise.all(migrators.map((m) => m.done));
      for (const result of results) expect(result, result.output).toMatchObject({ code: 0 });
    }
  }, 60_000);
});
