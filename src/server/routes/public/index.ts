// What visitors of a wedding site fetch and open, besides its RSVP (routes/rsvp) and cards
// (routes/announce). Each router is mounted at the one prefix its comment names (src/server/app.ts).
export { designsPages } from './designs.routes';
export { fontFiles } from './fonts.routes';
export { rsvpOfflinePage, weddingOfflinePage } from './offline.routes';
export { passwordPages } from './password.routes';
export { privateSiteApi, publicSiteApi } from './public-api.routes';
export { ornamentImages, themePreviewImages } from './theme-previews.routes';
export { weddingSiteRoutes } from './wedding-site.routes';
