// The accounts feature's public API: its domain, what jobs/, the CLI and other features (their domain/ too) may import;
// its views and route helpers are in web.ts, createApp takes the routers from routers.ts. Anything else in
// src/features/accounts/ is private to it (.dependency-cruiser.cjs).
export { EMAIL_TAKEN } from './domain/accounts';
export { nameSchema, passwordSchema } from './domain/credentials';
export { accountsRepository } from './domain/repository';
export { hashPassword, verifyPassword } from './domain/password';
