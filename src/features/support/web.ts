// The support feature's public web surface: views, pages and route helpers other features' routes and views may import.
// Its domain API is index.ts; a feature's domain/ never imports this file (.dependency-cruiser.cjs).
export { ContactPage } from './views/ContactPage';
export { contactSupport } from './routes/contact.action';
