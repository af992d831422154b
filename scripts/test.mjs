// `npm test`: the type check (tsc) and the test run (vitest) side by side, not one after the other. tsc takes
// about 40 s of one core; it runs at the lowest CPU priority, so it takes the moments the tests leave a core idle
// (waits on PostgreSQL, processes and Chromium, the last files) instead of slowing the global setup's builds.
// tsc's errors are printed after the tests' summary; the command fails when either fails. Arguments go to vitest
// (`npm test -- --project unit`).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const children = new Set();

/** Runs `node [nodeArgs] <script> <args>`; resolves with its exit code (and its output, when `capture`). */
function run(script, args, { capture = false, lowPriority = false, nodeArgs = [] } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs, script, ...args], { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    children.add(child);
    if (lowPriority && child.pid) {
      try {
        os.setPriority(child.pid, 19);
      } catch {
        // a system that refuses leaves it at normal priority
      }
    }
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

const typecheck = run(require.resolve('typescript/bin/tsc'), ['--noEmit', '-p', '.'], { capture: true, lowPriority: true });
// vitest's main process loads drizzle-orm for the global setup (the run's PostgreSQL template): with the hook the test
// workers use (vitest.config.ts), the setup starts 1.8 s sooner.
const tests = run(path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs'), ['run', ...process.argv.slice(2)], {
  nodeArgs: ['--import', pathToFileURL(path.join(import.meta.dirname, 'package-resolve-hook.mjs')).href],
});
const [types, suite] = await Promise.all([typecheck, tests]);
if (types.code !== 0) process.stderr.write(`\n${types.output}\nnpm test: the type check (tsc) failed, above\n`);
process.exitCode = types.code || suite.code;
