import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** `node --import` this before tsx: drizzle-orm and date-fns load in 0.4 s instead of 7 s (the file says why). */
export const PACKAGE_RESOLVE_HOOK = path.join(ROOT, 'scripts/package-resolve-hook.mjs');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  /** Sends `signal` to the whole process group (only for a process started with `detached`). */
  signalGroup: (signal: NodeJS.Signals) => void;
}

export interface RunOptions {
  /** In a process group of its own (as a terminal runs it): `signalGroup` reaches every process in it. */
  detached?: boolean;
  /** Inside this network namespace (`ip netns exec`; bench/two-hosts): its own "host". */
  netns?: string;
}

/** The run's server build's entries (scripts/build-server.mjs's `serverEntries()`, from the global setup), by their source. */
function builtEntryFor(script: string): string | undefined {
  const entries = JSON.parse(process.env.VOWLY_TEST_SERVER_ENTRIES ?? '{}') as Record<string, string>;
  return Object.entries(entries).find(([, source]) => source === script)?.[0];
}

/** The run's server build (tests/setup/global-setup.ts), for a test that runs scripts/launch.mjs on it. */
export function runServerBuild(): string {
  const dir = process.env.VOWLY_TEST_SERVER_BUILD;
  if (!dir) throw new Error('no server build: this project has no global setup (tests/setup/global-setup.ts)');
  return dir;
}

/**
 * Runs one of our scripts as a real process, capturing its output. An entry of the server build runs from the run's
 * build (tests/setup/global-setup.ts), as `npm start` runs it; any other script (a test's fixture) through tsx.
 */
export function runScript(script: string, env: Record<string, string>, args: string[] = [], options: RunOptions = {}): RunningProcess {
  const buildDir = process.env.VOWLY_TEST_SERVER_BUILD;
  const entry = builtEntryFor(script);
  if (buildDir && entry) {
    // As scripts/launch.mjs: `start` forks the web and the worker from the same build.
    return runNode(['--enable-source-maps', path.join(buildDir, `${entry}.js`), ...args], { VOWLY_SERVER_BUILD_DIR: buildDir, ...env }, options, script);
  }
  return runNode(['--import', PACKAGE_RESOLVE_HOOK, '--import', 'tsx', path.join(ROOT, script), ...args], env, options, script);
}

/** Runs plain `node <args>` in the project folder (e.g. the built server), capturing its output. */
export function runNode(args: string[], env: Record<string, string>, options: RunOptions = {}, script = args.join(' ')): RunningProcess {
  const [command, argv] = options.netns ? ['ip', ['netns', 'exec', options.netns, process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, argv, {
    cwd: ROOT,
    // Production needs PUBLIC_URL (issue 28 item 10): the listening address unless the test sets one.
    env: { ...process.env, NODE_ENV: 'production', LOG_REQUESTS: 'false', PUBLIC_URL: `http://localhost${env.PORT ? `:${env.PORT}` : ''}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          if (pattern.test(output)) return resolve();
          if (child.exitCode !== null) return reject(new Error(`${script} exited (${child.exitCode}) before ${pattern}:\n${output}`));
          if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${pattern}:\n${output}`));
          setTimeout(check, 50);
        };
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    signalGroup(signal) {
      process.kill(-child.pid!, signal);
    },
  };
}

export async function waitUntil<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Is any process of this process group still running? */
export function groupAlive(pgid: number): boolean {
  return processAlive(-pgid);
}
