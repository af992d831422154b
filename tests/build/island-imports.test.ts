import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isClientFolder, SERVER_PACKAGES } from '../../src/build/island-imports';

interface ImportViolation {
  importer: string;
  imported: string;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Every import (type-only ones included: a type from the server is a server dependency too) of the
 * non-test files under islands/, followed through the project's own files, that leaves the client
 * folders or names a server package.
 */
function islandImportViolations(root: string): ImportViolation[] {
  const islandsDir = path.join(root, 'islands');
  const start = (fs.readdirSync(islandsDir, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(islandsDir, f));
  const seen = new Set<string>();
  const violations: ImportViolation[] = [];
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const importer = path.relative(root, file).replaceAll('\\', '/');
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) {
        if (SERVER_PACKAGES.test(specifier)) violations.push({ importer, imported: specifier });
        continue;
      }
      const target = resolveRelative(file, specifier);
      if (!target) continue; // assets and CSS: not code
      const imported = path.relative(root, target).replaceAll('\\', '/');
      if (!isClientFolder(imported)) violations.push({ importer, imported });
      else if (/\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return violations;
}

describe('the island guard', () => {
  it('islands import only src/shared, src/shared/client, src/core/rendering/hydration and the public sections (issue 15 item 2)', () => {
    expect(islandImportViolations(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  });

  it('reports an island that reaches server code, through a shared file or by a type', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'island-guard-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      };
      write('islands/Good.tsx', "import { a } from '../src/shared/a';\nexport const g = a;\n");
      write('src/shared/a.ts', "import { b } from '../features/guests/b';\nexport const a = b;\n");
      write('src/features/guests/b.ts', 'export const b = 1;\n');
      write('islands/Typed.tsx', "import type { Row } from '../src/core/db/row';\nimport 'hono';\nexport type T = Row;\n");
      write('src/core/db/row.ts', 'export interface Row { id: string }\n');
      write('islands/Typed.test.ts', "import { b } from '../src/features/guests/b';\n");
      expect(islandImportViolations(root)).toEqual(
        expect.arrayContaining([
          { importer: 'src/shared/a.ts', imported: 'src/features/guests/b.ts' },
          { importer: 'islands/Typed.tsx', imported: 'src/core/db/row.ts' },
          { importer: 'islands/Typed.tsx', imported: 'hono' },
        ]),
      );
      expect(islandImportViolations(root)).toHaveLength(3);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
