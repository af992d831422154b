// The note a visitor the couple does not accept onto the list leaves (./visitors.ts): their own words,
// then their answers as text, so the couple loses nothing.
import { MESSAGE_MAX } from '../../../shared/rsvp/schemas';
import { answerText, normaliseSpecialAnswer, type SpecialAnswers, type SpecialQuestion } from './model';
import { appText } from '../../../shared/i18n/app';

/** The visitor's own words, then their answers, as one note (at most MESSAGE_MAX characters). */
export function noteWithAnswers(message: string, questions: SpecialQuestion[], answers: SpecialAnswers): string {
  const lines = questions
    .map((q) => {
      const value = normaliseSpecialAnswer(q, answers[q.id] ?? '');
      return value ? `${q.label}: ${answerText(value)}` : null;
    })
    .filter((line): line is string => line !== null);
  const text = [message.trim(), lines.length ? `${appText('special-requests.note.answers')}\n${lines.join('\n')}` : ''].filter(Boolean).join('\n\n');
  return text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text;
}
