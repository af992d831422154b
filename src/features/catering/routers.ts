// The catering feature's routers, for createApp (src/app.ts) only.
export { cateringApi, cateringPages } from './routes/catering.pages';
