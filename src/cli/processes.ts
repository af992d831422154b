import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Env } from '../env';
import { connectQueueDatabase } from '../queue/connect';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
}

function startChild(name: string, script: string, env: NodeJS.ProcessEnv, watch: boolean): Child {
  const execArgv = ['--import', 'tsx', ...(watch ? ['--watch-path=src', '--watch-path=jobs'] : [])];
  const child = fork(path.join(ROOT, script), [], { env, execArgv, stdio: 'inherit' });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, process: child, exited };
}

function waitReady(child: Child): Promise<void> {
  return new Promise((resolve, reject) => {
    child.process.on('message', (m: { type?: string }) => m?.type === 'ready' && resolve());
    child.exited.then((code) => reject(new Error(`${child.name} exited during start-up (code ${code})`)));
  });
}

/**
 * Runs the web and worker processes against one queue database (embedded unless DATABASE_URL)
 * and stops them in order: children first, then the postgres this process started.
 */
export async function runWebAndWorker(config: Env, options: { watch?: boolean; extraEnv?: NodeJS.ProcessEnv } = {}) {
  const queueDb = await connectQueueDatabase(config);
  const childEnv = { ...process.env, ...options.extraEnv, DATABASE_URL: queueDb.url };
  const children = [
    startChild('web', 'src/cli/web.ts', childEnv, options.watch ?? false),
    startChild('worker', 'jobs/worker.ts', childEnv, options.watch ?? false),
  ];

  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGTERM');
    await Promise.all(children.map((c) => c.exited));
    await queueDb.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  for (const child of children) {
    child.exited.then((code) => {
      if (!stopping && !options.watch) {
        console.error(`[vowly] ${child.name} stopped unexpectedly (code ${code}); shutting down`);
        void stopAll(1);
      }
    });
  }
  try {
    await Promise.all(children.map(waitReady));
  } catch (error) {
    console.error(`[vowly] ${(error as Error).message}`);
    await stopAll(1);
  }
}
