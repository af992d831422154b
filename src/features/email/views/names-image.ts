/**
 * The couple's names on a card as a picture in the card's names font (issue 25 item 7): Gmail and
 * Outlook ignore web fonts, so live text fell back to Georgia or Brush Script there. The picture is
 * drawn at twice its size on the server (site/views/site/card-names-png.ts) and the e-mail names its
 * 1× width and height, with the names as its alt text.
 *
 * Its address carries the product, the design, whether the card has a photo, the names and an HMAC
 * of product, design and names (`CardModel.namesSignature`, signed when the card is built), so the
 * server draws only names it put on a card itself; everything else about the picture (font, colour,
 * size, box) follows from the design, here, on both sides.
 *
 * Names with a letter the font's files lack (Arabic, Hebrew, Cyrillic in a Latin-only font…) stay
 * live text in the e-mail's font stack: a picture would show another font's letters anyway.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CardModel, CardProduct } from '../domain/card-model';
import { cardStyleFor } from './styles';
import type { CardLayout } from './styles/card-style';

const require = createRequire(import.meta.url);

/** The card texts' own limit on names (card-content.ts), so a picture is never asked for more. */
export const NAMES_IMAGE_MAX_CHARS = 120;
/** The @fontsource subsets converted for the server's drawing (design-preview.ts preparePreviewFonts). */
export const NAMES_IMAGE_SUBSETS = ['latin', 'latin-ext'] as const;

export interface NamesImageLayout {
  font: string;
  /** #rrggbb */
  color: string;
  align: 'center' | 'left';
  /** The box in CSS pixels (the PNG is twice this). */
  width: number;
  height: number;
  lines: string[];
  fontSize: number;
  /** Spaced capitals, for designs that set their names so (never in a script face: card styles). */
  uppercase: boolean;
  letterSpacing: number;
}

/** An average letter's width in em, generous for the widest names faces: only decides line breaks and size. */
const LETTER_EM = 0.5;
const LINE_EM = 1.45;
const MIN_SIZE = 16;

/** Layouts whose names sit in a narrow text column when the card has a photo. */
const SIDE_LAYOUTS: ReadonlySet<CardLayout> = new Set(['split', 'left-aligned']);

/** Box width, alignment and colour of the names on a design, with or without a photo. */
function namesBox(
  product: CardProduct,
  design: string,
  photo: boolean,
): Pick<NamesImageLayout, 'font' | 'color' | 'align' | 'width' | 'uppercase' | 'letterSpacing'> & { size: number } {
  const style = cardStyleFor(product, design);
  const font = { font: style.namesImageFont ?? '', uppercase: Boolean(style.namesUppercase), letterSpacing: parseFloat(style.namesLetterSpacing ?? '0') || 0 };
  if (style.layout === 'split') return { ...font, color: style.ink, align: 'left', width: 280, size: Math.min(style.namesSize, 34) };
  if (photo && SIDE_LAYOUTS.has(style.layout)) return { ...font, color: style.ink, align: 'left', width: 280, size: Math.min(style.namesSize, 36) };
  if (photo && style.layout === 'overlay') return { ...font, color: '#ffffff', align: 'center', width: 480, size: style.namesSize + 6 };
  return { ...font, color: style.ink, align: style.layout === 'left-aligned' ? 'left' : 'center', width: 480, size: style.namesSize + 6 };
}

function splitInTwo(text: string): string[] {
  const words = text.split(' ');
  if (words.length < 2) return [text];
  const joiner = words.findIndex((word, i) => i > 0 && /^(&|\+|and|y|et|und|e|en)$/i.test(word));
  if (joiner > 0) return [words.slice(0, joiner).join(' '), words.slice(joiner).join(' ')];
  let at = 1;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i += 1) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < best) [best, at] = [diff, i];
  }
  return [words.slice(0, at).join(' '), words.slice(at).join(' ')];
}

/** The lines, size and box of the names picture: one line, or two (before the '&') when one would not fit. */
export function namesImageLayout(product: CardProduct, design: string, photo: boolean, names: string): NamesImageLayout {
  const { size, ...box } = namesBox(product, design, photo);
  const spaced = names.replace(/\s+/g, ' ').trim();
  const text = box.uppercase ? spaced.toLocaleUpperCase() : spaced;
  const em = box.uppercase ? LETTER_EM * 1.35 : LETTER_EM;
  const fits = (line: string, px: number) => [...line].length * (px * em + box.letterSpacing) <= box.width;
  const lines = fits(text, size) ? [text] : splitInTwo(text);
  const longest = Math.max(...lines.map((line) => [...line].length));
  const fontSize = Math.max(MIN_SIZE, Math.min(size, Math.floor((box.width / longest - box.letterSpacing) / em)));
  return { ...box, lines, fontSize, height: Math.round(lines.length * fontSize * LINE_EM) };
}

const ranges = new Map<string, [number, number][]>();

function fontRanges(font: string): [number, number][] {
  const known = ranges.get(font);
  if (known) return known;
  const slug = font.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  let found: [number, number][] = [];
  try {
    const file = path.join(path.dirname(require.resolve(`@fontsource/${slug}/package.json`)), 'unicode.json');
    const subsets = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    found = NAMES_IMAGE_SUBSETS.flatMap((subset) =>
      (subsets[subset] ?? '').split(',').flatMap((range): [number, number][] => {
        const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(range.trim());
        return match ? [[parseInt(match[1]!, 16), parseInt(match[2] ?? match[1]!, 16)]] : [];
      }),
    );
  } catch {
    // No package for the font: nothing is covered, the names stay text.
  }
  ranges.set(font, found);
  return found;
}

/** Whether every letter of `text` is in the font's drawn subsets (spaces aside). */
export function namesFontCovers(font: string, text: string): boolean {
  const covered = fontRanges(font);
  return [...text.replace(/\s+/g, '')].every((char) => {
    const code = char.codePointAt(0)!;
    return covered.some(([from, to]) => code >= from && code <= to);
  });
}

const toBase64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** The picture's address for this card, or null when the names stay text (no signature, a letter the font lacks). */
export function namesImageSrc(model: CardModel, origin: string): { src: string; layout: NamesImageLayout } | null {
  const names = model.names.trim();
  if (!model.namesSignature || !names || [...names].length > NAMES_IMAGE_MAX_CHARS) return null;
  const photo = Boolean(model.imageUrl);
  const layout = namesImageLayout(model.product, model.design, photo, names);
  if (!layout.font || !namesFontCovers(layout.font, names)) return null;
  const file = `${model.product}.${model.design}.${photo ? 'p' : 't'}.${toBase64Url(names)}.${model.namesSignature}.png`;
  return { src: `${origin}/card-names/${file}`, layout };
}

/** Reads /card-names/{file} back into its parts (the signature still to be checked), or null. */
export function parseNamesImageFile(file: string): { product: CardProduct; design: string; photo: boolean; names: string; signature: string } | null {
  const match = /^(savethedate|invite|reminder)\.([a-z]{1,20})\.([pt])\.([A-Za-z0-9_-]{1,700})\.([0-9a-f]{32})\.png$/.exec(file);
  if (!match) return null;
  const names = Buffer.from(match[4]!, 'base64url').toString('utf8');
  if (!names.trim() || [...names].length > NAMES_IMAGE_MAX_CHARS || toBase64Url(names) !== match[4]) return null;
  return { product: match[1] as CardProduct, design: match[2]!, photo: match[3] === 'p', names, signature: match[5]! };
}
