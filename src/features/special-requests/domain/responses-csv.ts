// The couple's download of the special requests' answers: every guest with their answers, one column per question.
import { toCsv } from '../../guests';
import { answerText } from './model';
import type { SpecialRepositories } from './repositories';
import { specialResponsesOf } from './responses';

export const RESPONSES_CSV_HEADERS = ['Name', 'Email', 'Household', 'RSVP', 'Answered At', 'Updated At'];

/** Every guest with their answers, one column per question (BOM, CRLF, formula-safe cells: src/features/guests/domain/csv.ts). */
export async function specialResponsesCsv(repos: SpecialRepositories, weddingId: string): Promise<string> {
  const { questions, rows } = await specialResponsesOf(repos, weddingId);
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
