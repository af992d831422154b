// Shared by the photos feature's route tests: images made here, and posting multipart with a test client's cookies.
import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { ORIGIN, type client } from '../../../../tests/helpers/http';

type Client = ReturnType<typeof client>;

/** A phone-like JPEG with its camera and GPS position in EXIF. */
export function phoneJpeg(width = 800, height = 600, seed = 0): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: (seed * 40) % 256, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** An iPhone's HEIC (HEVC) photo with EXIF and GPS, 640×480 (made with libheif's heif-enc). */
export const phoneHeic = () => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'phone.heic'));

export type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type?: string };

/** POSTs multipart form data as `visitor` (its cookies sent and kept). */
export async function postMultipart(app: Hono<any>, visitor: Client, url: string, parts: Part[]): Promise<Response> {
  const body = new FormData();
  for (const part of parts) {
    if ('value' in part) body.append(part.name, part.value);
    else body.append(part.name, new Blob([new Uint8Array(part.file)], { type: part.type ?? 'image/jpeg' }), part.filename);
  }
  const res = await app.request(`${ORIGIN}${url}`, { method: 'POST', headers: { origin: ORIGIN, cookie: visitor.cookie() }, body });
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, ...value] = pair!.split('=');
    visitor.jar.set(name!.trim(), value.join('='));
  }
  return res;
}
