import type { Area } from '../en';
import type { seat as en } from '../en/seat';

export const seat: Area<typeof en> = {
  'seat.kicker': 'اعثر على طاولتك',
  'seat.title': 'اعثر على طاولتك · {title}',
  'seat.intro': 'اكتب اسمك كما يظهر في دعوتك لترى طاولتك.',
  'seat.welcome': 'أهلًا بك يا {name}.',
  'seat.notSet': 'لم تُحدَّد طاولتك بعد. عُد للتحقق قبيل الموعد.',
  'seat.yourGuest': '(مرافقك: {table})',
  'seat.notFound': 'لم نجد دعوتك بهذا الاسم. تحقّق من كتابته كما يظهر في دعوتك.',
  'seat.yourTables': '{count, plural, zero {طاولتك} one {طاولتك} two {طاولتاك} few {طاولاتك} many {طاولاتك} other {طاولاتك}}',
  // i18n-seating (issue 27 item 4): an unnamed plus-one in the household's seats on the RSVP page
  'seat.guestOf': 'مرافق {name}',
};
