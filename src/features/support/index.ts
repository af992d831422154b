// The support feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/support/ is private to it (.dependency-cruiser.cjs).
export { ContactPage } from './views/ContactPage';
export { contactSupport } from './routes/contact.action';
