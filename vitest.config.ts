import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { RunOrderSequencer } from './tests/setup/run-order.ts';

// Which tests need what: unit tests need nothing; the others share the run's global setup (one
// client build, cached by source fingerprint, and one embedded PostgreSQL per project).
const WITH_SERVICES = ['tests/setup/global-setup.ts'];
// A feature's integration tests sit in src/features/<feature>/tests/; tests/ keeps the cross-feature ones.
const FEATURE_TESTS = 'src/features/*/tests/**';
const BROWSER = 'tests/browser/**/*.test.ts';
const WORKER = ['tests/**/*.worker.test.ts', `${FEATURE_TESTS}/*.worker.test.ts`, 'tests/jobs/**/*.test.ts'];
const STARTUP = ['tests/cli/**/*.test.ts', 'tests/db/startup.test.ts', 'tests/ops/**/*.test.ts'];
const STRESS = ['tests/**/concurrency.test.ts', `${FEATURE_TESTS}/concurrency.test.ts`];
// Route tests run a second time on DATA_ENGINE=postgres's store (issue 29 item 4): every route test file of a feature
// and of tests/server, except a file that says why not in a line `// sqlite-only: <why>` (docs/scaling.md).
const ON_POSTGRES = routeTestsOnBothEngines(['src/features', 'tests/server']);
// Files share their worker's modules (one import per worker, not per file); what a test changes is put back after it.
const SHARED_MODULES = { isolate: false, restoreMocks: true, unstubGlobals: true, unstubEnvs: true } as const;

function routeTestsOnBothEngines(roots: string[]): string[] {
  const isRouteTest = (file: string) => /\.test\.tsx?$/.test(file) && !/\.worker\.test\.ts$|(^|\/)concurrency\.test\.ts$/.test(file);
  const inTestsFolder = (file: string) => file.startsWith('tests/') || /^src\/features\/[^/]+\/tests\//.test(file);
  return roots
    .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file}`))
    .filter((file) => isRouteTest(file) && inTestsFolder(file))
    .filter((file) => !/^\/\/ sqlite-only: /m.test(readFileSync(file, 'utf8')))
    .sort();
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time: most test time is waiting on servers, Chromium and PostgreSQL (11 min instead of 20+).
    maxWorkers: 2,
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    env: { NODE_ENV: 'test', LOG_REQUESTS: 'false' },
    // drizzle-orm and date-fns load in 0.4 s instead of about 7 s of CPU per test process (the hook says why).
    execArgv: ['--import', './scripts/package-resolve-hook.mjs'],
    // Each project transforms the same source for its workers: with the transforms kept on disk
    // (node_modules/.experimental-vitest-cache), the second project onwards reads them (8 s less of the main
    // process's CPU over three projects, measured from an empty cache as on a clean clone).
    experimental: { fsModuleCache: true },
    // Long files first, short ones last, so both workers finish together (tests/setup/run-order.ts says why).
    sequence: { sequencer: RunOrderSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'islands/**/*.test.{ts,tsx}', 'jobs/**/*.test.ts'],
          exclude: [`${FEATURE_TESTS}/*.test.{ts,tsx}`],
          // Worker threads, not processes: the project is mostly importing, and threads start and share the
          // main process's transforms sooner (12.4 s wall here against 15.5 s in forks, issue 29 item 7).
          pool: 'threads',
          // Files share their worker's modules (each worker imports zod, drizzle, React… once, not once per
          // file: the import time was 15 times the test time). Unit tests keep no state between files; spies,
          // stubbed globals and environment variables are put back after each test.
          ...SHARED_MODULES,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.{ts,tsx}', `${FEATURE_TESTS}/*.test.{ts,tsx}`],
          exclude: [BROWSER, ...WORKER, ...STARTUP, ...STRESS],
          globalSetup: WITH_SERVICES,
          ...SHARED_MODULES,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-postgres',
          include: ON_POSTGRES,
          env: { VOWLY_TEST_ENGINE: 'postgres' },
          globalSetup: WITH_SERVICES,
          setupFiles: ['tests/setup/postgres-pass.ts'],
          // As the integration project: the files share their worker's modules (vitest's import and setup were
          // 980 s of the pass's 1,440 s summed over files, isolated), and the next test app's clone carries over.
          ...SHARED_MODULES,
        },
      },
      // The processes' projects share their worker's modules too (each file in a new process imported it all again:
      // the worker project took 74 s of CPU isolated and 56 s shared).
      { extends: true, test: { name: 'worker', include: WORKER, globalSetup: WITH_SERVICES, ...SHARED_MODULES } },
      { extends: true, test: { name: 'startup', include: STARTUP, globalSetup: WITH_SERVICES, ...SHARED_MODULES } },
      // A page load plus hydration in Chromium takes 10× longer on a loaded CI machine than here (a test that
      // holds the scripts back took over 30 s in CI's stop 23 and 1 s idle); a hang still fails, at 60 s.
      {
        extends: true,
        // One retry: two load-only failures (app-dialogs' slow-phone zone, seating's split household) each failed one of
        // three full runs at stop 26 and pass alone; a test that is really broken still fails twice.
        // The files share their worker's modules as the integration project's do (imports were 228 s of the project's
        // 1,068 s summed over files, isolated).
        test: {
          name: 'browser',
          include: [BROWSER],
          globalSetup: ['tests/setup/browser-setup.ts'],
          testTimeout: 60_000,
          retry: 1,
          ...SHARED_MODULES,
        },
      },
      { extends: true, test: { name: 'stress', include: STRESS, globalSetup: WITH_SERVICES, ...SHARED_MODULES } },
    ],
  },
});
