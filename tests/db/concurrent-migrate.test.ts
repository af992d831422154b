// `npm start` launches the web process and the worker together, and both migrate the SQLite file at start:
// on a new file they must not fail with "table … already exists" (CI's full run, stop 24).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/processes';

const dir = mkdtempSync(path.join(tmpdir(), 'vowly-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One process that waits for the common start time, then opens and migrates the file. */
function migrator(file: string, startAt: number): Promise<{ code: number | null; output: string }> {
  const script = `
    const { openDatabase, migrateDatabase } = await import(${JSON.stringify(path.join(ROOT, 'src/core/db/connection.ts'))});
    const db = openDatabase(process.argv[1]);
    while (Date.now() < Number(process.argv[2])) {}
    migrateDatabase(db);
    db.$client.close();
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, file, String(startAt)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('migrating one new SQLite file from several processes at once', () => {
  it('every process starts: none fails because another created the tables first', async () => {
    for (let round = 0; round < 3; round++) {
      const file = path.join(dir, `round-${round}.sqlite`);
      const startAt = Date.now() + 3000;
      const results = await Promise.all([0, 1, 2, 3].map(() => migrator(file, startAt)));
      for (const result of results) expect(result, result.output).toMatchObject({ code: 0 });
    }
  }, 60_000);
});
