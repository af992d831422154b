// The floor the benches compare the app with: plain node:http answering with exactly the bytes and
// headers the app sent (captured once from the app), in its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';

export interface Captured {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  etag: string | null;
}

export interface BenchRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request over `agent` (keep-alive), its body as sent: bytes stay compressed, nothing is decoded. */
export function send(base: string, path: string, request: BenchRequest = {}, agent?: http.Agent) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method: request.method ?? 'GET', headers: request.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

/** One answer of the app, with the headers a replay may send again (no date or connection headers). */
export async function capture(base: string, path: string, request: BenchRequest = {}): Promise<Captured> {
  const res = await send(base, path, request);
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined && !['date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie'].includes(name)) kept[name] = value;
  }
  kept['content-length'] = String(res.body.length);
  if (res.status === 304) delete kept['content-length'];
  const etag = res.headers.etag;
  return { status: res.status, headers: kept, body: res.body, etag: typeof etag === 'string' ? etag : null };
}

/**
 * Starts the floor on `port`. A request's answer is the one stored under its `x-bench-case` header,
 * else under its URL (with ' 304' added when it revalidates). Resolves once it listens.
 */
export async function startFloor(port: number, responses: Map<string, Captured>): Promise<ChildProcess> {
  const payload = JSON.stringify([...responses].map(([key, r]) => [key, { status: r.status, headers: r.headers, body: r.body.toString('base64') }]));
  const file = `${os.tmpdir()}/vowly-floor-${process.pid}-${port}.json`;
  fs.writeFileSync(file, payload);
  const code = `
    const http = require('node:http');
    const fs = require('node:fs');
    const table = new Map(JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8')).map(([k, r]) => [k, { ...r, body: Buffer.from(r.body, 'base64') }]));
    fs.rmSync(${JSON.stringify(file)});
    http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const key = req.headers['x-bench-case'] || req.url + (req.headers['if-none-match'] ? ' 304' : '');
        const r = table.get(key) || table.get(req.url);
        res.writeHead(r.status, r.headers);
        res.end(r.body);
      });
    }).listen(${port}, '127.0.0.1', () => console.log('listening'));
  `;
  const floor = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => floor.stdout!.on('data', (d) => String(d).includes('listening') && resolve()));
  return floor;
}
