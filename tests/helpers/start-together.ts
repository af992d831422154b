// Processes that must begin their work at the same moment (the concurrency tests' writers). Each loads its code, says
// "ready" and waits; the test starts them all with one signal once every one is ready. A start time fixed ahead (a few
// seconds) was not enough: the writers took 2.6 s of CPU each to load on two cores and began up to half a second apart.
import type { RunningProcess } from './processes';

const START_SIGNAL = 'SIGUSR2';

/** In the writer: prints "ready" and resolves when the test says start. */
export function readyThenStart(): Promise<void> {
  // A signal listener alone does not keep Node running: without the timer the process ended while it waited.
  const waiting = setInterval(() => {}, 60_000);
  const started = new Promise<void>((resolve) =>
    process.once(START_SIGNAL, () => {
      clearInterval(waiting);
      resolve();
    }),
  );
  console.log('ready');
  return started;
}

/** In the test: waits until every writer is ready, then starts them all at once; stops them all if one never gets ready. */
export async function startTogether(writers: RunningProcess[], timeoutMs = 90_000): Promise<void> {
  try {
    await Promise.all(writers.map((writer) => writer.waitFor(/^ready$/m, timeoutMs)));
  } catch (error) {
    await Promise.all(writers.map((writer) => writer.stop('SIGKILL')));
    throw error;
  }
  for (const writer of writers) writer.child.kill(START_SIGNAL);
}
