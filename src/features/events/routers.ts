// The events feature's routers and app-wide middlewares, for createApp (src/app.ts) only: other features use index.ts.
export { calendarApi } from './routes/calendar.api';
export { calendarPages } from './routes/calendar.pages';
export { EVENT_FILES_PATH, eventFiles } from './routes/event-files';
export { eventsApi } from './routes/events.api';
export { eventsPages } from './routes/events.pages';
