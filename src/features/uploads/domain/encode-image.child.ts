// One image, in a process of its own (started by image-work.ts, run by Node itself with its type
// stripping, so it imports nothing but sharp, heic-decode and Node): decodes the input once into a master of
// at most `maxDimension`, writes the master and the responsive WebP/AVIF variants made from it
// into `dir`, prints { width, height, bytes } and exits. Whatever the decoder and the allocator
// held goes back to the system with the process, so the web process does not grow with uploads.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const [inputFile, dir, maxPixels, maxDimension, widths, heic] = process.argv.slice(2) as [string, string, string, string, string, string?];
sharp.concurrency(1);
sharp.cache(false);

/**
 * The input as sharp can read it. An iPhone's HEIC (HEVC inside HEIF, which sharp's own libvips does
 * not decode) is decoded here by libheif compiled to WebAssembly, once, into RGBA pixels: its size
 * was checked from the header before this process started, and its EXIF (GPS included) is not kept.
 */
async function input(): Promise<sharp.Sharp> {
  const bytes = fs.readFileSync(inputFile);
  if (heic !== 'heic') return sharp(bytes, { animated: false, limitInputPixels: Number(maxPixels) });
  // Imported only for a HEIC: loading the decoder costs about 160 ms of CPU, more than a small photo's encoding.
  const { default: heicDecode } = await import('heic-decode');
  const decoded = await heicDecode({ buffer: bytes });
  if (decoded.width * decoded.height > Number(maxPixels)) throw new Error('HEIC larger than the pixel limit');
  return sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
    raw: { width: decoded.width, height: decoded.height, channels: 4 },
    limitInputPixels: Number(maxPixels),
  });
}

async function main() {
  // limitInputPixels: the decoder itself refuses what the header check let through by mistake.
  // rotate() applies the EXIF orientation before metadata is dropped by re-encoding; JPEG is
  // shrunk while it loads, and the decoded pixels are kept only at the master's size.
  const { data: pixels, info } = await (await input())
    .rotate()
    .resize({ width: Number(maxDimension), height: Number(maxDimension), fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const master = () => sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const full = await master().webp({ quality: 82 }).toBuffer();
  // An image narrower than a variant's width gives it the same pixels as the widest variant below it: its files are
  // copied, not encoded again (a 640 px photo is encoded at 480 and 640 px, not 480, 640 and 640).
  const encodedAt = new Map<number, number>(); // pixel width → the variant width whose files hold it
  for (const width of widths.split(',').map(Number)) {
    const target = Math.min(width, info.width);
    const same = encodedAt.get(target);
    if (same !== undefined) {
      for (const format of ['webp', 'avif']) fs.copyFileSync(path.join(dir, `w${same}.${format}`), path.join(dir, `w${width}.${format}`));
      continue;
    }
    encodedAt.set(target, width);
    const resized = await master().resize({ width: target, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const variant = () => sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } });
    await variant()
      .webp({ quality: 80 })
      .toFile(path.join(dir, `w${width}.webp`));
    await variant()
      .avif({ quality: 55, effort: 2 })
      .toFile(path.join(dir, `w${width}.avif`));
  }
  fs.writeFileSync(path.join(dir, 'full.webp'), full);
  process.stdout.write(JSON.stringify({ width: info.width, height: info.height, bytes: full.length }));
}

main().catch((error: Error) => {
  process.stderr.write(String(error?.message ?? error));
  process.exitCode = 1;
});
