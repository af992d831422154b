/**
 * Self-hosted web fonts from the @fontsource packages (no third-party font CDN). A page gets the
 * @font-face rules of only the fonts its style fields use, regular weight, woff2 only, split by
 * unicode-range so a browser downloads just the scripts the text needs; the Latin file of each
 * is preloaded. Server-only: it reads the packages from node_modules.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FONT_FIELDS, FONT_OPTIONS, fontOption, type WeddingContent } from '../../../../shared/wedding';
import { effectiveFonts } from '../../../../shared/wedding/design-families';
import { CORE_CODE_POINTS, CORE_FILE, coreFileName, ensureFontSubsets, FONT_SUBSETS_DIR } from '../../fonts/font-subsets';
import { ensureNamesSubset, NAMES_FILE, namesCharacters } from '../../fonts/names-subset';
import { coupleNames } from '../../../../shared/wedding/couple-names';
import type { NamesFont } from './site-data';
import { fontStack } from './style-vars';

const require = createRequire(import.meta.url);
export const FONT_ROUTE_PREFIX = '/fonts';

export function fontSlug(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

const SLUGS = new Map(FONT_OPTIONS.map((font) => [fontSlug(font.key), font.key]));

function packageDir(slug: string): string | null {
  if (!SLUGS.has(slug)) return null;
  try {
    return path.dirname(require.resolve(`@fontsource/${slug}/package.json`));
  } catch {
    return null;
  }
}

export interface FontFaces {
  key: string;
  css: string;
  /** The file of the first screen's letters (the core subset where made, else the Latin file): its URL, preloaded. */
  preload: string | null;
}

/** `U+0000-00FF, U+0131` → its code points. */
function codePoints(unicodeRange: string): Set<number> {
  const points = new Set<number>();
  for (const part of unicodeRange.split(',')) {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    const end = to ? Number.parseInt(to, 16) : start;
    for (let point = start; point <= end; point++) points.add(point);
  }
  return points;
}

/** Code points → `U+0020-007E,U+00A0-00FF,…`. */
function unicodeRange(points: Iterable<number>): string {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? hex(sorted[i]) : `${hex(sorted[i])}-${sorted[j].toString(16).toUpperCase().padStart(4, '0')}`);
    i = j;
  }
  return parts.join(',');
}

const CORE = new Set(CORE_CODE_POINTS);

/**
 * With the font's core subset made (dist/font-subsets, `npm run build`): the Latin face keeps only the
 * characters the core file lacks, and a core face covers the rest; the two ranges never overlap, so a
 * word is never shaped from two files.
 */
export function withCoreFace(latinRule: string, coreUrl: string): string {
  const range = /unicode-range:\s*([^;}]*)/.exec(latinRule)?.[1];
  if (!range) return latinRule;
  const latin = [...codePoints(range)];
  const rest = latin.filter((point) => !CORE.has(point));
  const coreRule = latinRule.replace(/url\([^)]*\)/, `url(${coreUrl})`).replace(range, unicodeRange(latin.filter((point) => CORE.has(point))));
  return `${rest.length ? latinRule.replace(range, unicodeRange(rest)) : ''}\n${coreRule}`;
}

/** The core file of a font (its name and URL) when it has been made, else null. */
function coreFile(slug: string, dir: string): { url: string } | null {
  const latin = path.join(dir, 'files', `${slug}-latin-400-normal.woff2`);
  if (!fs.existsSync(latin)) return null;
  const name = coreFileName(slug, fs.readFileSync(latin));
  return fs.existsSync(path.join(FONT_SUBSETS_DIR, name)) ? { url: `${FONT_ROUTE_PREFIX}/${slug}/${name}` } : null;
}

const FACE = /@font-face\s*{[^}]*}/g;
const faces = new Map<string, FontFaces | null>();

