// What seating says to the couple (issue 24): one source for the API's `msg`, the pages and the tests.
export const MAX_TABLES = 100;
export const MAX_SEATS_PER_TABLE = 30;

export const SEATING_MESSAGES = {
  eventNotFound: 'That event was not found.',
  conflict: 'Someone else changed this seating chart. Reload it to see their changes, then try again.',
  tooManyTables: `A chart has at most ${MAX_TABLES} tables.`,
  tableNotFound: 'That table is not in this chart any more. Reload the chart.',
  unknownPerson: 'Someone chosen is not invited to this event. Reload the chart.',
  nobodyToSeat: 'Nobody in this household is attending this event yet.',
  declined: (name: string, event: string) => `${name} declined ${event}: only people attending it can be seated.`,
  awaiting: (name: string, event: string) => `${name} has not answered for ${event} yet: only people attending it can be seated.`,
  tablesSaved: 'Tables saved.',
  tableAdded: 'Table added.',
  tableRemoved: 'Table removed.',
  tableChanged: 'Table saved.',
  seated: (count: number, table: string) => `Seated ${count === 1 ? '1 person' : `${count} people`} at ${table}.`,
  unseated: (count: number) => (count === 1 ? '1 person is back in "To seat".' : `${count} people are back in "To seat".`),
  applied: (count: number) => `Proposal applied: ${count === 1 ? '1 person' : `${count} people`} seated.`,
  released: (count: number) => (count === 1 ? 'Released 1 seat of a declined guest.' : `Released ${count} seats of declined guests.`),
  locked: 'Chart locked for print.',
  shown: 'Guests can now find their table.',
  hidden: 'Guests no longer see their table.',
  changedSincePrinted: 'changed since printed',
  copied: (count: number) => `Copied ${count === 1 ? '1 table' : `${count} tables`}.`,
} as const;
