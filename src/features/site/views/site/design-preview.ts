/**
 * The catalogue's preview picture of a design: the first screen of the demo it opens, made from the
 * design itself (palette, type pairing, the family's hero frame and opening picture). Composed as SVG
 * here and rasterised by sharp (librsvg) to WebP at build and start time (src/seed/theme-previews-render.ts).
 * Server-only. librsvg reads neither CSS variables nor oklch nor web fonts, so colours are resolved
 * to hex and the design's fonts are handed to fontconfig as TrueType files converted from the
 * @fontsource WOFF files (a WOFF 1 file is zlib-compressed TrueType tables).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { FAMILIES, designType, familyOf, type DesignFamily } from '../../../../shared/wedding/design-families';
import { oklchToHex } from '../../../../shared/wedding/oklch';
import { parseWeddingContent, THEME_KEYS, themePalette, type ThemePalette } from '../../../../shared/wedding';
import { ORNAMENTS } from './ornaments/symbols';
import { demoWeddingContent } from '../../../../seed/demo-wedding';
import { FAMILY_HERO } from './demo-images';
import { sceneSvg } from './demo-scenes';
import { fontSlug } from './font-faces';
import { CARD_ORNAMENT_SIZE, NAMES_IMAGE_SUBSETS, type CardOrnamentKind } from '../../../email/web';

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
      // Latin and Latin Extended: the previews' words and the card names pictures' letters (Zoë, Łukasz).
      for (const subset of NAMES_IMAGE_SUBSETS) {
        const woff = path.join(pkg, 'files', `${slug}-${subset}-400-normal.woff`);
        if (fs.existsSync(woff)) fs.writeFileSync(path.join(dir, `${slug}-${subset}.ttf`), woffToSfnt(fs.readFileSync(woff)));
      }
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

/** Where the demo's opening picture sits in each family's hero, and the shape that frames it. */
function heroFrame(
  family: DesignFamily,
  W: number,
  H: number,
  top: number,
  c: Record<string, string>,
): { clip: string; box: [number, number, number, number]; extra: string } {
  const round = (x: number, y: number, w: number, h: number, r: number) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`;
  switch (family) {
    case 'classic':
      return {
        clip: `<rect x="0" y="${top}" width="${W}" height="${H - top}"/>`,
        box: [0, top, W, H - top],
        extra: `<rect x="14" y="${top + 14}" width="${W - 28}" height="${H - top - 28}" fill="none" stroke="#fff" stroke-width="1.5"/><rect x="18" y="${top + 18}" width="${W - 36}" height="${H - top - 36}" fill="none" stroke="#fff" stroke-width="1"/>`,
      };
    case 'celestial':
      return { clip: `<rect x="0" y="${top}" width="${W}" height="${H - top}"/>`, box: [0, top, W, H - top], extra: '' };
    case 'minimal':
      return {
        clip: `<rect x="16" y="${top + 16}" width="${W - 32}" height="${H - top - 32}"/>`,
        box: [16, top + 16, W - 32, H - top - 32],
        extra: `<rect x="32" y="${top + 32}" width="${W - 64}" height="${H - top - 64}" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="1"/>`,
      };
    case 'botanical':
      return { clip: round(16, top + 16, W - 32, H - top - 32, 22), box: [16, top + 16, W - 32, H - top - 32], extra: '' };
    case 'playful':
      return {
        clip: round(16, top + 16, W - 40, H - top - 40, 24),
        box: [16, top + 16, W - 40, H - top - 40],
        extra: '',
      };
    case 'romantic': {
      const w = W * 0.68;
      const x = (W - w) / 2;
      const r = w / 2;
      const path = `<path d="M${x} ${H - 18}V${top + 24 + r}A${r} ${r} 0 0 1 ${x + w} ${top + 24 + r}V${H - 18}z"/>`;
      return { clip: path, box: [x, top + 24, w, H - top - 42], extra: '' };
    }
    case 'editorial':
      return {
        clip: `<rect x="${W / 2}" y="${top}" width="${W / 2}" height="${H - top}"/>`,
        box: [W / 2, top, W / 2, H - top],
        extra: `<rect x="${W / 2}" y="${top}" width="${W / 2}" height="5" fill="${c.accent}"/>`,
      };
  }
}

/** The demo's names and place, as /designs/{id} shows them. */
const DEMO = parseWeddingContent(demoWeddingContent);
const DEMO_NAMES = `${DEMO.brideGroomOneName} &amp; ${DEMO.brideGroomTwoName}`;
const DEMO_PLACE = esc(DEMO.weddingLocation);

/**
 * The preview picture of a design as SVG: the first screen of the demo it opens (/designs/{id}): the top bar with the
 * monogram and RSVP, the family's opening picture in the family's frame (full bleed, arch, rounded card, split…), and
 * the tagline, names and place in the design's own type and colours. The date is left out: the demo's moves with the
 * calendar, and a picture made at build time must stay true.
 */
export function designPreviewSvg(theme: string): string {
  const W = PREVIEW_WIDTH;
  const H = PREVIEW_HEIGHT;
  const family = familyOf(theme);
  const palette: ThemePalette = themePalette(theme);
  const type = designType(theme);
  const c = {
    bg1: hex(palette.backgroundColorOne, '#ffffff'),
    heading: hex(palette.mainHeadingColor),
    nav: hex(palette.navColor),
    accent: hex(palette.mainAccentColor),
  };
  const bar = 64;
  const frame = heroFrame(family, W, H, bar, c);
  const [bx, by, bw, bh] = frame.box;
  const split = family === 'editorial';
  const cx = split ? W / 4 : bx + bw / 2;
  const cy = by + bh / 2;
  const ink = split ? c.heading : '#ffffff';
  const shadow = split ? '' : ' filter="url(#lift)"';
  const names = esc(type.mainFont);
  const tagline = esc(type.taglineFont);
  const scene = sceneSvg(FAMILY_HERO[family], Math.round(bw), Math.round(bh)).replace('<svg ', `<svg x="${bx}" y="${by}" `);
  const playfulShadow = family === 'playful' ? `<rect x="${bx + 10}" y="${by + 10}" width="${bw}" height="${bh}" rx="24" fill="${c.accent}"/>` : '';
  const text = [
    `<text x="${cx}" y="${cy - 58}" text-anchor="middle" font-family="${tagline}" font-size="15" letter-spacing="4" fill="${ink}"${shadow}>WE ARE GETTING MARRIED</text>`,
    `<text x="${cx}" y="${cy + 14}" text-anchor="middle" font-family="${names}" font-size="${split ? 58 : 64}" fill="${ink}"${shadow}>${DEMO_NAMES}</text>`,
    `<text x="${cx}" y="${cy + 66}" text-anchor="middle" font-family="${tagline}" font-size="19" fill="${ink}"${shadow}>${DEMO_PLACE}</text>`,
  ];
  if (split) {
    // The split hero sets the names on two lines beside the picture, as the demo does.
    text[1] = [`${DEMO.brideGroomOneName}`, `&amp; ${DEMO.brideGroomTwoName}`]
      .map((line, i) => `<text x="${cx}" y="${cy - 8 + i * 58}" text-anchor="middle" font-family="${names}" font-size="54" fill="${ink}">${line}</text>`)
      .join('');
    text[0] = text[0]!.replace(`y="${cy - 58}"`, `y="${cy - 74}"`);
    text[2] = `<text x="${cx}" y="${cy + 96}" text-anchor="middle" font-family="${tagline}" font-size="19" fill="${ink}">${esc(DEMO.weddingLocation.split(' · ')[0] ?? '')}</text>`;
  }
  const monogram = `${DEMO.brideGroomOneName.charAt(0)} &amp; ${DEMO.brideGroomTwoName.charAt(0)}`;
  const topBar = [
    `<rect width="${W}" height="${bar}" fill="${c.bg1}"/>`,
    `<line x1="0" y1="${bar - 0.5}" x2="${W}" y2="${bar - 0.5}" stroke="${c.nav}" stroke-opacity="0.2"/>`,
    `<text x="28" y="${bar / 2 + 9}" font-family="${names}" font-size="26" fill="${c.heading}">${monogram}</text>`,
    ...['OUR STORY', 'GALLERY', 'THE CELEBRATION'].map(
      (label, i) =>
        `<text x="${W / 2 + (i - 1) * 150}" y="${bar / 2 + 5}" text-anchor="middle" font-family="${tagline}" font-size="13" letter-spacing="2" fill="${c.nav}">${label}</text>`,
    ),
    `<rect x="${W - 104}" y="${bar / 2 - 17}" width="80" height="34" rx="17" fill="${c.accent}"/>`,
    `<text x="${W - 64}" y="${bar / 2 + 5}" text-anchor="middle" font-family="${tagline}" font-size="13" letter-spacing="2" fill="${c.bg1}">RSVP</text>`,
  ].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><clipPath id="hero">${frame.clip}</clipPath><filter id="lift" x="-10%" y="-30%" width="120%" height="160%"><feDropShadow dx="0" dy="1" stdDeviation="2.5" flood-color="#000" flood-opacity="0.45"/></filter></defs>`,
    `<rect width="${W}" height="${H}" fill="${c.bg1}"/>`,
    playfulShadow,
    `<g clip-path="url(#hero)">${scene}${split ? '' : `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="#000" fill-opacity="0.28"/>`}</g>`,
    frame.extra,
    text.join(''),
    topBar,
    '</svg>',
  ].join('');
}

/** The picture as WebP, drawn by sharp with the design's fonts (src/seed/theme-previews-render.ts keeps it on disk). */
export async function rasterizePreview(svg: string): Promise<Buffer> {
  preparePreviewFonts();
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
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
