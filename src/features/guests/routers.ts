// The guests feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { guestListApi } from './routes/guests.api';
export { guestListPages } from './routes/guests.pages';
