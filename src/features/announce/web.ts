// The announce feature's public web surface: views, pages and route helpers other features' routes and views may import.
// Its domain API is index.ts; a feature's domain/ never imports this file (.dependency-cruiser.cjs).
export { dailyLimitResetAt, sendRefusedJson, sendSucceeded, wantsJson } from './routes/send-answer';
export { AnnounceStyles } from './views/app/announce-styles';
export { EmailSettingsForm } from './views/app/EmailSettingsForm';
export { SendStateBadge, UpsellNotice } from './views/app/SendStateBadge';
export type { GuestColumn } from './views/campaign/GuestStatusTable';
export { SendPanel } from './views/campaign/SendPanel';
export { SentPage } from './views/campaign/SentPage';
