// Tags on guests and households: limits, tidying and the input schema (forms, CSV cells, JSON).
import { z } from 'zod';
import { appText } from '../i18n/app';

export const TAG_MAX = 40;
export const TAGS_MAX = 20;

export const TAG_TEXTS = {
  tooLong: appText('guests.error.tagTooLong', { max: TAG_MAX }),
  tooMany: appText('guests.error.tagsTooMany', { max: TAGS_MAX }),
} as const;

/** Tags tidied (single spaces), blanks dropped, repeats (case aside) dropped, first spelling kept. */
export function tidyTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** Tags as a JSON array, or as text separated by commas (forms, CSV cells). */
export const tagsSchema = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return [];
    if (typeof value === 'string') return value.split(/[,;\n]/);
    return value;
  },
  z
    .array(z.string().max(200, TAG_TEXTS.tooLong))
    .max(200, TAG_TEXTS.tooMany)
    .transform(tidyTags)
    .pipe(z.array(z.string().max(TAG_MAX, TAG_TEXTS.tooLong)).max(TAGS_MAX, TAG_TEXTS.tooMany)),
);
