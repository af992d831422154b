import type { Area } from '../en';
import type { seat as en } from '../en/seat';

export const seat: Area<typeof en> = {
  'seat.kicker': 'Encontre a sua mesa',
  'seat.title': 'Encontre a sua mesa · {title}',
  'seat.intro': 'Escreva o seu nome como aparece no convite para ver a sua mesa.',
  'seat.welcome': 'Bem-vindo, {name}.',
  'seat.notSet': 'A sua mesa ainda não foi definida. Volte a ver mais perto do dia.',
  'seat.yourGuest': '(o seu acompanhante: {table})',
  'seat.notFound': 'Não encontramos o seu convite com esse nome. Verifique a grafia tal como aparece no convite.',
  'seat.yourTables': '{count, plural, one {A sua mesa} other {As suas mesas}}',
  // i18n-seating (issue 27 item 4): an unnamed plus-one in the household's seats on the RSVP page
  'seat.guestOf': 'Acompanhante de {name}',
};
