export { contactPages, dashboardPage, settingsPages } from './app.pages';
export { calendarPages } from './calendar.pages';
export { appDesignsPages } from './designs.pages';
export { notificationsApi } from './notifications.api';
export { quickSettingsPages } from './quick-settings.pages';
export { setupPages } from './setup.pages';
export { supportApi } from './support.api';
export { unknownAppPage } from './unknown-app-page';
