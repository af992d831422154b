/**
 * The catalogue's preview picture of a design, made from the design itself: its palette, type
 * pairing, ornaments and hero composition, with sample names and the first section. Composed as
 * SVG here and rasterised by sharp (librsvg) to WebP on first request, then kept in memory.
 * Server-only. librsvg reads neither CSS variables nor oklch nor web fonts, so colours are resolved
 * to hex and the design's fonts are handed to fontconfig as TrueType files converted from the
 * @fontsource WOFF files (a WOFF 1 file is zlib-compressed TrueType tables).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { FAMILIES, designType, familyOf, type DesignFamily } from '../../../../shared/wedding/design-families';
import { oklchToHex } from '../../../../shared/wedding/oklch';
import { THEME_KEYS, themePalette, type ThemePalette } from '../../../../shared/wedding';
import { leaf, ORNAMENTS, star } from './ornaments/symbols';
import { fontSlug } from './font-faces';
import { CARD_ORNAMENT_SIZE, type CardOrnamentKind } from '../../../email';

const require = createRequire(import.meta.url);
export const PREVIEW_WIDTH = 800;
export const PREVIEW_HEIGHT = 560;

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

function hex(value: string, fallback = '#888888'): string {
  return oklchToHex(value) ?? fallback;
}

/** WOFF 1 → TrueType/OpenType (sfnt): inflate each table and rebuild the table directory. */
export function woffToSfnt(buf: Buffer): Buffer {
  const flavor = buf.readUInt32BE(4);
  const numTables = buf.readUInt16BE(12);
  let entrySelector = 0;
  while (1 << (entrySelector + 1) <= numTables) entrySelector += 1;
  const searchRange = (1 << entrySelector) * 16;
  const head = Buffer.alloc(12 + 16 * numTables);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  for (let i = 0; i < numTables; i += 1) {
    const o = 44 + i * 20;
    const tag = buf.readUInt32BE(o);
    const start = buf.readUInt32BE(o + 4);
    const compLength = buf.readUInt32BE(o + 8);
    const origLength = buf.readUInt32BE(o + 12);
    const checksum = buf.readUInt32BE(o + 16);
    const raw = buf.subarray(start, start + compLength);
    const data = compLength < origLength ? zlib.inflateSync(raw) : raw;
    const e = 12 + i * 16;
    head.writeUInt32BE(tag, e);
    head.writeUInt32BE(checksum, e + 4);
    head.writeUInt32BE(offset, e + 8);
    head.writeUInt32BE(origLength, e + 12);
    const pad = (4 - (data.length % 4)) % 4;
    parts.push(data, Buffer.alloc(pad));
    offset += data.length + pad;
  }
  return Buffer.concat(parts);
}

let fontsReady = false;

/**
 * Point fontconfig (inside sharp's libvips) at TrueType copies of the catalogue fonts. fontconfig
 * reads FONTCONFIG_FILE when it first lays out text, so this runs before the first preview.
 */
export function preparePreviewFonts(): void {
  if (fontsReady) return;
  fontsReady = true;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vowly-preview-fonts-'));
  const fonts = new Set(Object.values(FAMILIES).flatMap((family) => Object.values(family.type)));
  for (const key of THEME_KEYS) for (const font of Object.values(designType(key))) fonts.add(font);
  for (const font of fonts) {
    const slug = fontSlug(font);
    try {
      const pkg = path.dirname(require.resolve(`@fontsource/${slug}/package.json`));
      const woff = path.join(pkg, 'files', `${slug}-latin-400-normal.woff`);
      if (fs.existsSync(woff)) fs.writeFileSync(path.join(dir, `${slug}.ttf`), woffToSfnt(fs.readFileSync(woff)));
    } catch {
      // A font without its package falls back to the system's: the picture still renders.
    }
  }
  const config = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    config,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}</dir><cachedir>${path.join(dir, 'cache')}</cachedir></fontconfig>`,
  );
  process.env.FONTCONFIG_FILE = config;
}

function ornament(family: DesignFamily, kind: 'divider' | 'corner' | 'avatar', x: number, y: number, w: number, h: number, color: string, extra = ''): string {
  const body = renderToStaticMarkup(createElement('g', null, ORNAMENTS[family][kind]));
  const viewBox = kind === 'divider' ? '0 0 240 24' : kind === 'corner' ? '0 0 60 60' : '0 0 100 100';
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${viewBox}" overflow="visible" color="${color}" style="color:${color}"${extra}>${body.replace(/currentColor/g, color)}</svg>`;
}

