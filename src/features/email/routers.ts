// The email feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { unsubscribePages } from './routes/unsubscribe.routes';
export { webhooksApi } from './routes/webhooks/webhooks.routes';
