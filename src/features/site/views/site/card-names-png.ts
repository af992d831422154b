/**
 * A card's names as a PNG at twice the box's size (issue 25 item 7; the box, lines and colour come
 * from email's namesImageLayout). Drawn by sharp (librsvg + Pango/HarfBuzz, so letters are shaped by
 * the real font file we ship, handed to fontconfig by preparePreviewFonts), measured by trimming the
 * ink, shrunk if the ink is wider than the box, and centred in it. Kept on disk under
 * DATA_DIR/card-names/{hash}.png, the hash of everything that changes the picture.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NamesImageLayout } from '../../../email/web';
import { preparePreviewFonts } from './design-preview';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const PAD = 4;

function namesSvg(layout: NamesImageLayout): { svg: string; width: number; height: number } {
  const size = layout.fontSize * 2;
  const line = size * 1.4;
  // Room for swashes on every side; the ink is trimmed out of it.
  const width = layout.width * 2 + size * 4;
  const height = Math.round(line * layout.lines.length + size * 2);
  const text = layout.lines
    .map(
      (words, i) =>
        `<text x="${layout.align === 'left' ? size * 2 : width / 2}" y="${Math.round(size * 1.6 + i * line)}" text-anchor="${layout.align === 'left' ? 'start' : 'middle'}" font-family="${esc(layout.font)}" font-size="${size}" letter-spacing="${layout.letterSpacing * 2}" fill="${layout.color}">${esc(words)}</text>`,
    )
    .join('');
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${text}</svg>`, width, height };
}

async function draw(layout: NamesImageLayout): Promise<Buffer> {
  preparePreviewFonts();
  const { default: sharp } = await import('sharp');
  const [W, H] = [layout.width * 2, layout.height * 2];
  const { svg } = namesSvg(layout);
  const drawn = await sharp(Buffer.from(svg)).png().toBuffer();
  const { data: ink, info } = await sharp(drawn).trim({ threshold: 1 }).png().toBuffer({ resolveWithObject: true });
  const scale = Math.min(1, (W - 2 * PAD) / info.width, (H - 2 * PAD) / info.height);
  const [w, h] = [Math.max(1, Math.floor(info.width * scale)), Math.max(1, Math.floor(info.height * scale))];
  const fitted = scale < 1 ? await sharp(ink).resize(w, h).png().toBuffer() : ink;
  const left = layout.align === 'left' ? PAD : Math.round((W - w) / 2);
  return sharp({ create: { width: W, height: H, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: fitted, left, top: Math.round((H - h) / 2) }])
    .png()
    .toBuffer();
}

const drawing = new Map<string, Promise<Buffer>>();

/** The PNG of `layout`, from the disk cache under `dir` or drawn once (concurrent asks share one drawing). */
export function cardNamesPng(layout: NamesImageLayout, dir: string): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(JSON.stringify(layout)).digest('hex').slice(0, 40);
  const file = path.join(dir, `${key}.png`);
  const pending = drawing.get(key);
  if (pending) return pending;
  const work = (async () => {
    try {
      return await fs.promises.readFile(file);
    } catch {
      const png = await draw(layout);
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(`${file}.${process.pid}.tmp`, png);
      await fs.promises.rename(`${file}.${process.pid}.tmp`, file);
      return png;
    }
  })().finally(() => drawing.delete(key));
  drawing.set(key, work);
  return work;
}
