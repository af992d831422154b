// The events feature's public API: its domain, what jobs/, the CLI and other features (their domain/ too) may import;
// its views and route helpers are in web.ts, createApp takes the routers from routers.ts. Anything else in
// src/features/events/ is private to it (.dependency-cruiser.cjs).
export { isInvited, tagsIn } from '../../shared/events/audience';
export { eventLocation, googleCalendarUrl, outlookCalendarUrl } from './domain/calendar-files';
export type { CalendarWedding } from './domain/calendar-files';
export { eventInLanguage, MAIN_EVENT_ID, siteLocation } from '../../shared/events/event-list';
export { createEvent as addEvent, eventInputSchema, updateEvent as changeEvent } from './domain/events';
export { eventsRepository } from './domain/repository/events';
export type { WeddingEvent } from './domain/events';
export { weddingEventsOf } from './domain/wedding-events';
