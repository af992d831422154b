import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../core/config/env';
import { connectQueueDatabase } from '../core/queue/connect';

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
  const packageResolveHook = path.join(ROOT, 'scripts/package-resolve-hook.mjs');
  return { file, execArgv: ['--import', packageResolveHook, '--import', 'tsx', ...(watch ? ['--watch-path=src', '--watch-path=jobs'] : [])] };
}

function startChild(name: ChildName, env: NodeJS.ProcessEnv, watch: boolean): Child {
  const { file, execArgv } = entryFor(name, watch);
  const child = fork(file, [], { env, execArgv, stdio: 'inherit' });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, exited };
}

/** A child still running this long after SIGTERM is killed, so the queue's PostgreSQL always stops, last. */
export const STOP_KILL_AFTER_MS = 10_000;
const PARENT_CHECK_MS = 1000;

/** The processes a process started, and theirs (Linux; elsewhere none are known). */
function descendants(pid: number): number[] {
  const found: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      for (const child of fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number)) {
        found.push(child, ...descendants(child));
      }
    }
  } catch {
    // gone meanwhile, or no /proc
  }
  return found;
}

/** SIGTERM, then SIGKILL (with whatever it started) if it has not exited STOP_KILL_AFTER_MS later. */
async function stopChild(name: ChildName, child: Child) {
  const running = () => child.process.exitCode === null && child.process.signalCode === null;
  if (!running()) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => {
    if (!running()) return;
    console.error(`[vowly] ${name} did not stop within ${STOP_KILL_AFTER_MS / 1000} s of SIGTERM; killing it (SIGKILL)`);
    for (const pid of [child.process.pid!, ...descendants(child.process.pid!)]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {}
    }
  }, STOP_KILL_AFTER_MS);
  await child.exited;
  clearTimeout(timer);
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
    const children = [...current.entries()];
    await Promise.all(children.map(([name, child]) => stopChild(name, child)));
    await queueDb.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stopAll(0));
  // `npm start` stopped by a SIGTERM to npm alone: npm exits without passing it on, and this
  // process would go on serving as an orphan. Its parent changing means that parent is gone.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid === parent || stopping) return;
    console.log('[vowly] the process that started this one is gone; stopping');
    void stopAll(0);
  }, PARENT_CHECK_MS).unref();

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
