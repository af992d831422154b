// The seating feature's routers, for createApp (src/app.ts) only: other features use index.ts.
export { seatingApi } from './routes/seating.api';
export { seatingPages } from './routes/seating.pages';
export { FIND_SEAT_PATH, findSeatPages } from './routes/find-seat.pages';
