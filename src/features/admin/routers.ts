// The admin feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { adminApi, adminPages } from './routes/admin.routes';
