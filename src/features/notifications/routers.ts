// The notifications feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { notificationsApi } from './routes/notifications.api';
export { noticeSettingsPages } from './routes/notice-settings.action';
