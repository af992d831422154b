/**
 * Building blocks of the wedding record. Each field has two readings:
 * - patch: what a PATCH body may carry (form data or JSON); bad values are rejected with a message.
 * - read: the stored or defaulted value; bad or missing values become the default so an old or
 *   damaged record still renders.
 */
import { z } from 'zod';
import { appText } from '../i18n/app';
import { isFontKey } from './fonts';
import { EDITOR_MESSAGES, tooLongMessage } from './editor-messages';
import { URL_MAX } from './limits';
import { isOklch } from './oklch';

export interface FieldDef<T> {
  patch: z.ZodType<T>;
  read: z.ZodType<T>;
  /** A text the couple writes (and may translate, translations.ts): its length limit. */
  textMax?: number;
}

/** read defaults to `patch` with the fallback for missing and invalid values. */
export function field<T>(patch: z.ZodType<T>, fallback: () => T, lenientRead: z.ZodType<T> = patch): FieldDef<T> {
  // default() answers a missing key, catch() a value that does not pass.
  const withFallback = (lenientRead as z.ZodType<NonNullable<T>>).default(fallback as () => NonNullable<T>);
  const read = withFallback.catch(fallback as () => NonNullable<T>);
  return { patch, read: read as unknown as z.ZodType<T> };
}

const clip = (max: number) => (value: unknown) => (typeof value === 'string' ? value.slice(0, max) : value);

/** Plain text. Over-long text is rejected on PATCH and cut when read. */
export function textField(max: number, fallback: string): FieldDef<string> {
  return { ...field(z.string().max(max, tooLongMessage(max)), () => fallback, z.preprocess(clip(max), z.string())), textMax: max };
}

/** Text that is cut to its limit rather than rejected (party names and captions, spec §5). */
export function clippedText(max: number) {
  return z.preprocess((value) => (value === null || value === undefined ? '' : clip(max)(value)), z.string());
}

const TRUE_TEXTS = new Set(['true', 'on', '1', 'yes']);
const FALSE_TEXTS = new Set(['false', 'off', '0', 'no', '']);

/** Form data sends checkboxes as text. */
export const formBoolean = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (TRUE_TEXTS.has(text)) return true;
  if (FALSE_TEXTS.has(text)) return false;
  return value;
}, z.boolean());

export function booleanField(fallback: boolean): FieldDef<boolean> {
  return field(formBoolean, () => fallback);
}

export function choiceField<const Values extends readonly [string, ...string[]]>(values: Values, fallback: Values[number]): FieldDef<Values[number]> {
  const schema = z.enum(values, { error: appText('builder.field.oneOf', { values: values.map((v) => v || "''").join(', ') }) });
  return field(schema as unknown as z.ZodType<Values[number]>, () => fallback);
}

export const IMAGE_FILTERS = ['none', 'grayscale', 'sepia', 'dark'] as const;
export type ImageFilter = (typeof IMAGE_FILTERS)[number];

/** Missing, blank or unknown filters read as none and the old 'darken' as dark (spec §3). */
export function normalizeImageFilter(value: unknown): ImageFilter {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'darken') return 'dark';
  return (IMAGE_FILTERS as readonly string[]).includes(text) ? (text as ImageFilter) : 'none';
}

export function filterField(): FieldDef<ImageFilter> {
  return field(z.unknown().transform(normalizeImageFilter), () => 'none');
}

export function colorField(fallback: string): FieldDef<string> {
  return field(
    z
      .string()
      .trim()
      .refine((value) => isOklch(value), EDITOR_MESSAGES.invalidColor),
    () => fallback,
  );
}

export function fontField(fallback: string): FieldDef<string> {
  return field(
    z.string().refine((value) => isFontKey(value), appText('builder.field.unknownFont')),
    () => fallback,
  );
}

export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An uploaded image: an http(s) address (image host) or a path on our local image host. */
export function isImageAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > URL_MAX) return false;
  if (value.startsWith('/uploads/')) return /^\/uploads\/[\w.~\-/]+$/.test(value) && !value.split('/').includes('..');
  return isHttpUrl(value);
}

/** An image address or '' for none. */
export function imageField(): FieldDef<string> {
  return field(
    z
      .string()
      .trim()
      .refine((value) => value === '' || isImageAddress(value), EDITOR_MESSAGES.invalidImage),
    () => '',
  );
}

/** An http(s) link or '' for none. */
export function linkField(): FieldDef<string> {
  return field(
    z
      .string()
      .trim()
      .max(URL_MAX, tooLongMessage(URL_MAX))
      .refine((value) => value === '' || isHttpUrl(value), EDITOR_MESSAGES.mustBeValidUrl),
    () => '',
  );
}

/**
 * Only Google's embed addresses may go into the map iframe: anything else would let a page frame
 * an arbitrary site. Couples often paste the whole `<iframe …>` snippet, so its src is taken.
 */
export function isGoogleMapsEmbedLink(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  if (url.hostname === 'www.google.com') return url.pathname === '/maps/embed' || url.pathname.startsWith('/maps/embed/');
  if (url.hostname === 'maps.google.com') return url.pathname === '/maps' && url.searchParams.get('output') === 'embed';
  return false;
}

export function extractIframeSrc(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /<iframe\b[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(value);
  return (match ? match[1]!.replace(/&amp;/g, '&') : value).trim();
}

export function mapsEmbedField(): FieldDef<string> {
  return field(
    z.preprocess(
      extractIframeSrc,
      z
        .string()
        .max(URL_MAX, tooLongMessage(URL_MAX))
        .refine((value) => value === '' || isGoogleMapsEmbedLink(value), EDITOR_MESSAGES.invalidMapsEmbedLink),
    ),
    () => '',
  );
}

/** Lists arrive as arrays (JSON bodies) or as JSON text (form data). */
export function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}
