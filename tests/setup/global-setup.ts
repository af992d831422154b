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
  // Each run builds into and queues in folders of its own, so parallel runs never collide.
  const runDir = fs.mkdtempSync(path.join(TMP_ROOT, 'run-'));
  const clientBuildDir = path.join(runDir, 'client');
  process.env.CLIENT_BUILD_DIR = clientBuildDir; // inherited by test workers and spawned servers
  await ensureClientBuild({ quiet: true, outDir: clientBuildDir });
  const dataDir = path.join(runDir, 'queue');
  const pg = await startEmbeddedPostgres({ dataDir, pgDir: path.join(dataDir, 'pg'), log: () => {} });
  project.provide('pgUrl', pg.url);
  project.provide('tmpRoot', runDir);
  return async () => {
    await pg.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
    fs.rmSync(pg.dir, { recursive: true, force: true });
  };
}
