// RSVP answers per second with several web processes on one database (issue 29 item 6, PostgreSQL side):
// `webs` web processes, then every guest of `guests` answering at once (one PATCH each, a new connection
// each), the answers split evenly across the processes. Answers/s is the guests over the wall time from the
// first request to the last answer; every answer must be a 200.
import type { ChildProcess } from 'node:child_process';
import { rsvpToken } from '../../src/features/guests/domain/rsvp-link';
import { freePort } from '../../tests/helpers/processes';
import { send } from '../floor';

export interface AnsweringGuest {
  id: string;
  weddingId: string;
  rsvpLinkVersion: number;
  weddingUrl: string;
}

export interface ThroughputRun {
  dataDir: string;
  env: Record<string, string>;
  webs: number;
  guests: AnsweringGuest[];
  start: (dataDir: string, port: number, env: Record<string, string>) => Promise<ChildProcess>;
  stop: (web: ChildProcess | undefined) => Promise<void>;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function answersPerSecond({ dataDir, env, webs, guests, start, stop }: ThroughputRun) {
  const started: ChildProcess[] = [];
  try {
    const bases: string[] = [];
    for (let i = 0; i < webs; i++) {
      const port = await freePort();
      started.push(await start(dataDir, port, env));
      bases.push(`http://127.0.0.1:${port}`);
    }
    const secret = { dataDir };
    const statuses = new Map<number, number>();
    const times: number[] = [];
    const began = performance.now();
    await Promise.all(
      guests.map(async (guest, i) => {
        const base = bases[i % bases.length]!;
        const t = performance.now();
        const res = await send(base, `/api/v1/public/${guest.weddingUrl}/rsvp`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ token: rsvpToken(secret, guest), members: [{ guestId: guest.id, status: i % 3 ? 'Accepted' : 'Declined' }] }),
        });
        times.push(performance.now() - t);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
    );
    const wall = (performance.now() - began) / 1000;
    times.sort((a, b) => a - b);
    return {
      answers: guests.length,
      'wall s': wall.toFixed(1),
      'answers/s': (guests.length / wall).toFixed(1),
      'p50 ms': percentile(times, 50).toFixed(0),
      'p99 ms': percentile(times, 99).toFixed(0),
      statuses: [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
    };
  } finally {
    for (const web of started) await stop(web);
  }
}
