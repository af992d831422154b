/**
 * The browser side of a guest page's deferred assets (issue 25 item 8): a page whose first screen
 * paints from its inlined CSS (src/core/rendering/critical-css.ts) lists the full stylesheet and its
 * islands' scripts in `<script type="application/json" data-after-load>` instead of loading them at
 * once, so on a slow phone they share neither the network with the names' font and the hero picture
 * nor the main thread with the first paint. Once the page has loaded, this adds the stylesheet and,
 * when it has arrived (or failed), imports the islands, which hydrate as before. A Vite entry of the
 * guests' build; without JavaScript nothing here is needed (only scripts add classes the inlined
 * rules lack).
 */
import { AFTER_LOAD_ATTRIBUTE, type AfterLoadAssets } from './after-load-markup';

function addStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.body.append(link);
  });
}

async function start() {
  const data = document.querySelector(`script[${AFTER_LOAD_ATTRIBUTE}]`)?.textContent;
  if (!data) return;
  const { css, js } = JSON.parse(data) as AfterLoadAssets;
  await Promise.all(css.map(addStylesheet));
  for (const src of js) import(/* @vite-ignore */ src).catch((error: unknown) => console.error(`island script ${src}:`, error));
}

if (document.readyState === 'complete') void start();
else addEventListener('load', () => void start(), { once: true });
