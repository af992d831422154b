// The RSVP reads of the guest list's CSV (export.ts), on the request's store.
import type { DataStore } from '../../../core/db/store/store';
import { countedAnswersOf, eventTalliesOf, listQuestions } from '../../rsvp';
import type { ExportReads } from './export';

export function exportReads(store: DataStore): ExportReads {
  return {
    questions: (...args) => listQuestions(store, ...args),
    eventTallies: (...args) => eventTalliesOf(store, ...args),
    countedAnswers: (...args) => countedAnswersOf(store, ...args),
  };
}
