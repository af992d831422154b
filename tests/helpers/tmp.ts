import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

const UNIT_TMP_ROOT = path.resolve(import.meta.dirname, '../.tmp/unit');

/**
 * A fresh folder under the run's tests/.tmp folder (readable by the postgres user when tests run as
 * root); unit tests, which have no global setup, get one under tests/.tmp/unit.
 */
export function tempDir(prefix: string): string {
  const root = inject('tmpRoot') ?? UNIT_TMP_ROOT;
  fs.mkdirSync(root, { recursive: true });
  return fs.mkdtempSync(path.join(root, `${prefix}-`));
}
