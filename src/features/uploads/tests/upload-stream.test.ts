// sqlite-only: its cost is streaming and encoding uploads over real sockets (51 s on SQLite, 68 s on PostgreSQL at load 27-29, where the cap test hit the 30 s timeout on PostgreSQL) with one user for the database; it arranges through the store

// The local upload endpoint streams (issue 28 item 11): the signature travels in the form fields
// before the file and is checked when the file part begins, so a forged upload is answered before
// its body is read; an accepted file goes to a temporary file on disk, a body past the limit is
// refused as soon as it crosses it (its temporary file removed), and uploads in flight are capped
// per process and per client address (IPv6 by /64). Over real sockets where it matters, so what
// the server reads is what a client sends.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpload } from '../domain/sign-upload';
import { UPLOADS_IN_FLIGHT, UPLOADS_IN_FLIGHT_PER_CLIENT } from '../../../core/http/uploads-in-flight';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';

const MB = 1048576;
const BOUNDARY = 'vowly-test-boundary';
const UPLOAD_PATH = '/uploads/v1_1/local/image/upload';

let t: ReturnType<typeof createTestApp>;
let weddingId: string;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  // One proxy hop trusted: each request names its client address in X-Forwarded-For.
  t = createTestApp({ env: { TRUST_PROXY: '1' } });
  weddingId = (await createTestUser(t.store)).wedding.id;
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The signed fields as the browser sends them (src/shared/client/upload-image.ts). */
function signedFields(): Record<string, string> {
  const signed = signUpload(t.config, { kind: 'wedding', weddingId });
  return {
    api_key: signed.apiKey,
    timestamp: String(signed.timestamp),
    signature: signed.signature,
    folder: signed.folder,
    allowed_formats: signed.allowed_formats,
    transformation: signed.transformation,
    context: signed.context!,
  };
}

function fieldParts(fields: Record<string, string>): Buffer {
  return Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join(''),
  );
}

const fileHead = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** Fields first, then the file (the client's order), or the file first (an old client's). */
function multipart(fields: Record<string, string>, file: Buffer, order: 'fields-first' | 'file-first' = 'fields-first'): Buffer {
  const filePart = Buffer.concat([fileHead, file, Buffer.from('\r\n')]);
  const parts = order === 'fields-first' ? [fieldParts(fields), filePart] : [filePart, fieldParts(fields)];
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** Body bytes written when the answer came, and whether the request body had been finished. */
  sent: number;
  ended: boolean;
}

interface Sending {
  answer: Promise<Answer>;
  /** Aborts the request (the client goes away mid-upload). */
  abort(): void;
}

/**
 * Sends `head`, then `fileBytes` bytes of file data in 64 KB chunks, then the closing boundary,
 * stopping as soon as the server answers; `stallAfter` stops writing (without ending) after that
 * many file bytes. Chunked unless `contentLength` is set.
 */
function send(options: { head: Buffer; fileBytes?: number; tail?: Buffer; stallAfter?: number; client?: string; contentLength?: boolean }): Sending {
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-forwarded-for': options.client ?? '192.0.2.1' };
  const fileBytes = options.fileBytes ?? 0;
  const tail = options.tail ?? closing;
  if (options.contentLength) headers['content-length'] = String(options.head.length + fileBytes + tail.length);
  const req = http.request({ host: '127.0.0.1', port, path: UPLOAD_PATH, method: 'POST', headers });
  const answer = new Promise<Answer>((resolve, reject) => {
    let sent = 0;
    let fileSent = 0;
    let ended = false;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () => {
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(parts).toString() || '{}'), sent, ended });
        req.destroy();
      });
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0xab);
    const write = () => {
      if (answered || req.destroyed) return;
      if (options.stallAfter !== undefined && fileSent >= options.stallAfter) return;
      let piece: Buffer;
      if (sent === 0) piece = options.head;
      else if (fileSent < fileBytes) {
        piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - fileSent));
        fileSent += piece.length;
      } else {
        ended = true;
        req.end(tail);
        return;
      }
      sent += piece.length;
      // Yield between chunks so an answer is seen as soon as it arrives.
      if (req.write(piece)) setImmediate(write);
      else req.once('drain', write);
    };
    write();
  });
  return { answer, abort: () => req.destroy() };
}

/** A whole upload with a real JPEG, fields first. */
async function genuineUpload(client = '192.0.2.200') {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8a' } })
    .jpeg()
    .toBuffer();
  const body = multipart(signedFields(), jpeg);
  return send({ head: body, tail: Buffer.alloc(0), client, contentLength: true }).answer;
}

