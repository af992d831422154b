import type { Area } from '../en';
import type { seat as en } from '../en/seat';

export const seat: Area<typeof en> = {
  'seat.kicker': 'Trova il tuo tavolo',
  'seat.title': 'Trova il tuo tavolo · {title}',
  'seat.intro': 'Scrivi il tuo nome come appare sul tuo invito per vedere il tuo tavolo.',
  'seat.welcome': 'Benvenuto, {name}.',
  'seat.notSet': 'Il tuo tavolo non è ancora stato assegnato. Ricontrolla più vicino al giorno.',
  'seat.yourGuest': '(il tuo accompagnatore: {table})',
  'seat.notFound': 'Non abbiamo trovato il tuo invito con quel nome. Controlla come è scritto sul tuo invito.',
  'seat.yourTables': '{count, plural, one {Il tuo tavolo} other {I tuoi tavoli}}',
  // i18n-seating (issue 27 item 4): an unnamed plus-one in the household's seats on the RSVP page
  'seat.guestOf': 'Accompagnatore di {name}',
};
