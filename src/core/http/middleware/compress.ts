// Responses are gzipped (or deflated) as the client accepts, except small ones. hono's compress skips
// a body under its threshold only when the response says its Content-Length, and c.json / c.html
// answers do not, so every small JSON answer (the live slideshow's poll: 77 bytes) went through a
// CompressionStream, 17% of that poll's CPU. Here a compressible body without a length is read up to
// the threshold first: one that ends before it goes as it is, with its length; a longer one is
// compressed, its first bytes put back in front of the rest (a streamed page still streams).
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress as honoCompress } from 'hono/compress';

/** Bodies below this many bytes are sent uncompressed (gzip saves next to nothing on them). */
export const COMPRESS_THRESHOLD = 1024;

export function compress(): MiddlewareHandler {
  const compressing = honoCompress({ threshold: COMPRESS_THRESHOLD });
  return (c, next) =>
    compressing(c, async () => {
      await next();
      if (lengthUnknown(c)) c.res = await withSmallBodyLength(c.res);
    });
}

/** A body hono's compress would take on without knowing its size. */
function lengthUnknown(c: Context): boolean {
  const { headers, body, status } = c.res;
  if (!body || status === 206 || c.req.method === 'HEAD') return false;
  if (headers.has('Content-Length') || headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return false;
  return COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '');
}

/** The same response: with its Content-Length when its body ends under the threshold, else the same bytes streamed. */
async function withSmallBodyLength(res: Response): Promise<Response> {
  const reader = res.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < COMPRESS_THRESHOLD) {
    const { done, value } = await reader.read();
    if (done) {
      const bytes = new Uint8Array(size);
      let at = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, at);
        at += chunk.byteLength;
      }
      const headers = new Headers(res.headers);
      headers.set('Content-Length', String(size));
      return new Response(bytes, { status: res.status, statusText: res.statusText, headers });
    }
    chunks.push(value);
    size += value.byteLength;
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, res);
}