function backdrop(family: DesignFamily, c: Record<string, string>, W: number, H: number): string {
  const washFilter = `<filter id="wash" x="-30%" y="-30%" width="160%" height="160%"><feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="3" seed="7"/><feDisplacementMap in="SourceGraphic" scale="40"/><feGaussianBlur stdDeviation="3"/></filter>`;
  switch (family) {
    case 'classic':
      return `<rect x="18" y="18" width="${W - 36}" height="${H - 36}" fill="none" stroke="${c.sub}" stroke-width="3"/><rect x="26" y="26" width="${W - 52}" height="${H - 52}" fill="none" stroke="${c.sub}" stroke-width="1"/>`;
    case 'botanical': {
      const leaves = Array.from({ length: 8 }, (_, i) => {
        const t = i / 8;
        const x = 10 + t * 200;
        const y = 200 - Math.sqrt(t) * 175;
        return leaf(x, y, 30 - t * 12, -150 + t * 50) + leaf(x + 4, y + 2, 26 - t * 10, -20 + t * 40);
      }).join('');
      const branch = `<path d="M10 200C50 130 100 60 210 26" fill="none" stroke="${c.section}" stroke-width="2"/><path d="${leaves}" fill="${c.section}" fill-opacity="0.85"/>`;
      return `<defs>${washFilter}</defs><g filter="url(#wash)"><ellipse cx="90" cy="80" rx="190" ry="120" fill="${c.accent}" fill-opacity="0.16"/><ellipse cx="${W - 80}" cy="${H - 80}" rx="170" ry="120" fill="${c.sub}" fill-opacity="0.2"/></g><g>${branch}</g><g transform="rotate(180 ${W / 2} ${H / 2})">${branch}</g>`;
    }
    case 'editorial':
      return `<rect x="${W * 0.6}" y="40" width="${W * 0.34}" height="${H * 0.62}" fill="${c.bg2}"/><rect x="${W * 0.6}" y="40" width="${W * 0.34}" height="8" fill="${c.accent}"/><text x="${W * 0.77}" y="${H * 0.36}" text-anchor="middle" font-family="${c.mainFont}" font-size="120" fill="${c.heading}">06</text><text x="${W * 0.77}" y="${H * 0.6}" text-anchor="middle" font-family="${c.mainFont}" font-size="120" fill="${c.heading}">14</text>`;
    case 'minimal':
      return `<rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="none" stroke="${c.sub}" stroke-width="1"/><text x="${W / 2}" y="78" text-anchor="middle" font-family="${c.mainFont}" font-size="26" fill="${c.heading}">A | J</text>`;
    case 'celestial': {
      let seed = 17;
      const next = () => {
        seed = (seed * 48271) % 2147483647;
        return seed / 2147483647;
      };
      const dots = Array.from(
        { length: 70 },
        () => `<circle cx="${Math.round(next() * W)}" cy="${Math.round(next() * H * 0.75)}" r="${(0.6 + next() * 1.4).toFixed(1)}"/>`,
      ).join('');
      const stars = star(120, 90, 9) + star(640, 170, 7) + star(520, 60, 5) + star(210, 230, 5);
      return `<defs><radialGradient id="sky" cx="0.8" cy="0.1" r="0.9"><stop offset="0" stop-color="${c.sub}" stop-opacity="0.25"/><stop offset="0.6" stop-color="${c.bg1}" stop-opacity="0"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/><g fill="${c.heading}" fill-opacity="0.75">${dots}</g><path d="${stars}" fill="${c.sub}"/><circle cx="${W - 110}" cy="90" r="54" fill="${c.sub}" fill-opacity="0.1"/><path transform="translate(${W - 170} 30)" d="M74 16a46 46 0 1 0 30 70A38 38 0 1 1 74 16z" fill="${c.sub}"/>`;
    }
    case 'romantic':
      return `<defs>${washFilter}</defs><g filter="url(#wash)"><ellipse cx="${W / 2}" cy="160" rx="260" ry="150" fill="${c.accent}" fill-opacity="0.16"/><ellipse cx="200" cy="300" rx="140" ry="90" fill="${c.sub}" fill-opacity="0.22"/><ellipse cx="${W - 200}" cy="290" rx="130" ry="90" fill="${c.sub}" fill-opacity="0.22"/></g><path d="M${W / 2 - 210} ${H}V210A210 190 0 0 1 ${W / 2 + 210} 210V${H}" fill="${c.bg1}" fill-opacity="0.7" stroke="${c.sub}" stroke-width="1.5"/><path d="M${W / 2 - 200} ${H}V212A200 180 0 0 1 ${W / 2 + 200} 212V${H}" fill="none" stroke="${c.sub}" stroke-width="1"/>`;
    case 'playful':
      return `<g transform="scale(0.72)"><path d="M0 0h260c30 60 15 135-45 165s-90 90-165 90c-30 0-50-15-50-30z" fill="${c.accent}" fill-opacity="0.85"/><circle cx="225" cy="225" r="30" fill="${c.sub}" fill-opacity="0.8"/></g><g transform="translate(${W * 0.28} ${H * 0.28}) scale(0.72)"><path d="M${W} ${H}H${W - 260}c-30-75 0-150 75-180s90-90 185-90z" fill="${c.sub}" fill-opacity="0.8"/></g><circle cx="520" cy="80" r="10" fill="${c.accent}"/><rect x="620" y="180" width="18" height="18" rx="4" transform="rotate(25 620 180)" fill="${c.heading}"/><circle cx="110" cy="330" r="8" fill="${c.heading}"/>`;
  }
}

