// The journey feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { journeyApi, journeyPages } from './routes';
