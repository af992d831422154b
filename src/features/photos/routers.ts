// The photos feature's routers, for createApp (src/app.ts) only: other features use index.ts.
export { PHOTO_PAGES_PATH, photoAddPages } from './routes/add.pages';
export { photoAlbumPages } from './routes/album.pages';
export { couplePhotosApi } from './routes/couple.api';
export { couplePhotosPages } from './routes/couple.pages';
export { publicPhotosApi } from './routes/public.api';
