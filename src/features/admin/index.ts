// The admin feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/admin/ is private to it (.dependency-cruiser.cjs).
export { deleteAccount, ensureAdmin, grantPro, OperatorCommandError, promoteToAdmin, resetPassword } from './domain/operator-accounts';
export type { OperatorResult } from './domain/operator-accounts';
