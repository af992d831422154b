// The weddings feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { contactPages, dashboardPage, settingsPages } from './routes/app/app.pages';
export { appDesignsPages } from './routes/app/designs.pages';
export { quickSettingsPages } from './routes/app/quick-settings.pages';
export { setupPages } from './routes/app/setup.pages';
export { unknownAppPage } from './routes/app/unknown-app-page';
export { domainApi } from './routes/domain.api';
export { weddingsApi, weddingsProApi } from './routes/weddings.api';