/** The @font-face rules of one catalogue font, or null when its package is not installed. */
export function fontFaces(key: string): FontFaces | null {
  if (faces.has(key)) return faces.get(key)!;
  let result: FontFaces | null = null;
  const slug = fontSlug(key);
  const dir = fontOption(key) ? packageDir(slug) : null;
  const cssFile = dir ? path.join(dir, '400.css') : null;
  if (dir && cssFile && fs.existsSync(cssFile)) {
    let preload: string | null = null;
    const core = coreFile(slug, dir);
    const rules = (fs.readFileSync(cssFile, 'utf8').match(FACE) ?? []).map((rule) => {
      let latin = false;
      const css = rule
        // woff2 only: every browser that runs the page reads it.
        .replace(/,\s*url\([^)]*\.woff\)\s*format\('woff'\)/g, '')
        .replace(/url\(\.\/files\/([a-z0-9-]+\.woff2)\)/g, (_match, file: string) => {
          const url = `${FONT_ROUTE_PREFIX}/${slug}/${file}`;
          if (file === `${slug}-latin-400-normal.woff2`) {
            latin = true;
            preload = url;
          }
          return `url(${url})`;
        })
        .replace(/\s+/g, ' ');
      if (!latin || !core) return css;
      preload = core.url;
      return withCoreFace(css, core.url);
    });
    result = { key, css: rules.join('\n'), preload };
  }
  faces.set(key, result);
  return result;
}

/** The distinct fonts a page shows: its design's type pairing where the couple kept the default. */
export function fontsUsedBy(content: WeddingContent, theme?: string): string[] {
  const fonts = theme === undefined ? content : effectiveFonts(theme, content);
  return [...new Set(FONT_FIELDS.map((field) => fonts[field]))];
}

/** The folder of the names' files under DATA_DIR. */
export function namesFontDir(dataDir: string): string {
  return path.join(dataDir, 'font-names');
}

/**
 * The names' face of a wedding's page (names-subset.ts): made from the stored names when the page is
 * rendered, or null (no names, a character outside the core file, no font package, no subsetter).
 */
export async function prepareNamesFont(site: { weddingTheme: string; content: WeddingContent }, dataDir: string): Promise<NamesFont | null> {
  const key = effectiveFonts(site.weddingTheme, site.content).mainFont;
  const characters = namesCharacters(coupleNames(site.content));
  const slug = fontSlug(key);
  const dir = fontOption(key) ? packageDir(slug) : null;
  const latin = dir ? path.join(dir, 'files', `${slug}-latin-400-normal.woff2`) : null;
  if (!characters || !latin || !fs.existsSync(latin)) return null;
  const file = await ensureNamesSubset(slug, latin, characters, namesFontDir(dataDir));
  if (!file) return null;
  const family = `${key} names`;
  const url = `${FONT_ROUTE_PREFIX}/${slug}/${file}`;
  const range = unicodeRange([...characters].map((ch) => ch.codePointAt(0)!));
  return {
    url,
    css: `@font-face { font-family: '${family}'; font-style: normal; font-display: swap; font-weight: 400; src: url(${url}) format('woff2'); unicode-range: ${range}; }`,
    stack: `'${family}', ${fontStack(key)}`,
  };
}

/** Absolute path of a font file served at /fonts/{slug}/{file}, or null for anything else. */
export function fontFilePath(slug: string, file: string, dataDir?: string): string | null {
  if (!/^[a-z0-9-]+\.woff2$/.test(file) || !file.startsWith(`${slug}-`)) return null;
  if (NAMES_FILE.test(file)) {
    const names = dataDir ? path.join(namesFontDir(dataDir), file) : null;
    return names && SLUGS.has(slug) && fs.existsSync(names) ? names : null;
  }
  if (CORE_FILE.test(file)) {
    const subset = path.join(FONT_SUBSETS_DIR, file);
    return SLUGS.has(slug) && fs.existsSync(subset) ? subset : null;
  }
  const dir = packageDir(slug);
  if (!dir) return null;
  const full = path.join(dir, 'files', file);
  return fs.existsSync(full) ? full : null;
}

/** Cuts every catalogue font's Latin file to its core characters where not done yet (`npm run build`, `npm start`). */
export function ensureCatalogueFontSubsets(options: { log?: (line: string) => void } = {}): Promise<void> {
  const sources = FONT_OPTIONS.flatMap((font) => {
    const slug = fontSlug(font.key);
    const dir = packageDir(slug);
    const latinFile = dir ? path.join(dir, 'files', `${slug}-latin-400-normal.woff2`) : null;
    return latinFile && fs.existsSync(latinFile) ? [{ slug, latinFile }] : [];
  });
  return ensureFontSubsets(sources, options);
}

/** Catalogue fonts whose package is missing (reported by a test, never silently broken). */
export function fontsWithoutPackage(): string[] {
  return FONT_OPTIONS.filter((font) => fontFaces(font.key) === null).map((font) => font.key);
}
