// Peak memory of the web process under worst-case image uploads (issues 17 item 1 and 28 item 11).
//
// Part 1, decode (issue 17): for each case, starts the real web process on a fresh, seeded data
// dir, warms it with one small upload, measures its idle RSS, fires 4 uploads of the case's image at
// once and reads the peak RSS of the process (VmHWM, reset to the idle RSS through
// /proc/<pid>/clear_refs) and of the process with its image children (sampled every 5 ms),
// whichever is higher. Beside it: the floor, the peak of a plain `sharp(file).raw().toBuffer()`
// decode of the same image in a separate process. Budget: 4 concurrent worst-case uploads stay
// under 300 MB above idle.
//
// Part 2, burst (issue 28): 160 forged 10 MB uploads at once (a well-formed signature that is not
// the server's), then 20 genuine ~9 MB photos at once (each freshly signed), each from an address of
// its own (X-Forwarded-For, TRUST_PROXY=1), every body sent whole whatever the answer. Measured the
// same way on the web process and, in the same run, on the floor: a plain node:http server that
// receives and discards the same bodies. Budget: under 300 MB above idle.
//
// The client bundles are copied (or built) into the data dir beforehand, so the measured process
// never builds them itself (it would when the source is newer than dist/client).
// PART=decode or PART=burst runs one part; CASES=1,3 measures only those decode cases (0-based).
// The shared measuring (the web process, /proc, the floor) is bench/process-memory.ts.
import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LOCAL_UPLOAD_PATH } from '../src/core/config/image-host';
import { clientBundles, floorOf, MB, mb, procStatus, resetPeak, type Server, startServer, withImageChildren } from './process-memory';

const BUDGET_MB = 300;
const CONCURRENT = Number(process.env.UPLOADS ?? 4);
/** The largest square under the 40 MP input cap (GIF: 16 MP). */
const SIDE = 6320;

interface Case {
  name: string;
  file: string;
  type: string;
}

async function makeImages(dir: string): Promise<Case[]> {
  const flat = (width: number) => sharp({ create: { width, height: width, channels: 3, background: '#e8d4c0' } });
  const write = async (name: string, image: sharp.Sharp, type: string) => {
    const file = path.join(dir, name);
    await image.toFile(file);
    return { file, type };
  };
  return [
    { name: `7000×7000 single-colour GIF (49 MP, the issue's bomb)`, ...(await write('bomb.gif', flat(7000).gif(), 'image/gif')) },
    { name: `4000×4000 single-colour GIF (16 MP, the GIF cap)`, ...(await write('flat.gif', flat(4000).gif(), 'image/gif')) },
    { name: `${SIDE}×${SIDE} single-colour PNG (40 MP)`, ...(await write('flat.png', flat(SIDE).png({ compressionLevel: 9 }), 'image/png')) },
    {
      name: `${SIDE}×${SIDE} noisy JPEG (40 MP)`,
      ...(await write(
        'noise.jpg',
        sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({
          quality: 50,
        }),
        'image/jpeg',
      )),
    },
  ];
}

async function upload(server: Server, bytes: Buffer, type: string): Promise<{ status: number; msg?: string; width?: number }> {
  const signRes = await fetch(`${server.base}/api/v1/weddings/${server.weddingId}/sign-upload`, { method: 'POST', headers: { cookie: server.cookie } });
  const signed = (await signRes.json()) as Record<string, string | number>;
  // The signed fields before the file, as the browser sends them.
  const form = new FormData();
  form.set('api_key', String(signed.apiKey));
  for (const key of ['timestamp', 'signature', 'folder', 'allowed_formats', 'transformation', 'context']) {
    if (signed[key] !== undefined) form.set(key, String(signed[key]));
  }
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), 'photo');
  const res = await fetch(`${server.base}${signed.upload_url}`, { method: 'POST', body: form });
  const body = (await res.json()) as { msg?: string; width?: number };
  return { status: res.status, msg: body.msg, width: body.width };
}