const workDir = () => path.join(t.config.uploadsDir, '.work');
const temporaryFiles = () => (fs.existsSync(workDir()) ? fs.readdirSync(workDir()) : []);

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the local upload endpoint checks the signature before it reads the file', () => {
  it('answers a forged signature while the body is still streaming in', async () => {
    const forged = { ...signedFields(), signature: '0'.repeat(40) };
    // 9 MB announced; only 256 KB of the file is ever sent: an answer can only come before the body.
    const res = await send({ head: Buffer.concat([fieldParts(forged), fileHead]), fileBytes: 9 * MB, stallAfter: 256 * 1024, contentLength: true }).answer;
    expect(res).toMatchObject({ status: 401, body: { msg: 'Missing or invalid upload signature' }, ended: false });
    expect(temporaryFiles()).toEqual([]);
  });

  it('reads no more than the parts before the file when the signature is forged (bytes counted)', async () => {
    const forged = { ...signedFields(), signature: 'f'.repeat(40) };
    const head = Buffer.concat([fieldParts(forged), fileHead]);
    const chunk = new Uint8Array(64 * 1024);
    let pulled = 0;
    let chunks = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks++ === 0 ? new Uint8Array(head) : chunk;
        pulled += next.length;
        // 10 MB of file, never finished: the server must answer without it.
        if (pulled > 10 * MB) return controller.error(new Error('the whole body was read'));
        controller.enqueue(next);
      },
    });
    const res = await t.app.request(UPLOAD_PATH, {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(401);
    expect(pulled).toBeLessThan(head.length + 4 * chunk.length);
  });

  it('refuses an upload whose file comes before the signed fields, without reading the file', async () => {
    const res = await send({
      head: Buffer.concat([fileHead]),
      fileBytes: 9 * MB,
      stallAfter: 256 * 1024,
      tail: Buffer.concat([Buffer.from('\r\n'), fieldParts(signedFields()), Buffer.from(`--${BOUNDARY}--\r\n`)]),
    }).answer;
    expect(res).toMatchObject({ status: 401, body: { msg: 'Missing or invalid upload signature' }, ended: false });
  });

  it('a genuine upload, fields first, is stored and leaves no temporary file', async () => {
    const res = await genuineUpload();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 64, height: 48, format: 'webp' });
    expect(fs.existsSync(path.join(t.config.uploadsDir, String(res.body.public_id)))).toBe(true);
    expect(temporaryFiles()).toEqual([]);
  });
});

describe('an accepted upload streams to disk', () => {
  it('refuses a file past 10 MB as soon as it crosses the limit (chunked, no Content-Length) and removes its temporary file', async () => {
    const res = await send({ head: Buffer.concat([fieldParts(signedFields()), fileHead]), fileBytes: 40 * MB }).answer;
    expect(res).toMatchObject({
      status: 413,
      body: { msg: 'Image size too large (max 10MB)', error: { message: 'Image size too large (max 10MB)' } },
      ended: false,
    });
    expect(res.sent).toBeLessThan(40 * MB);
    expect(temporaryFiles()).toEqual([]);
  });

  it('refuses a file just past 10 MB inside a body the Content-Length allows, removing its temporary file', async () => {
    const res = await send({ head: Buffer.concat([fieldParts(signedFields()), fileHead]), fileBytes: 10 * MB + 1, contentLength: true }).answer;
    expect(res).toMatchObject({ status: 413, body: { msg: 'Image size too large (max 10MB)' } });
    expect(temporaryFiles()).toEqual([]);
  });
});

describe('uploads in flight are capped', () => {
  it(`answers 429 past ${UPLOADS_IN_FLIGHT_PER_CLIENT} at once from one client (IPv6 by /64) and ${UPLOADS_IN_FLIGHT} in all, and frees the slots of abandoned uploads`, async () => {
    const stalled: Sending[] = [];
    const stall = (client: string) => {
      stalled.push(send({ head: Buffer.concat([fieldParts(signedFields()), fileHead]), fileBytes: 5 * MB, stallAfter: 64 * 1024, client }));
      // Never answered: they are aborted below.
      stalled.at(-1)!.answer.catch(() => {});
    };
    try {
      // One client's network: every address of 2001:db8:1:2::/64.
      for (let i = 1; i <= UPLOADS_IN_FLIGHT_PER_CLIENT; i++) stall(`2001:db8:1:2::${i.toString(16)}`);
      await until(() => temporaryFiles().length === UPLOADS_IN_FLIGHT_PER_CLIENT, 'the stalled uploads to be admitted');
      const sameNetwork = await genuineUpload('2001:db8:1:2:ffff:ffff:ffff:ffff');
      expect(sameNetwork.status).toBe(429);
      expect(sameNetwork.body).toEqual({
        msg: 'Too many images are being uploaded right now. Please try again in a moment.',
        error: { message: 'Too many images are being uploaded right now. Please try again in a moment.' },
      });
      // Another /64, and an IPv4 client, still get through.
      expect((await genuineUpload('2001:db8:1:3::1')).status).toBe(200);
      expect((await genuineUpload('198.51.100.7')).status).toBe(200);

      // The process's cap: fill it from other clients, then one more from anyone is refused.
      for (let i = UPLOADS_IN_FLIGHT_PER_CLIENT; i < UPLOADS_IN_FLIGHT; i++) stall(`203.0.113.${i}`);
      await until(() => temporaryFiles().length === UPLOADS_IN_FLIGHT, 'the process cap to fill');
      expect((await genuineUpload('198.51.100.8')).status).toBe(429);

      // Clients that go away mid-upload free their slots and leave no temporary file.
      for (const upload of stalled) upload.abort();
      await until(() => temporaryFiles().length === 0, 'the abandoned uploads to be cleaned up');
      expect((await genuineUpload('2001:db8:1:2::1')).status).toBe(200);
    } finally {
      for (const upload of stalled) upload.abort();
    }
  });
});
