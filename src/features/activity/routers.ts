// The activity feature's routers, for createApp (src/app.ts) only: other features use index.ts.
export { activityApi } from './routes/activity.api';
export { activityPages } from './routes/activity.pages';
