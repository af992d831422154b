import { WeddingSite } from './WeddingSite';
import type { WeddingSiteData } from './site-data';

/** The public wedding site: the page body the builder preview also renders. */
export function WeddingPage({ site }: { site: WeddingSiteData }) {
  return <WeddingSite site={site} />;
}
