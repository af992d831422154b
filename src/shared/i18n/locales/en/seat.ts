/** /{weddingUrl}/seat: a guest finds their table; and the "Your table" notice on the RSVP page. */
export const seat = {
  'seat.kicker': 'Find your table',
  'seat.title': 'Find your table · {title}',
  'seat.intro': 'Type your name as it appears on your invitation to see your table.',
  'seat.welcome': 'Welcome, {name}.',
  'seat.notSet': 'Your table is not set yet. Please check again closer to the day.',
  'seat.yourGuest': '(your guest: {table})',
  'seat.notFound': "We couldn't find your invitation under that name. Check the spelling as it appears on your invitation.",
  'seat.yourTables': '{count, plural, one {Your table} other {Your tables}}',
  // i18n-seating (issue 27 item 4): an unnamed plus-one in the household's seats on the RSVP page
  'seat.guestOf': 'Guest of {name}',
};
