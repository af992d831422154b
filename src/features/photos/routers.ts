// The photos feature's routers, for createApp (src/app.ts) only: other features use index.ts.
export { PHOTO_PAGES_PATH, photoAddPages } from './routes/add.pages';
export { publicPhotosApi } from './routes/public.api';
