// /api/v1/guest-list (list, add, edit, delete, CSV import/export)
export { guestListApi } from './guests.api';
// /app/guest-list and its no-JS forms, /app/guest-list/qr
export { guestListPages } from './guests.pages';
