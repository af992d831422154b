import type { WeddingContent } from './record';

/** "Amelia & Jonah", with the chosen joiner; blank names are left out (the site's pages, the wedding's name in the app). */
export function coupleNames(content: WeddingContent): string {
  const names = [content.brideGroomOneName.trim(), content.brideGroomTwoName.trim()].filter(Boolean);
  return names.join(` ${content.joiner} `);
}
