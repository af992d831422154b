// The announce feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/announce/ is private to it (.dependency-cruiser.cjs).
export { dailyLimitResetAt, sendRefusedJson, sendSucceeded, wantsJson } from './routes/send-answer';
export { AnnounceStyles } from './views/app/announce-styles';
export { EmailSettingsForm } from './views/app/EmailSettingsForm';
export { SendStateBadge, UpsellNotice } from './views/app/SendStateBadge';
export type { GuestColumn } from './views/campaign/GuestStatusTable';
export { SendPanel } from './views/campaign/SendPanel';
export { SentPage } from './views/campaign/SentPage';
