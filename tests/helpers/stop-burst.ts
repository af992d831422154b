// What a stop must survive (issue 28 item 8): a burst of work in flight in every process — a page,
// a wrong password (argon2 on the thread pool), an image upload (sharp reads its header, a child
// encodes it) and a password-reset e-mail (the worker's send). Shared by tests/cli/stops.test.ts
// and bench/stops.ts.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { openDatabase } from '../../src/core/db/connection';
import { users, weddings } from '../../src/core/db/schema';
import { createSession } from '../../src/core/auth/sessions';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { SESSION_COOKIE } from '../../src/core/http/middleware/session';
import { groupAlive } from './processes';

export interface DemoSession {
  cookie: string;
  weddingId: string;
}

/** A session of the seeded demo couple, written straight into the data folder's database. */
export async function demoSession(dataDir: string): Promise<DemoSession> {
  const db = openDatabase(path.join(dataDir, 'vowly.db'));
  const store = sqliteStore(db);
  try {
    const demo = db.select().from(users).where(eq(users.email, 'demo@vowly.local')).get()!;
    const wedding = db.select().from(weddings).where(eq(weddings.ownerId, demo.id)).get()!;
    return { cookie: `${SESSION_COOKIE}=${(await createSession(store, demo.id)).token}`, weddingId: wedding.id };
  } finally {
    await store.close();
  }
}

/** A photo big enough that encoding it takes a while. */
export function burstImage(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg()
    .toBuffer();
}

/** Starts the requests and returns at once (their answers do not matter: the stop cuts them short). */
export function startBurst(base: string, session: DemoSession, image: Buffer): void {
  const json = { 'content-type': 'application/json', origin: base };
  const upload = async () => {
    const signRes = await fetch(`${base}/api/v1/weddings/${session.weddingId}/sign-upload`, {
      method: 'POST',
      headers: { cookie: session.cookie, origin: base },
    });
    const signed = (await signRes.json()) as Record<string, string | number>;
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo');
    form.set('api_key', String(signed.apiKey));
    for (const key of ['timestamp', 'signature', 'folder', 'allowed_formats', 'transformation', 'context']) {
      if (signed[key] !== undefined) form.set(key, String(signed[key]));
    }
    await fetch(`${base}${signed.upload_url}`, { method: 'POST', body: form });
  };
  const requests = [
    fetch(`${base}/demo`).then((r) => r.text()),
    fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'demo@vowly.local', password: 'wrong-password-1' }) }),
    fetch(`${base}/api/v1/auth/forgot-password`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'demo@vowly.local' }) }),
    upload(),
  ];
  for (const request of requests) request.catch(() => undefined);
}

/** Every live (not zombie) process of a process group. */
export function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') members.push(Number(entry));
    } catch {
      // exited while being read
    }
  }
  return members;
}

/** Waits until no process of the group is left; the ones still there after `timeoutMs`. */
export async function groupGone(pgid: number, timeoutMs: number): Promise<number[]> {
  const started = Date.now();
  while (groupAlive(pgid) && groupMembers(pgid).length > 0 && Date.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 50));
  return groupMembers(pgid);
}
