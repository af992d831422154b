import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureClientBuild } from '../../src/cli/client-build';
import { startEmbeddedPostgres } from '../../src/queue/embedded-postgres';

export const TMP_ROOT = path.resolve(import.meta.dirname, '../.tmp');

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    tmpRoot: string;
  }
}

/**
 * Once per run: the client build (browser and page tests need its manifest) and one embedded
 * PostgreSQL; each test file that needs the queue makes a database of its own there.
 */
export default async function setup(project: TestProject) {
  fs.mkdirSync(TMP_ROOT, { recursive: true });
  await ensureClientBuild({ quiet: true });
  const dataDir = path.join(TMP_ROOT, 'queue');
  const pg = await startEmbeddedPostgres({ dataDir, pgDir: path.join(dataDir, 'pg'), log: () => {} });
  project.provide('pgUrl', pg.url);
  project.provide('tmpRoot', TMP_ROOT);
  return async () => {
    await pg.stop();
  };
}
