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
  /** The Latin woff2 file's URL, preloaded. */
  preload: string | null;
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
  if (cssFile && fs.existsSync(cssFile)) {
    let preload: string | null = null;
    const rules = (fs.readFileSync(cssFile, 'utf8').match(FACE) ?? []).map((rule) =>
      rule
        // woff2 only: every browser that runs the page reads it.
        .replace(/,\s*url\([^)]*\.woff\)\s*format\('woff'\)/g, '')
        .replace(/url\(\.\/files\/([a-z0-9-]+\.woff2)\)/g, (_match, file: string) => {
          const url = `${FONT_ROUTE_PREFIX}/${slug}/${file}`;
          if (file === `${slug}-latin-400-normal.woff2`) preload = url;
          return `url(${url})`;
        })
        .replace(/\s+/g, ' '),
    );
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

/** Absolute path of a font file served at /fonts/{slug}/{file}, or null for anything else. */
export function fontFilePath(slug: string, file: string): string | null {
  if (!/^[a-z0-9-]+\.woff2$/.test(file) || !file.startsWith(`${slug}-`)) return null;
  const dir = packageDir(slug);
  if (!dir) return null;
  const full = path.join(dir, 'files', file);
  return fs.existsSync(full) ? full : null;
}

/** Catalogue fonts whose package is missing (reported by a test, never silently broken). */
export function fontsWithoutPackage(): string[] {
  return FONT_OPTIONS.filter((font) => fontFaces(font.key) === null).map((font) => font.key);
}
