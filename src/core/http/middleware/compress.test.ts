import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, compress } from './compress';

const GZIP = { 'Accept-Encoding': 'gzip, deflate, br' };

/** A body sent as several chunks, as a streamed page is. */
function streamed(parts: string[], type: string) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': type } });
}

const app = new Hono();
app.use(compress());
app.get('/small.json', (c) => c.json({ photos: [], next: '2026-01-01T00:00:00.000Z' }));
app.get('/big.json', (c) => c.json({ photos: Array.from({ length: 100 }, (_, i) => ({ url: `/uploads/photo-${i}.webp`, width: 1600 })) }));
app.get('/page', (c) => c.html(`<!doctype html><main>${'<p>Welcome to our wedding</p>'.repeat(200)}</main>`));
// Small in three chunks, and large in many small ones: what counts is the whole body.
app.get('/small-chunks', () => streamed(['{"a":', '"b"', '}'], 'application/json'));
app.get('/big-chunks', () =>
  streamed(
    Array.from({ length: 400 }, (_, i) => `<li>${i}</li>`),
    'text/html; charset=UTF-8',
  ),
);
app.get('/picture', () => new Response(new Uint8Array(4096), { headers: { 'Content-Type': 'image/webp' } }));

describe('compress', () => {
  it('sends a small JSON answer as it is, with its length', async () => {
    const res = await app.request('/small.json', { headers: GZIP });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ photos: [], next: '2026-01-01T00:00:00.000Z' });
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)));
  });

  it('gzips a JSON answer and a page above the threshold', async () => {
    for (const path of ['/big.json', '/page']) {
      const plain = await (await app.request(path)).text();
      expect(Buffer.byteLength(plain)).toBeGreaterThan(COMPRESS_THRESHOLD);
      const res = await app.request(path, { headers: GZIP });
      expect(res.headers.get('Content-Encoding'), path).toBe('gzip');
      expect(res.headers.get('Content-Length'), path).toBeNull();
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString(), path).toBe(plain);
    }
  });

  it('counts a streamed body whole: small in chunks goes as it is, large in chunks is gzipped intact', async () => {
    const small = await app.request('/small-chunks', { headers: GZIP });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(small.headers.get('Content-Length')).toBe('9');
    expect(await small.text()).toBe('{"a":"b"}');

    const big = await app.request('/big-chunks', { headers: GZIP });
    expect(big.headers.get('Content-Encoding')).toBe('gzip');
    const expected = Array.from({ length: 400 }, (_, i) => `<li>${i}</li>`).join('');
    expect(gunzipSync(Buffer.from(await big.arrayBuffer())).toString()).toBe(expected);
  });

  it('leaves alone what it would not compress: a client without gzip, a picture', async () => {
    const plain = await app.request('/big.json');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const picture = await app.request('/picture', { headers: GZIP });
    expect(picture.headers.get('Content-Encoding')).toBeNull();
    expect((await picture.arrayBuffer()).byteLength).toBe(4096);
  });
});
