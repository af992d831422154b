// The pages feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/pages/ is private to it (.dependency-cruiser.cjs).
export { DesignDemoPage } from './views/DesignDemoPage';
export { DesignsPage } from './views/DesignsPage';
