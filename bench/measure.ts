// What the benches share: their --name value options, pinning a process to a core, a process's CPU
// time, and one autocannon run measured by the server's CPU per request.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';

/** The value after --name on the command line, else the fallback. */
export function benchOption(name: string, fallback: string, args = process.argv.slice(2)): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
}

export function pin(pid: number, core: string) {
  spawn('taskset', ['-pc', core, String(pid)], { stdio: 'ignore' });
}

/** A process's user + system CPU time in microseconds (USER_HZ is 100 on Linux). */
export function cpuMicros(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(stat[11]) + Number(stat[12])) / 100) * 1e6;
}

export interface CpuResult {
  rps: number;
  cpuMsPerRequest: number;
  errors: number;
  non2xx: number;
  /** The answers' status codes with their counts, e.g. "200×1234". */
  status: string;
}

/** Loads `url` with autocannon (2 s of warm-up first) and charges the server `pid`'s CPU to its requests. */
export async function measureCpu(
  url: string,
  pid: number,
  headers: Record<string, string>,
  load: { connections: number; seconds: number },
): Promise<CpuResult> {
  const run = (duration: number) => autocannon({ url, connections: load.connections, duration, headers, pipelining: 1 }) as Promise<autocannon.Result>;
  await run(2); // warm-up: JIT, caches, compressed variants
  const before = cpuMicros(pid);
  const result = await run(load.seconds);
  const cpu = cpuMicros(pid) - before;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${(s as { count: number }).count}`)
    .join(' ');
  return {
    rps: result.requests.average,
    cpuMsPerRequest: cpu / 1000 / Math.max(result.requests.total, 1),
    errors: result.errors,
    non2xx: result.non2xx,
    status: statuses,
  };
}
