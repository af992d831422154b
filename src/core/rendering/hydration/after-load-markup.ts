/** The <script type="application/json"> that lists a guest page's deferred assets (after-load.ts reads it). */
export const AFTER_LOAD_ATTRIBUTE = 'data-after-load';
/** The loader, a Vite entry of the guests' build (vite.config.ts). */
export const AFTER_LOAD_ENTRY = 'src/core/rendering/hydration/after-load.ts';

export interface AfterLoadAssets {
  /** The full stylesheet's URLs. */
  css: string[];
  /** The islands' entry scripts. */
  js: string[];
}
