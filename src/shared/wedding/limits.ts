/** Limits of the site editor (site-editor.md §5, §8, §9), used exactly; its texts are in editor-messages.ts. */

/** A gallery's images: the builder stops at it and the server refuses past it (one number for both). */
export const GALLERY_MAX_IMAGES = 10;
/** How a gallery is laid out (the record's imagesLayout and customTwoLayout, the GallerySlider island). */
export const GALLERY_LAYOUTS = ['slider', 'columns', 'stacked'] as const;
/**
 * The spec's text when a gallery is full (site-editor.md §5). Still written here: the image rules (src/shared/images)
 * say it too, and the guests' photo upload imports them, so it cannot come from the app's catalogue yet.
 */
export const SCHEDULE_MAX_ITEMS = 20;
export const PARTY_MAX_MEMBERS = 12;
export const PARTY_NAME_MAX = 100;
export const PARTY_CAPTION_MAX = 200;
export const PARTY_MEMBER_ID_LENGTH = 8;

// Our own length caps (the spec leaves them open): generous for prose, tight for one-liners.
export const NAME_MAX = 100;
export const HEADING_MAX = 200;
export const SHORT_TEXT_MAX = 100;
export const TILE_TEXT_MAX = 500;
export const COMMENT_MAX = 5000;
export const SCHEDULE_TIME_MAX = 50;
export const SCHEDULE_TEXT_MAX = 2000;
export const URL_MAX = 2000;
export const WEBSITE_PASSWORD_MAX = 100;

export const COLOR_DEBOUNCE_MS = 2000;
export const MAP_FRAME_HEIGHT_PX = 500;
export const NARROW_BREAKPOINT_PX = 768;

export const TEXT_SIZES = ['xs', 'sm', 'reg', 'lg', 'xl'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const TEXT_SIZE_PX: Record<TextSize, number> = { xs: 20, sm: 30, reg: 50, lg: 80, xl: 150 };

/**
 * One type scale that holds from a phone to a wide screen (issue 25 item 2). Each size is a clamp
 * up to its size in pixels (site-editor.md §2), but not with one 8vw for all: 8vw made sm and reg
 * the same ~31 px on a 390 px phone and the names no bigger than the date. Each size grows with
 * the viewport at its own rate (its pixels at a 1200 px viewport, TEXT_SIZE_FULL_AT_PX) from a
 * phone size of its own, so the five sizes are five distinct steps at every width:
 * 16 / 22 / 30 / 44 / 56 px on a phone, 20 / 30 / 50 / 80 / 150 px on a laptop.
 */
export const TEXT_SIZE_MIN_REM: Record<TextSize, number> = { xs: 1, sm: 1.375, reg: 1.875, lg: 2.75, xl: 3.5 };
const TEXT_SIZE_FULL_AT_PX = 1200;

export function textSizeCss(size: TextSize): string {
  const vw = Math.round((TEXT_SIZE_PX[size] / TEXT_SIZE_FULL_AT_PX) * 10000) / 100;
  return `clamp(${TEXT_SIZE_MIN_REM[size]}rem, ${vw}vw, ${TEXT_SIZE_PX[size]}px)`;
}