/** The preview picture of a design as SVG (sample couple, the design's own look). */
export function designPreviewSvg(theme: string): string {
  const W = PREVIEW_WIDTH;
  const H = PREVIEW_HEIGHT;
  const family = familyOf(theme);
  const palette: ThemePalette = themePalette(theme);
  const type = designType(theme);
  const c = {
    bg1: hex(palette.backgroundColorOne, '#ffffff'),
    bg2: hex(palette.backgroundColorTwo, '#f4f4f4'),
    heading: hex(palette.mainHeadingColor),
    nav: hex(palette.navColor),
    section: hex(palette.sectionColor),
    text: hex(palette.paragraphColor),
    sub: hex(palette.subAccentColor),
    accent: hex(palette.mainAccentColor),
    mainFont: esc(type.mainFont),
  };
  const split = family === 'editorial';
  const cx = split ? W * 0.3 : W / 2;
  const heroH = H * 0.74;
  const names = 'Amelia &amp; Jonah';
  const namesSize = family === 'editorial' || family === 'playful' || family === 'minimal' ? 56 : 66;
  const top = family === 'classic' || family === 'minimal' ? 190 : family === 'romantic' ? 218 : 175;
  const crest =
    family === 'classic'
      ? ornament(family, 'avatar', W / 2 - 34, 62, 68, 68, c.sub) +
        `<text x="${W / 2}" y="106" text-anchor="middle" font-family="${esc(type.taglineFont)}" font-size="22" fill="${c.heading}">AJ</text>`
      : '';
  const hero = [
    `<rect width="${W}" height="${H}" fill="${c.bg1}"/>`,
    backdrop(family, c, W, heroH),
    crest,
    `<text x="${cx}" y="${top}" text-anchor="middle" font-family="${esc(type.taglineFont)}" font-size="15" letter-spacing="4" fill="${c.nav}">WE ARE GETTING MARRIED</text>`,
    `<text x="${cx}" y="${top + 72}" text-anchor="middle" font-family="${c.mainFont}" font-size="${namesSize}" fill="${c.heading}">${names}</text>`,
    ornament(family, 'divider', cx - 90, top + 92, 180, 18, c.sub),
    `<text x="${cx}" y="${top + 140}" text-anchor="middle" font-family="${esc(type.dateFont)}" font-size="22" letter-spacing="2" fill="${c.text}">June 14, 2027</text>`,
    `<text x="${cx}" y="${top + 172}" text-anchor="middle" font-family="${esc(type.taglineFont)}" font-size="17" fill="${c.text}">Hollowbrook Vineyard</text>`,
  ].join('');
  const band = [
    `<rect y="${heroH}" width="${W}" height="${H - heroH}" fill="${c.bg2}"/>`,
    `<text x="${W / 2}" y="${heroH + 52}" text-anchor="middle" font-family="${esc(type.sectionFont)}" font-size="34" fill="${c.section}">Our Story</text>`,
    ornament(family, 'divider', W / 2 - 70, heroH + 66, 140, 14, c.sub),
    `<rect x="${W / 2 - 170}" y="${heroH + 96}" width="340" height="7" rx="3.5" fill="${c.text}" fill-opacity="0.25"/>`,
    `<rect x="${W / 2 - 130}" y="${heroH + 112}" width="260" height="7" rx="3.5" fill="${c.text}" fill-opacity="0.25"/>`,
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${hero}${band}</svg>`;
}

const cache = new Map<string, Promise<Buffer>>();
const PREVIEW_DIR = path.resolve(import.meta.dirname, '../../../../..', 'dist', 'theme-previews');
/** One picture drawn at a time: a cold catalogue asks for 33 at once, and the machine has other work. */
let queue: Promise<unknown> = Promise.resolve();

async function drawPreview(theme: string): Promise<Buffer> {
  const svg = designPreviewSvg(theme);
  // On disk beside the build, named by the drawing's hash: a changed design is drawn again.
  const file = path.join(PREVIEW_DIR, `${theme}-${crypto.createHash('sha256').update(svg).digest('hex').slice(0, 16)}.webp`);
  try {
    return await fs.promises.readFile(file);
  } catch {
    // not drawn yet
  }
  const run = queue.then(async () => {
    preparePreviewFonts();
    const { default: sharp } = await import('sharp');
    return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
  });
  queue = run.catch(() => undefined);
  const image = await run;
  try {
    await fs.promises.mkdir(PREVIEW_DIR, { recursive: true });
    await fs.promises.writeFile(file, image);
  } catch {
    // A read-only install still serves the picture from memory.
  }
  return image;
}

/** The design's preview as WebP: from memory, else from disk, else drawn once. */
export function designPreviewWebp(theme: string): Promise<Buffer> {
  let image = cache.get(theme);
  if (!image) {
    image = drawPreview(theme);
    image.catch(() => cache.delete(theme));
    cache.set(theme, image);
  }
  return image;
}

const ornaments = new Map<string, Promise<Buffer>>();

function cardOrnamentSvg(family: DesignFamily, kind: CardOrnamentKind, color: string): string {
  const { width, height } = CARD_ORNAMENT_SIZE[kind];
  const [W, H] = [width * 2, height * 2];
  const corner = (transform: string) => `<g transform="${transform}">${ornament(family, 'corner', 0, 0, H, H, color)}</g>`;
  let body: string;
  if (kind === 'divider') body = ornament(family, 'divider', 8, 3, W - 16, H - 6, color);
  else if (kind === 'corner-left') body = corner('translate(0 0)');
  else if (kind === 'corner-right') body = corner(`translate(${W} 0) scale(-1 1)`);
  else {
    // The family's corner flourish and its mirror image side by side: a crest above (or, flipped, below) the text.
    const pair = `${corner('translate(0 0)')}${corner(`translate(${W} 0) scale(-1 1)`)}`;
    body = kind === 'top' ? pair : `<g transform="translate(0 ${H}) scale(1 -1)">${pair}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/** One of a family's ornaments as a PNG in one colour, for card e-mails. */
export function ornamentPng(family: DesignFamily, color: string, kind: CardOrnamentKind = 'divider'): Promise<Buffer> {
  const key = `${family}-${kind}-${color}`;
  let image = ornaments.get(key);
  if (!image) {
    const svg = cardOrnamentSvg(family, kind, `#${color}`);
    image = import('sharp').then(({ default: sharp }) => sharp(Buffer.from(svg)).png().toBuffer());
    image.catch(() => ornaments.delete(key));
    ornaments.set(key, image);
  }
  return image;
}
