// Shared by the photos feature's route tests: images made here, and posting multipart with a test client's cookies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { expect } from 'vitest';
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

/**
 * A 48 MP (8000×6000) phone photo of about 12 MB: JPEG of camera-like noise (a noise tile repeated, which JPEG
 * compresses no better than noise). Made once per machine (about 10 s) and kept in the temp folder.
 */
export async function phone48mpJpeg(): Promise<{ path: string; bytes: number }> {
  const file = path.join(os.tmpdir(), 'vowly-phone-48mp-q78.jpg');
  if (!fs.existsSync(file)) {
    const tile = await sharp({ create: { width: 800, height: 600, channels: 3, background: 'black', noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
      .png()
      .toBuffer();
    const made = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: 'white' } })
      .composite([{ input: tile, tile: true }])
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Phone 16 Pro' } })
      .jpeg({ quality: 78 })
      .toBuffer();
    fs.writeFileSync(`${file}.${process.pid}`, made);
    fs.renameSync(`${file}.${process.pid}`, file);
  }
  return { path: file, bytes: fs.statSync(file).size };
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

/** The entries of a ZIP whose files are stored (not compressed), read from its central directory. */
export function readStoredZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < entries; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    expect(zip.readUInt16LE(at + 10)).toBe(0); // stored
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    files.set(name, zip.subarray(dataAt, dataAt + size));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}
