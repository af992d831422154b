// The events feature's public API: what jobs/, the CLI and other features may import (createApp takes the routers
// from routers.ts). Anything else in src/features/events/ is private to it (.dependency-cruiser.cjs).
export { isInvited, tagsOf, weddingTags } from './domain/audience';
export { eventLocation, googleCalendarUrl, outlookCalendarUrl } from './domain/calendar-files';
export type { CalendarWedding } from './domain/calendar-files';
export { createEvent, eventInputSchema, eventsForGuest, listEvents, MAIN_EVENT_ID, siteLocation, updateEvent } from './domain/events';
export type { WeddingEvent } from './domain/events';
export { calendarWedding, rsvpEventList, scheduleEvents } from './routes/guest-events';
