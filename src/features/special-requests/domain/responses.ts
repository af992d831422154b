// What the couple reads: who answered, every answer per guest and per question (the CSV: responses-csv.ts).
import { statusLabel } from '../../../shared/guests/status';
import { specialAnswersOf, type ResponseSource } from './answers';
import type { SpecialAnswers, SpecialQuestion } from './model';
import { tallyOf } from './tally';
import { specialQuestionsOf } from './question-json';
import type { SpecialRepositories } from './repositories';

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
export async function responseCounts(repos: Pick<SpecialRepositories, 'guests' | 'special'>, weddingId: string) {
  const guests = (await repos.guests.names(weddingId)).length;
  const responded = (await repos.special.responses(weddingId)).length;
  return { guests, responded };
}

export async function specialResponsesOf(repos: SpecialRepositories, weddingId: string): Promise<SpecialResponses> {
  const questions = await specialQuestionsOf(repos, weddingId);
  const list = await repos.guests.all(weddingId);
  const answers = await specialAnswersOf(
    repos,
    list.map((g) => g.id),
  );
  const responses = new Map((await repos.special.responses(weddingId)).map((r) => [r.guestId, r]));
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
