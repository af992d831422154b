// The announce feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { announcePages } from './routes/announce.pages';
export { invitationCardPages, saveTheDateCardPages } from './routes/card.pages';
export { emailSettingsApi } from './routes/email-settings.action';
export { inviteApi, publicCardApi } from './routes/invite.api';
export { sendInviteApi } from './routes/send.api';
