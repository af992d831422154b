import type { Area } from '../en';
import type { seat as en } from '../en/seat';

export const seat: Area<typeof en> = {
  'seat.kicker': 'Finde deinen Tisch',
  'seat.title': 'Finde deinen Tisch · {title}',
  'seat.intro': 'Gib deinen Namen wie auf deiner Einladung ein, um deinen Tisch zu sehen.',
  'seat.welcome': 'Willkommen, {name}.',
  'seat.notSet': 'Dein Tisch steht noch nicht fest. Schau kurz vor dem Tag noch einmal nach.',
  'seat.yourGuest': '(deine Begleitung: {table})',
  'seat.notFound': 'Wir haben unter diesem Namen keine Einladung gefunden. Prüfe die Schreibweise wie auf deiner Einladung.',
  'seat.yourTables': '{count, plural, one {Dein Tisch} other {Deine Tische}}',
  // i18n-seating (issue 27 item 4): an unnamed plus-one in the household's seats on the RSVP page
  'seat.guestOf': 'Begleitung von {name}',
};
