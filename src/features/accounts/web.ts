// The accounts feature's public web surface: views, pages and route helpers other features' routes and views may import.
// Its domain API is index.ts; a feature's domain/ never imports this file (.dependency-cruiser.cjs).
export { NewPasswordFields } from './views/NewPasswordFields';
export { renderProfile, renderSecurity, settingsPageActions } from './routes/settings.actions';
export { MessagePage } from './views/MessagePage';
export { BillingSettings } from './views/settings/SettingsPages';
