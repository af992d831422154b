// The accounts feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/accounts/ is private to it (.dependency-cruiser.cjs).
export { changePassword, updateProfile } from './domain/accounts';
export { updatePasswordSchema, updateUserSchema } from './domain/credentials';
export { emailChangeSent } from './domain/email-change';
export { cancelEmailChangeSync as cancelEmailChange, pendingEmailChangeSync as pendingEmailChange } from './domain/email-change-sync';
export { hashPassword, verifyPassword } from './domain/password';
export { accountDeps } from './routes/account-deps';
export { currentSessionId } from './routes/current-session';
export { MessagePage } from './views/MessagePage';
export { BillingSettings, ProfileSettings, SecuritySettings } from './views/settings/SettingsPages';
