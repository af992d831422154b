export { eventsApi } from './events.api';
export { eventsPages } from './events.pages';
export { EVENT_FILES_PATH, eventFiles } from './event-files';
export { rsvpEventList, scheduleEvents } from './guest-events';
