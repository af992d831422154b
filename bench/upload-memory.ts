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
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ensureClientBuild } from '../src/cli/client-build';
import { migrateDatabase, openDatabase } from '../src/core/db/connection';
import { users, weddings } from '../src/core/db/schema';
import { seed } from '../src/seed/seed';
import { appManifestPath, manifestPath } from '../src/core/rendering/hydration/manifest';
import { sqliteStore } from '../src/core/db/store/sqlite-store';
import { createSession } from '../src/core/auth/sessions';
import { SESSION_COOKIE } from '../src/core/http/middleware/session';
import { freePort } from '../tests/helpers/processes';
import { LOCAL_UPLOAD_PATH } from '../src/core/config/image-host';

const ROOT = path.resolve(import.meta.dirname, '..');
const MB = 1048576;
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

function procStatus(pid: number | 'self', field: 'VmRSS' | 'VmHWM'): number {
  const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!match) throw new Error(`no ${field} for ${pid}`);
  return Number(match[1]) * 1024;
}

/** RSS of the web process plus its image children (not its embedded PostgreSQL). */
function withImageChildren(pid: number): number {
  let total = procStatus(pid, 'VmRSS');
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    let children: string[] = [];
    try {
      children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    } catch {
      continue;
    }
    for (const child of children) {
      try {
        if (fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('encode-image.child')) total += procStatus(Number(child), 'VmRSS');
      } catch {
        /* exited while being read */
      }
    }
  }
  return total;
}

/** Resets the peak (VmHWM) to the current RSS. */
function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Peak RSS above its own idle of a separate process that only decodes the file with sharp. */
function floorOf(file: string): number {
  const script = `
    import fs from 'node:fs';
    import sharp from 'sharp';
    const status = (f) => Number(fs.readFileSync('/proc/self/status', 'utf8').match(new RegExp('^' + f + ':\\\\s+(\\\\d+) kB', 'm'))[1]) * 1024;
    const input = fs.readFileSync(${JSON.stringify(file)});
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).raw().toBuffer();
    fs.writeFileSync('/proc/self/clear_refs', '5');
    const idle = status('VmRSS');
    await sharp(input, { limitInputPixels: false, animated: false }).raw().toBuffer();
    console.log(status('VmHWM') - idle);`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout.trim());
}

/** The client bundles in a folder of the bench's own, marked newer than any source. */
async function clientBundles(dir: string) {
  const shared = path.join(ROOT, 'dist', 'client');
  if (fs.existsSync(manifestPath(shared)) && fs.existsSync(appManifestPath(shared))) fs.cpSync(shared, dir, { recursive: true });
  else await ensureClientBuild({ outDir: dir });
  const later = new Date(Date.now() + 24 * 3600 * 1000);
  for (const file of [manifestPath(dir), appManifestPath(dir)]) fs.utimesSync(file, later, later);
}

async function startServer(clientDir: string, extraEnv: Record<string, string> = {}) {
  fs.mkdirSync(path.join(ROOT, 'data'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(ROOT, 'data', 'bench-upload-'));
  const db = openDatabase(path.join(dataDir, 'vowly.db'));
  migrateDatabase(db);
  await seed(db, { adminPassword: 'bench-password' });
  const demo = db.select().from(users).where(eq(users.email, 'demo@vowly.local')).get()!;
  const wedding = db.select().from(weddings).where(eq(weddings.ownerId, demo.id)).get()!;
  const store = sqliteStore(db);
  const { token } = await createSession(store, demo.id);
  await store.close();

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/cli/web.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_REQUESTS: 'false',
      DATA_DIR: dataDir,
      PORT: String(port),
      CLIENT_BUILD_DIR: clientDir,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => server.stdout!.on('data', (d) => String(d).includes('listening') && resolve()));
  return {
    base: `http://localhost:${port}`,
    pid: server.pid!,
    cookie: `${SESSION_COOKIE}=${token}`,
    weddingId: wedding.id,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Server = Awaited<ReturnType<typeof startServer>>;

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

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

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
