import type { Area } from '../en';
import type { seat as en } from '../en/seat';

export const seat: Area<typeof en> = {
  'seat.kicker': 'Trouvez votre table',
  'seat.title': 'Trouvez votre table · {title}',
  'seat.intro': 'Saisissez votre nom tel qu’il figure sur votre invitation pour voir votre table.',
  'seat.welcome': 'Bienvenue, {name}.',
  'seat.notSet': 'Votre table n’est pas encore attribuée. Revenez plus près du jour J.',
  'seat.yourGuest': '(votre invité : {table})',
  'seat.notFound': 'Nous n’avons pas trouvé votre invitation à ce nom. Vérifiez l’orthographe telle qu’elle figure sur votre invitation.',
  'seat.yourTables': '{count, plural, one {Votre table} other {Vos tables}}',
  // i18n-seating (issue 27 item 4): an unnamed plus-one in the household's seats on the RSVP page
  'seat.guestOf': 'Invité de {name}',
};