async function measure(clientDir: string, { file, type }: Case) {
  const server = await startServer(clientDir);
  try {
    // Warm up: sharp, libvips and the upload route loaded, as in a server that has served an upload.
    await upload(
      server,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const bytes = fs.readFileSync(file);
    resetPeak(server.pid);
    const idle = procStatus(server.pid, 'VmRSS');
    // The web process's own peak is exact (VmHWM); its image children are sampled every 5 ms.
    let sampled = 0;
    const sampler = setInterval(() => (sampled = Math.max(sampled, withImageChildren(server.pid))), 5);
    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => upload(server, bytes, type)));
    clearInterval(sampler);
    const peak = Math.max(procStatus(server.pid, 'VmHWM'), sampled) - idle;
    const answers = [...new Set(results.map((r) => (r.status === 200 ? `200 (${r.width} px)` : `${r.status} ${r.msg}`)))].join(', ');
    return { idle, peak, answers, size: bytes.length };
  } finally {
    await server.stop();
  }
}

const FORGED = Number(process.env.FORGED ?? 160);
const GENUINE = Number(process.env.GENUINE ?? 20);
const BOUNDARY = 'vowly-bench-boundary';

/** The signed fields, then the file part's header: what comes before the file bytes. */
function bodyHead(fields: Record<string, string>): Buffer {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  return Buffer.from(parts.join(''));
}
const bodyTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** Posts head + file + tail whole (as an attacker would, whatever the answer); resolves with the status, or 0 when the connection was closed first. */
function postBody(base: string, head: Buffer, file: Buffer, client: string): Promise<number> {
  const url = new URL(LOCAL_UPLOAD_PATH, base);
  return new Promise((resolve) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + file.length + bodyTail.length),
        'x-forwarded-for': client,
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.write(head);
    req.write(file);
    req.end(bodyTail);
  });
}

/** A plain node:http server that receives and discards every body: the floor. */
async function startFloorServer() {
  const script = `
    import http from 'node:http';
    const server = http.createServer((req, res) => { req.resume(); req.on('end', () => res.end('{}')); });
    server.listen(0, '127.0.0.1', () => console.log('listening ' + server.address().port));`;
  const floor = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => floor.stdout!.on('data', (d) => resolve(String(d).match(/listening (\d+)/)![1]!)));
  return {
    base: `http://127.0.0.1:${port}`,
    pid: floor.pid!,
    stop: () => floor.kill('SIGTERM'),
  };
}

interface Target {
  base: string;
  pid: number;
}

