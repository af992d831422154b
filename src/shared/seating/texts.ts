// What the seating chart's "To seat" list says when it is empty (issue 24), for the page and the SeatingBoard island.
import { appText } from '../i18n/app';
export const EVERYONE_SEATED = appText('seating.everyoneSeated');
export const NOBODY_TO_SEAT = appText('seating.nobodyAttending');
