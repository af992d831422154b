// Guests' photos (issue 26, "Speed and memory"): peak RSS of the web process, with its image children, while 20
// guests send a 48 MP, ~12 MB phone photo at once to POST /api/v1/public/{weddingUrl}/photos, each from its own
// address (X-Forwarded-For, TRUST_PROXY=1). Beside it, the floor: one plain sharp decode of the same photo in a
// process of its own. Budget: under 300 MB above idle (the issue). `npm run bench:photos-upload`; GUESTS=n.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { phone48mpJpeg } from '../src/features/photos/tests/helpers';
import { clientBundles, floorOf, MB, mb, procStatus, resetPeak, type Server, startServer, withImageChildren } from './process-memory';

const GUESTS = Number(process.env.GUESTS ?? 20);
const BUDGET_MB = 300;

async function share(server: Server, photo: Buffer, i: number): Promise<string> {
  const form = new FormData();
  form.set('name', `Guest ${i + 1}`);
  form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  const res = await fetch(`${server.base}/api/v1/public/demo/photos`, {
    method: 'POST',
    body: form,
    headers: { origin: server.base, 'x-forwarded-for': `198.18.0.${i + 1}` },
  });
  const body = (await res.json()) as { msg?: string };
  return res.status === 201 ? '201' : `${res.status} ${body.msg}`;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-photos-bench-'));
  const clientDir = path.join(dir, 'client');
  await clientBundles(clientDir);
  const file = await phone48mpJpeg();
  const photo = fs.readFileSync(file.path);
  const server = await startServer(clientDir, { TRUST_PROXY: '1' });
  try {
    // Warm: the route, sharp and the image child loaded once, as in a server that has taken a photo.
    console.log(`warm-up: ${await share(server, photo, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    resetPeak(server.pid);
    const idle = procStatus(server.pid, 'VmRSS');
    let sampled = 0;
    const sampler = setInterval(() => (sampled = Math.max(sampled, withImageChildren(server.pid))), 5);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: GUESTS }, (_, i) => share(server, photo, i)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const own = procStatus(server.pid, 'VmHWM') - idle;
    const peak = Math.max(own + idle, sampled) - idle;
    const counts = new Map<string, number>();
    for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
    const floor = floorOf(file.path);
    console.log(`\n${GUESTS} guests at once, each a ${(file.bytes / MB).toFixed(1)} MB, 8000×6000 (48 MP) JPEG, in ${seconds.toFixed(1)} s:`);
    console.log(`  answers:                      ${[...counts].map(([a, n]) => `${n}× ${a}`).join(', ')}`);
    console.log(`  idle RSS:                     ${mb(idle)}`);
    console.log(`  web process peak above idle:  ${mb(own)}`);
    console.log(`  with its image children:      ${mb(peak)}`);
    console.log(`  floor (one sharp decode):     ${mb(floor)}`);
    console.log(`\nPeak above idle ${mb(peak)} (budget ${BUDGET_MB} MB): ${peak < BUDGET_MB * MB ? 'within' : 'OVER'} budget`);
    process.exitCode = peak < BUDGET_MB * MB ? 0 : 1;
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
