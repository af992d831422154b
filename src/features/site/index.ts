// The site feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/site/ is private to it (.dependency-cruiser.cjs).
export { DEMO_IMAGE_WIDTHS, DEMO_PARTY, DEMO_SCENE_NAMES, demoImageContent, WIDE_SCENES } from './views/site/demo-images';
export type { DemoImageUrls } from './views/site/demo-images';
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
export { admitGuest, canSeeSite } from './routes/access';
export { designEntry } from './routes/designs.routes';
export { requestOrigin, setWeddingPageHeaders } from './routes/headers';
export { rsvpOfflinePath } from './routes/offline.routes';
export { type PageLanguage, pageLanguage } from './routes/page-language';
export { renderComingSoon } from './routes/wedding-site.routes';
export { PreviewBar } from './views/site/Unpublished';
export { sceneSvg } from './views/site/demo-scenes';
export { designPreviewSvg, rasterizePreview } from './views/site/design-preview';
export type { DemoSceneName } from './views/site/demo-scenes';
export { ensureCatalogueFontSubsets, fontFaces } from './views/site/font-faces';
export { GuestCardShell } from './views/site/GuestCardShell';
export { coupleNames, langQuery, siteDataFromWedding, siteI18n } from './views/site/site-data';
export type { SiteEvent, SiteGuestPhotos, WeddingSiteData } from './views/site/site-data';
export { WeddingHead, weddingTitle } from './views/site/WeddingHead';
export { WeddingSite } from './views/site/WeddingSite';
export { LanguageSwitcher } from './views/site/LanguageSwitcher';
