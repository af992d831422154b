// The weddings feature's public web surface: views, pages and route helpers other features' routes and views may import.
// Its domain API is index.ts; a feature's domain/ never imports this file (.dependency-cruiser.cjs).
export { appPage } from './routes/app/app-page';
export { DesignPreview } from './views/DesignPreview';
export { ConfirmChangesStep } from './views/setup/ConfirmChangesStep';
