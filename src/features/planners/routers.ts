// The planners feature's routers, for createApp (src/app.ts) only: other features use index.ts.
export { acceptPages } from './routes/accept.pages';
export { currentWeddingApi, currentWeddingPages } from './routes/current-wedding.actions';
export { plannersApi } from './routes/planners.api';
export { plannersPages } from './routes/planners.pages';
