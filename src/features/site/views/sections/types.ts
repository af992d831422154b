import type { WeddingSiteData } from '../site/site-data';

/** Every public section takes the same plain props: the builder preview renders them from its draft. */
export interface SectionProps {
  site: WeddingSiteData;
}
