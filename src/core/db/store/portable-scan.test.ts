// Every repository is portable (src/core/db/store/portable.ts): no better-sqlite3-only call, and tables
// only through `t`, so the same code runs on both engines (a repository importing a schema's tables
// would run SQLite's tables on PostgreSQL).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

function repositories(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || entry.name.endsWith('.test.ts')) return [];
    const file = path.join(entry.parentPath, entry.name);
    return /(^|\/)repository(\.ts|\/[^/]+\.ts)$/.test(path.relative(dir, file)) || entry.name.endsWith('-repository.ts') ? [file] : [];
  });
}

describe('repositories are portable', () => {
  const files = [...repositories(path.join(root, 'src/features')), ...repositories(path.join(root, 'src/core'))];
  it('finds the repositories', () => {
    expect(files.length).toBeGreaterThan(1);
  });
  it.each(files.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const source = fs.readFileSync(file, 'utf8');
    expect(source.match(/\.(get|all|run)\(\)|\.values\(\)/g) ?? [], 'better-sqlite3-only calls: await the query').toEqual([]);
    const tableImports = source.match(/^import (?!type)[^;]*from '[^']*\/(db\/schema|postgres\/schema)[^']*';/gm) ?? [];
    expect(tableImports, 'tables come from portable(store).t (import type is fine)').toEqual([]);
  });
});