/** Fires the uploads at once; the target's peak RSS above idle (with image children) and its answers. */
async function burstPeak(target: Target, uploads: Array<() => Promise<number>>) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  resetPeak(target.pid);
  const idle = procStatus(target.pid, 'VmRSS');
  let sampled = 0;
  const sampler = setInterval(() => (sampled = Math.max(sampled, withImageChildren(target.pid))), 5);
  const statuses = await Promise.all(uploads.map((upload) => upload()));
  clearInterval(sampler);
  const own = procStatus(target.pid, 'VmHWM') - idle;
  const peak = Math.max(own + idle, sampled) - idle;
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  const answers = [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n}× ${status || 'closed'}`)
    .join(', ');
  return { idle, own, peak, answers, after: procStatus(target.pid, 'VmRSS') - idle };
}

async function signedFieldsFor(server: Server): Promise<Record<string, string>> {
  const res = await fetch(`${server.base}/api/v1/weddings/${server.weddingId}/sign-upload`, { method: 'POST', headers: { cookie: server.cookie } });
  const signed = (await res.json()) as Record<string, string | number>;
  const fields: Record<string, string> = { api_key: String(signed.apiKey) };
  for (const key of ['timestamp', 'signature', 'folder', 'allowed_formats', 'transformation', 'context']) {
    if (signed[key] !== undefined) fields[key] = String(signed[key]);
  }
  return fields;
}

async function burst(dir: string, clientDir: string): Promise<number> {
  // A forged upload: a signature of the right shape that is not the server's, and 10 MB of file.
  const forgedFile = Buffer.alloc(10 * MB - 4096, 0x5a);
  // A genuine photo of about 9.5 MB, 10 MP (noise does not compress).
  const photo = await sharp({ create: { width: 3800, height: 2700, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
  fs.writeFileSync(path.join(dir, 'photo.jpg'), photo);
  const address = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

  const server = await startServer(clientDir, { TRUST_PROXY: '1' });
  const floor = await startFloorServer();
  try {
    await upload(
      server,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    const forgedHead = async () => bodyHead({ ...(await signedFieldsFor(server)), signature: '0'.repeat(40) });
    const genuineHeads = async () => Promise.all(Array.from({ length: GENUINE }, () => signedFieldsFor(server).then(bodyHead)));
    const rows: Array<[string, Awaited<ReturnType<typeof burstPeak>>, Awaited<ReturnType<typeof burstPeak>>]> = [];

    const forged = await forgedHead();
    const forgedUploads = (base: string) => Array.from({ length: FORGED }, (_, i) => () => postBody(base, forged, forgedFile, address(i)));
    rows.push([
      `${FORGED} forged 10 MB uploads at once`,
      await burstPeak(server, forgedUploads(server.base)),
      await burstPeak(floor, forgedUploads(floor.base)),
    ]);

    const heads = await genuineHeads();
    const genuineUploads = (base: string) => heads.map((head, i) => () => postBody(base, head, photo, address(1000 + i)));
    rows.push([
      `${GENUINE} genuine ${(photo.length / MB).toFixed(1)} MB photos at once`,
      await burstPeak(server, genuineUploads(server.base)),
      await burstPeak(floor, genuineUploads(floor.base)),
    ]);

    console.log(
      `\n${'burst (each from its own address)'.padEnd(40)} ${'idle'.padStart(6)}  ${'answers'.padEnd(28)} ${'web peak'.padStart(9)}  ${'+ image children'.padStart(16)}  ${'kept after'.padStart(10)}  ${'floor peak'.padStart(10)}`,
    );
    console.log(
      `${''.padEnd(40)} ${''.padStart(6)}  ${''.padEnd(28)} ${'(above idle)'.padStart(9)}  ${''.padStart(16)}  ${''.padStart(10)}  ${'(node:http)'.padStart(10)}\n`,
    );
    let worst = 0;
    for (const [name, web, base] of rows) {
      worst = Math.max(worst, web.peak);
      console.log(
        `${name.padEnd(40)} ${mb(web.idle).padStart(6)}  ${web.answers.padEnd(28)} ${mb(web.own).padStart(9)}  ${mb(web.peak).padStart(16)}  ${mb(web.after).padStart(10)}  ${mb(base.peak).padStart(10)}`,
      );
    }
    return worst;
  } finally {
    floor.stop();
    await server.stop();
  }
}

async function decode(dir: string, clientDir: string): Promise<number> {
  console.log('Making the images…');
  const cases = await makeImages(dir);
  console.log(`\n${CONCURRENT} uploads at once of each image, each case on a fresh web process (idle RSS after one small upload):\n`);
  console.log(
    `${'case'.padEnd(54)} ${'file'.padStart(6)}  ${'idle'.padStart(6)}  ${'answers'.padEnd(50)} ${'peak above idle'.padStart(15)}  ${'floor (1 decode)'.padStart(16)}`,
  );
  let worst = 0;
  const only = process.env.CASES?.split(',');
  for (const item of cases.filter((_, i) => !only || only.includes(String(i)))) {
    const { idle, peak, answers, size } = await measure(clientDir, item);
    worst = Math.max(worst, peak);
    const floor = floorOf(item.file);
    console.log(
      `${item.name.padEnd(54)} ${mb(size).padStart(6)}  ${mb(idle).padStart(6)}  ${answers.padEnd(50)} ${mb(peak).padStart(15)}  ${mb(floor).padStart(16)}`,
    );
  }
  return worst;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-upload-bench-'));
  try {
    const clientDir = path.join(dir, 'client');
    await clientBundles(clientDir);
    const part = process.env.PART;
    let worst = 0;
    if (part !== 'burst') worst = Math.max(worst, await decode(dir, clientDir));
    if (part !== 'decode') worst = Math.max(worst, await burst(dir, clientDir));
    console.log(`\nWorst peak above idle: ${mb(worst)} (budget ${BUDGET_MB} MB): ${worst < BUDGET_MB * MB ? 'within' : 'OVER'} budget`);
    process.exitCode = worst < BUDGET_MB * MB ? 0 : 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
