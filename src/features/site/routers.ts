// The site feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { clientBuildId } from './guest-pages/build-id';
export { cataloguePagesEtag } from './guest-pages/catalogue-etag';
export { createGuestPageCache } from './guest-pages/guest-page-cache';
export { designsPages } from './routes/designs.routes';
export { fontFiles } from './routes/fonts.routes';
export { rsvpOfflinePage, weddingOfflinePage } from './routes/offline.routes';
export { passwordPages } from './routes/password.routes';
export { previousAddressRedirect } from './routes/previous-address';
export { privateSiteApi, publicSiteApi } from './routes/public-api.routes';
export { cardArtImages, cardNamesImages, ornamentImages, themePreviewImages } from './routes/theme-previews.routes';
export { weddingSiteRoutes } from './routes/wedding-site.routes';
