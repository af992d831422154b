import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** A fresh folder under tests/.tmp (readable by the postgres user when tests run as root). */
export function tempDir(prefix: string): string {
  const root = inject('tmpRoot');
  fs.mkdirSync(root, { recursive: true });
  return fs.mkdtempSync(path.join(root, `${prefix}-`));
}
