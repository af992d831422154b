// Request bodies are refused past their route's limit before they are buffered: a body announced
// too large by Content-Length is answered without reading it, a chunked one as soon as it passes
// the limit. Over real sockets, so Content-Length and chunked framing are what a client sends.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { createTestUser } from '../helpers/auth';

const MB = 1048576;
let server: ReturnType<typeof serve>;
let port: number;
let cookie: string;

beforeAll(async () => {
  const t = createTestApp();
  ({ cookie } = await createTestUser(t.store));
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Sent {
  status: number;
  type: string;
  text: string;
  /** Body bytes the client had written when the answer came. */
  sent: number;
}

/**
 * Posts `total` bytes of `fill` in 64 KB chunks, announced by Content-Length or chunked, and stops
 * writing as soon as the server answers.
 */
function post(path: string, options: { total: number; type: string; chunked: boolean; fill?: string; prefix?: string }): Promise<Sent> {
  const chunk = Buffer.alloc(64 * 1024, options.fill ?? 'a');
  const headers: Record<string, string> = { 'content-type': options.type, cookie };
  if (!options.chunked) headers['content-length'] = String(options.total);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () => {
        resolve({ status: res.statusCode!, type: String(res.headers['content-type']), text: Buffer.concat(parts).toString(), sent });
        req.destroy();
      });
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const write = () => {
      if (answered) return;
      if (sent >= options.total) return void req.end();
      const piece = sent === 0 && options.prefix ? Buffer.concat([Buffer.from(options.prefix), chunk]).subarray(0, chunk.length) : chunk;
      const part = piece.subarray(0, Math.min(piece.length, options.total - sent));
      sent += part.length;
      // Yield between chunks so the answer is seen as soon as it arrives.
      if (req.write(part)) setImmediate(write);
      else req.once('drain', write);
    };
    write();
  });
}

describe('request body limits', () => {
  it('refuses a 200 MB login body announced by Content-Length without reading it', async () => {
    const res = await post('/api/v1/auth/login', { total: 200 * MB, type: 'application/json', chunked: false, prefix: '{"email":"' });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ msg: 'Request body too large (max 512 KB)', code: 'input.too-large' });
    expect(res.sent).toBeLessThan(32 * MB);
  });

  it('refuses a chunked login body (no Content-Length) as soon as it passes 512 KB', async () => {
    const res = await post('/api/v1/auth/login', { total: 200 * MB, type: 'application/json', chunked: true, prefix: '{"email":"' });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ msg: 'Request body too large (max 512 KB)', code: 'input.too-large' });
    expect(res.sent).toBeLessThan(32 * MB);
  });

  it('still reads a login body under the limit', async () => {
    const res = await post('/api/v1/auth/login', { total: 100 * 1024, type: 'application/x-www-form-urlencoded', chunked: true, prefix: 'email=x&password=' });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it('refuses an oversized CSV import with the file-size message, announced or chunked', async () => {
    for (const chunked of [false, true]) {
      for (const path of ['/api/v1/guest-list/import', '/api/v1/guest-list/import/preview']) {
        const res = await post(path, { total: 50 * MB, type: 'text/csv', chunked, prefix: 'Name\n' });
        expect(res.status, `${path} chunked=${chunked}`).toBe(413);
        expect(JSON.parse(res.text)).toEqual({ msg: 'The file is larger than 1 MB', code: 'upload.too-large' });
        expect(res.sent).toBeLessThan(48 * MB);
      }
    }
  });

  it('a CSV body of 2 MB gets past the body limit to the importer, which names the 1 MB file limit', async () => {
    const res = await post('/api/v1/guest-list/import/preview', { total: 2 * MB, type: 'text/csv', chunked: true, prefix: 'Name\n' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ msg: 'The file is larger than 1 MB', code: 'guests.csv-invalid' });
  });

  it('refuses an upload larger than the signer’s max_file_size like the image host does', async () => {
    const res = await post('/uploads/v1_1/local/image/upload', { total: 100 * MB, type: 'multipart/form-data; boundary=x', chunked: true });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ msg: 'Image size too large (max 10MB)', error: { message: 'Image size too large (max 10MB)' } });
  });

  it('a page form post over the limit gets an error page with the reason', async () => {
    for (const chunked of [false, true]) {
      const res = await post('/login', { total: 20 * MB, type: 'application/x-www-form-urlencoded', chunked, prefix: 'email=' });
      expect(res.status).toBe(413);
      expect(res.type).toContain('text/html');
      expect(res.text).toContain('Request body too large (max 512 KB)');
    }
  });

  it('limits the routes that run before the others too (unsubscribe, device gate)', async () => {
    const res = await post('/unsubscribe', { total: 20 * MB, type: 'application/x-www-form-urlencoded', chunked: true });
    expect(res.status).toBe(413);
  });
});
