// The notifications feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/notifications/ is private to it (.dependency-cruiser.cjs).
export { notificationCount } from './domain/notifications';
export { notificationsRepository } from './domain/repository';
export { rsvpNoticeRecipients } from './domain/notice-recipients';
