// The accounts feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/accounts/ is private to it (.dependency-cruiser.cjs).
export { changePassword, updateProfile } from './domain/accounts';
export { updatePasswordSchema, updateUserSchema } from './domain/credentials';
export { cancelEmailChange, emailChangeSent, pendingEmailChange } from './domain/email-change';
export { accountsRepository } from './domain/repository';
export { hashPassword, verifyPassword } from './domain/password';
export { accountDeps } from './routes/account-deps';
export { currentSessionId } from './routes/current-session';
export { MessagePage } from './views/MessagePage';
export { BillingSettings, ProfileSettings, SecuritySettings } from './views/settings/SettingsPages';
