// The uploads feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { inviteUploadsApi, localUploadEndpoint, storedImagePages, weddingUploadsApi } from './routes';
