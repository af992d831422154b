// One image, in a process of its own (started by image-work.ts, run by Node itself with its type
// stripping, so it imports nothing but sharp and Node): decodes the input once into a master of
// at most `maxDimension`, writes the master and the responsive WebP/AVIF variants made from it
// into `dir`, prints { width, height, bytes } and exits. Whatever the decoder and the allocator
// held goes back to the system with the process, so the web process does not grow with uploads.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const [inputFile, dir, maxPixels, maxDimension, widths] = process.argv.slice(2) as [string, string, string, string, string];
sharp.concurrency(1);
sharp.cache(false);

async function main() {
  // limitInputPixels: the decoder itself refuses what the header check let through by mistake.
  // rotate() applies the EXIF orientation before metadata is dropped by re-encoding; JPEG is
  // shrunk while it loads, and the decoded pixels are kept only at the master's size.
  const { data: pixels, info } = await sharp(fs.readFileSync(inputFile), { animated: false, limitInputPixels: Number(maxPixels) })
    .rotate()
    .resize({ width: Number(maxDimension), height: Number(maxDimension), fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const master = () => sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const full = await master().webp({ quality: 82 }).toBuffer();
  for (const width of widths.split(',').map(Number)) {
    const resized = await master()
      .resize({ width: Math.min(width, info.width), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
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
