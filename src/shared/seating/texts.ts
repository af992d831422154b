// What the seating chart's "To seat" list says when it is empty (issue 24), for the page and the SeatingBoard island.
export const EVERYONE_SEATED = 'Everyone attending has a seat.';
export const NOBODY_TO_SEAT = 'Nobody is attending yet, so there is nobody to seat. People appear here once they accept.';
