// A multipart/form-data reader for the image host's upload, which holds the body once: the bytes
// are read into one buffer (the body limit has already bounded it) and the file is a view into it.
// The general parser (Request.formData(), through hono's parseBody) keeps about six copies of a
// file at its peak, which for four 10 MB uploads at once is a quarter of a gigabyte.
import type { Context } from 'hono';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, { filename: string; type: string; bytes: Buffer }>;
}

export class MultipartError extends Error {}

/** Reads the request body into one Buffer, sized by Content-Length when there is one. */
export async function readBodyBytes(c: Context): Promise<Buffer> {
  const stream = c.req.raw.body;
  if (!stream) return Buffer.alloc(0);
  const announced = Number(c.req.header('content-length'));
  let buffer = Buffer.allocUnsafe(Number.isSafeInteger(announced) && announced > 0 ? announced : 64 * 1024);
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.length > buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(size + value.length, buffer.length * 2));
      buffer.copy(grown, 0, 0, size);
      buffer = grown;
    }
    buffer.set(value, size);
    size += value.length;
  }
  return buffer.subarray(0, size);
}

function boundaryOf(contentType: string): string {
  const match = contentType.match(/^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i);
  if (!match) throw new MultipartError('Not a multipart/form-data body');
  return (match[1] ?? match[2])!;
}

function parameter(header: string, name: string): string | undefined {
  const match = header.match(new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i')) ?? header.match(new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i'));
  return match?.[1]?.replace(/\\(.)/g, '$1');
}

/** Splits a multipart/form-data body into text fields and files (views into `body`, not copies). */
export function parseMultipart(body: Buffer, contentType: string): MultipartBody {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const result: MultipartBody = { fields: Object.create(null), files: Object.create(null) };
  let position = body.indexOf(delimiter);
  if (position < 0) throw new MultipartError('No parts');
  for (;;) {
    position += delimiter.length;
    // '--' after a delimiter ends the body.
    if (body[position] === 0x2d && body[position + 1] === 0x2d) return result;
    if (body[position] !== 0x0d || body[position + 1] !== 0x0a) throw new MultipartError('Malformed delimiter');
    const headersStart = position + 2;
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    if (headersEnd < 0) throw new MultipartError('Unterminated part headers');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd + 4);
    if (next < 0) throw new MultipartError('Unterminated part');
    const headers = body.subarray(headersStart, headersEnd).toString('latin1').split('\r\n');
    const header = (name: string) =>
      headers
        .find((line) => line.toLowerCase().startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim() ?? '';
    const disposition = header('content-disposition');
    const name = parameter(disposition, 'name');
    const content = body.subarray(headersEnd + 4, next);
    if (name !== undefined) {
      const filename = parameter(disposition, 'filename');
      if (filename !== undefined)
        result.files[name] = { filename: Buffer.from(filename, 'latin1').toString('utf8'), type: header('content-type'), bytes: content };
      else result.fields[name] = content.toString('utf8');
    }
    position = next + 2;
  }
}
