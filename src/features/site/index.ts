// The site feature's public API: its domain, what jobs/, the CLI and other features (their domain/ too) may import;
// its views and route helpers are in web.ts, createApp takes the routers from routers.ts. Anything else in
// src/features/site/ is private to it (.dependency-cruiser.cjs).
export { throttledMessage } from '../../core/rate-limit';
export {
  CREDENTIALS_MESSAGE,
  isPasswordProtected,
  mayPreviewSite,
  NOT_FOUND_MESSAGE,
  PROTECTED_MESSAGE,
  publishedWeddingAt,
  siteDoorAt,
  siteVisit,
} from './domain/site-access';
export { siteRepository } from './domain/repository';
export type { PublishedWedding, SiteDoor } from './domain/site-access';
