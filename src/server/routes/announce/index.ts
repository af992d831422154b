// Announce: the couple's cards (API and /app/announce pages), their sends, the cards as guests open
// them, and unsubscribing. Each router is mounted at the one prefix its comment names (src/server/app.ts).
export { announcePages } from './announce.pages';
export { invitationCardPages, saveTheDateCardPages } from './card.pages';
export { emailSettingsApi } from './email-settings.routes';
export { inviteApi, publicCardApi } from './invite.api';
export { sendInviteApi } from './send.api';
export { unsubscribePages } from './unsubscribe.routes';
