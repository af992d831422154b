import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Env } from '../env';
import { connectQueueDatabase } from '../queue/connect';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A child that dies after start-up is started again after 1 s, 2 s, 5 s, 10 s, then every 30 s. */
export const RESTART_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];
/** A child that ran this long before dying starts the back-off from the beginning. */
const STABLE_AFTER_MS = 60_000;

type ChildName = 'web' | 'worker';

interface Child {
  process: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The file a child runs: the built JavaScript next to this file when `npm start` runs from dist/
 * (see scripts/launch.mjs), otherwise the TypeScript source through tsx.
 */
function entryFor(name: ChildName, watch: boolean): { file: string; execArgv: string[] } {
  const builtDir = process.env.VOWLY_SERVER_BUILD_DIR;
  if (builtDir && !watch) return { file: path.join(builtDir, `${name}.js`), execArgv: ['--enable-source-maps'] };
  const file = path.join(ROOT, name === 'web' ? 'src/cli/web.ts' : 'jobs/worker.ts');
  return { file, execArgv: ['--import', 'tsx', ...(watch ? ['--watch-path=src', '--watch-path=jobs'] : [])] };
}

function startChild(name: ChildName, env: NodeJS.ProcessEnv, watch: boolean): Child {
  const { file, execArgv } = entryFor(name, watch);
  const child = fork(file, [], { env, execArgv, stdio: 'inherit' });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, exited };
}

const describeExit = ({ code, signal }: { code: number | null; signal: NodeJS.Signals | null }) => (signal ? `signal ${signal}` : `code ${code}`);

/**
 * Runs the web and worker processes against one queue database (embedded unless DATABASE_URL).
 * A child that dies after start-up is restarted with back-off; the others keep running. On
 * SIGINT (Ctrl-C reaches every process of the terminal's group), SIGTERM or SIGHUP, the children
 * stop first (the worker releases its jobs), then the PostgreSQL this process started, last.
 */
export async function runWebAndWorker(config: Env, options: { watch?: boolean; extraEnv?: NodeJS.ProcessEnv } = {}) {
  const watch = options.watch ?? false;
  const queueDb = await connectQueueDatabase(config);
  const childEnv = { ...process.env, ...options.extraEnv, DATABASE_URL: queueDb.url };
  const current = new Map<ChildName, Child>();
  const timers = new Set<NodeJS.Timeout>();

  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    const children = [...current.values()];
    for (const child of children) if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGTERM');
    await Promise.all(children.map((c) => c.exited));
    await queueDb.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stopAll(0));

  const supervise = (name: ChildName) =>
    new Promise<void>((resolveReady, rejectReady) => {
      let ready = false;
      let failures = 0;
      const launch = () => {
        const child = startChild(name, childEnv, watch);
        const startedAt = Date.now();
        current.set(name, child);
        child.process.on('message', (m: { type?: string }) => {
          if (m?.type !== 'ready') return;
          if (ready) console.log(`[vowly] ${name} is running again`);
          ready = true;
          resolveReady();
        });
        void child.exited.then((exit) => {
          if (stopping) return;
          if (!ready) return rejectReady(new Error(`${name} exited during start-up (${describeExit(exit)})`));
          if (watch) return; // node --watch restarts its own child
          if (Date.now() - startedAt > STABLE_AFTER_MS) failures = 0;
          const delay = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)]!;
          failures += 1;
          console.error(`[vowly] ${name} stopped unexpectedly (${describeExit(exit)}); restarting it in ${delay / 1000} s`);
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!stopping) launch();
          }, delay);
          timers.add(timer);
        });
      };
      launch();
    });

  try {
    await Promise.all([supervise('web'), supervise('worker')]);
  } catch (error) {
    console.error(`[vowly] ${(error as Error).message}`);
    await stopAll(1);
  }
}
