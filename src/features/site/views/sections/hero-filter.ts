import { normalizeImageFilter, type ImageFilter } from '../../../../shared/wedding';

/**
 * The hero filters of site-editor.md §2: sepia or grayscale darkened to 70 or 65 % brightness
 * (in that order), dark at 75 % brightness. Unknown, blank or missing filters show none and the
 * old 'darken' means dark.
 */
export const HERO_FILTER_CSS: Record<ImageFilter, string | undefined> = {
  none: undefined,
  sepia: 'sepia(100%) brightness(70%)',
  grayscale: 'grayscale(100%) brightness(65%)',
  dark: 'brightness(75%)',
};

export function heroFilterCss(filter: unknown): string | undefined {
  return HERO_FILTER_CSS[normalizeImageFilter(filter)];
}
