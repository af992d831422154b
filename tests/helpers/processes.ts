import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

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

/** Runs one of our entry scripts as a real process (node --import tsx), capturing its output. */
export function runScript(script: string, env: Record<string, string>, args: string[] = [], options: RunOptions = {}): RunningProcess {
  return runNode(['--import', 'tsx', path.join(ROOT, script), ...args], env, options, script);
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
