// What the couple reads: who answered, every answer per guest and per question, and a CSV.
import type { DataStore } from '../../../core/db/store/store';
import { guestsRepository, toCsv } from '../../guests';
import { specialRequestsRepository } from './repository';
import { statusLabel } from '../../../shared/guests/status';
import { specialAnswersOf, type ResponseSource } from './answers';
import { answerText, type SpecialAnswers, type SpecialQuestion } from './model';
import { tallyOf } from './tally';
import { listSpecialQuestions } from './questions';

export interface ResponseRow {
  guestId: string;
  name: string;
  email: string | null;
  household: string | null;
  /** RSVP status as the guest list shows it (anything unknown as ERROR). */
  rsvpStatus: string;
  answers: SpecialAnswers;
  /** First answer; null while the guest has not answered. */
  submittedAt: Date | null;
  updatedAt: Date | null;
  source: ResponseSource | null;
}

export interface QuestionTally {
  question: SpecialQuestion;
  answered: number;
  /** yes/no and single choice: how many picked each value (every option listed, zeros included). */
  counts: { value: string; label: string; count: number }[];
  /** Short text: the answers with who gave them. */
  texts: { name: string; value: string }[];
}

export interface SpecialResponses {
  questions: SpecialQuestion[];
  /** Every guest, those who answered first (newest first), then the others in list order. */
  rows: ResponseRow[];
  responded: number;
  guests: number;
  tallies: QuestionTally[];
}

/** Counts for the overview (both plans): guests on the list and how many have answered. */
export async function responseCounts(store: DataStore, weddingId: string) {
  const guests = (await guestsRepository(store).names(weddingId)).length;
  const responded = (await specialRequestsRepository(store).responses(weddingId)).length;
  return { guests, responded };
}

export async function specialResponsesOf(store: DataStore, weddingId: string): Promise<SpecialResponses> {
  const questions = await listSpecialQuestions(store, weddingId);
  const list = await guestsRepository(store).all(weddingId);
  const answers = await specialAnswersOf(
    store,
    list.map((g) => g.id),
  );
  const responses = new Map((await specialRequestsRepository(store).responses(weddingId)).map((r) => [r.guestId, r]));
  const rows: ResponseRow[] = list.map((guest) => {
    const response = responses.get(guest.id);
    return {
      guestId: guest.id,
      name: guest.name,
      email: guest.email,
      household: guest.householdName,
      rsvpStatus: statusLabel(guest.status),
      answers: answers.get(guest.id) ?? {},
      submittedAt: response?.submittedAt ?? null,
      updatedAt: response?.updatedAt ?? null,
      source: response?.source ?? null,
    };
  });
  const answered = rows.filter((r) => r.submittedAt).sort((a, b) => b.updatedAt!.getTime() - a.updatedAt!.getTime());
  const waiting = rows.filter((r) => !r.submittedAt);
  return {
    questions,
    rows: [...answered, ...waiting],
    responded: answered.length,
    guests: rows.length,
    tallies: questions.map((q) => tallyOf(q, answered)),
  };
}

export const RESPONSES_CSV_HEADERS = ['Name', 'Email', 'Household', 'RSVP', 'Answered At', 'Updated At'];

/** Every guest with their answers, one column per question (BOM, CRLF, formula-safe cells: src/features/guests/domain/csv.ts). */
export async function specialResponsesCsv(store: DataStore, weddingId: string): Promise<string> {
  const { questions, rows } = await specialResponsesOf(store, weddingId);
  const body = rows.map((row) => [
    row.name,
    row.email,
    row.household,
    row.rsvpStatus,
    row.submittedAt?.toISOString(),
    row.updatedAt?.toISOString(),
    ...questions.map((q) => (row.answers[q.id] === undefined ? '' : answerText(row.answers[q.id]!))),
  ]);
  return `\uFEFF${toCsv([[...RESPONSES_CSV_HEADERS, ...questions.map((q) => q.label)], ...body])}`;
}
