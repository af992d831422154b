// The site feature's public web surface: views, pages and route helpers other features' routes and views may import.
// Its domain API is index.ts; a feature's domain/ never imports this file (.dependency-cruiser.cjs).
export { DEMO_IMAGE_WIDTHS, DEMO_PARTY, DEMO_SCENE_NAMES, demoImageContent, WIDE_SCENES } from './views/site/demo-images';
export type { DemoImageUrls } from './views/site/demo-images';
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
export { langQuery, siteDataFromWedding, siteI18n } from './views/site/site-data';
export type { SiteEvent, WeddingSiteData } from './views/site/site-data';
export { WeddingHead, weddingTitle } from './views/site/WeddingHead';
export { WeddingSite } from './views/site/WeddingSite';
export { LanguageSwitcher } from './views/site/LanguageSwitcher';
