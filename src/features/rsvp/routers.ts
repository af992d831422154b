// The rsvp feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { rsvpApi } from './routes';
export { rsvpManagerPages } from './routes/manager.pages';
export { rsvpGuestApi } from './routes/public-rsvp.api';
export { publicRsvpPages, RSVP_PAGES_PATH } from './routes/public-rsvp.pages';
export { rsvpSettingsPages } from './routes/settings.pages';
