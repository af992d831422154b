// The accounts feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/accounts/ is private to it (.dependency-cruiser.cjs).
export { EMAIL_TAKEN } from './domain/accounts';
export { nameSchema, passwordSchema } from './domain/credentials';
export { NewPasswordFields } from './views/NewPasswordFields';
export { accountsRepository } from './domain/repository';
export { hashPassword, verifyPassword } from './domain/password';
export { renderProfile, renderSecurity, settingsPageActions } from './routes/settings.actions';
export { MessagePage } from './views/MessagePage';
export { BillingSettings } from './views/settings/SettingsPages';
