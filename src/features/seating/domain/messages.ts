// What seating says to the couple (issue 24): one source for the API's `msg`, the pages and the tests.
import { appText } from '../../../shared/i18n/app';
export const MAX_TABLES = 100;
export const MAX_SEATS_PER_TABLE = 30;

export const SEATING_MESSAGES = {
  eventNotFound: appText('seating.eventNotFound'),
  conflict: appText('seating.conflict'),
  tooManyTables: appText('seating.tooManyTables', { max: MAX_TABLES }),
  tableNotFound: appText('seating.tableNotFound'),
  unknownPerson: appText('seating.unknownPerson'),
  nobodyToSeat: appText('seating.nobodyToSeat'),
  declined: (name: string, event: string) => appText('seating.declined', { name, event }),
  awaiting: (name: string, event: string) => appText('seating.awaiting', { name, event }),
  tablesSaved: appText('seating.tablesSaved'),
  tableAdded: appText('seating.tableAdded'),
  tableRemoved: appText('seating.tableRemoved'),
  tableChanged: appText('seating.tableChanged'),
  seated: (count: number, table: string) => appText('seating.seated', { count, n: String(count), table }),
  unseated: (count: number) => appText('seating.unseated', { count, n: String(count) }),
  applied: (count: number) => appText('seating.applied', { count, n: String(count) }),
  released: (count: number) => appText('seating.released', { count, n: String(count) }),
  locked: appText('seating.locked'),
  shown: appText('seating.shown'),
  hidden: appText('seating.hidden'),
  changedSincePrinted: appText('seating.changedSincePrinted'),
  copied: (count: number) => appText('seating.copied', { count, n: String(count) }),
};
