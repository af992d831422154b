// What the couple reads per question: how many answered, how many picked each value (every option listed,
// zeros included), and the text answers with who gave them.
import { answerText } from './model';
import type { QuestionTally, ResponseRow } from './responses';
import type { SpecialQuestion } from './model';

export function tallyOf(question: SpecialQuestion, rows: ResponseRow[]): QuestionTally {
  const given = rows.filter((r) => r.answers[question.id] !== undefined);
  const values = question.kind === 'yesno' ? ['yes', 'no'] : question.kind === 'choice' ? question.options : [];
  return {
    question,
    answered: given.length,
    counts: values.map((value) => ({ value, label: answerText(value), count: given.filter((r) => r.answers[question.id] === value).length })),
    texts: question.kind === 'text' ? given.map((r) => ({ name: r.name, value: r.answers[question.id]! })) : [],
  };
}
