import type { Area } from '../en';
import type { seat as en } from '../en/seat';

export const seat: Area<typeof en> = {
  'seat.kicker': 'Encuentra tu mesa',
  'seat.title': 'Encuentra tu mesa · {title}',
  'seat.intro': 'Escribe tu nombre como aparece en tu invitación para ver tu mesa.',
  'seat.welcome': 'Bienvenido, {name}.',
  'seat.notSet': 'Tu mesa aún no está asignada. Vuelve a mirar más cerca del día.',
  'seat.yourGuest': '(tu acompañante: {table})',
  'seat.notFound': 'No encontramos tu invitación con ese nombre. Revisa cómo aparece escrito en tu invitación.',
  'seat.yourTables': '{count, plural, one {Tu mesa} other {Tus mesas}}',
  // i18n-seating (issue 27 item 4): an unnamed plus-one in the household's seats on the RSVP page
  'seat.guestOf': 'Acompañante de {name}',
};
