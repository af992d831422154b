// drizzle applies a migration only when its journal time is newer than the newest one a database recorded,
// so a journal whose times do not increase makes every migration after the out-of-order one skipped on an
// existing database (PostgreSQL's 0003 had a hand-set future time: 0004 to 0013 never ran on an upgrade).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../migrations');

describe.each([
  ['SQLite', ROOT],
  ['PostgreSQL', path.join(ROOT, 'postgres')],
])('the %s migration journal', (_engine, folder) => {
  it('lists its migrations in order with times that always increase', () => {
    const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string; when: number }[] };
    const tags = journal.entries.map((entry) => entry.tag);
    expect(tags).toEqual([...tags].sort());
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when).map((entry) => entry.tag);
    expect(late).toEqual([]);
  });
});
