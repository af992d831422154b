// The answer fields of the special-request questions as plain HTML (no JavaScript): short text,
// yes/no as two big radio buttons, single choice as a select. Shared by the questions page and the
// RSVP confirmation page; the markup and classes are the RSVP form's (src/features/rsvp/views/guest-forms/fields.tsx).
import { QuestionField } from '../../../rsvp/web';
import { answerField, type SpecialAnswers, type SpecialQuestion } from '../../domain/model';
import { useI18n } from '../../../../shared/i18n';
import { optionLabel, questionLabel } from '../../../../shared/rsvp/question-text';

export function QuestionFields({ questions, answers, errors }: { questions: SpecialQuestion[]; answers: SpecialAnswers; errors: Record<string, string> }) {
  return (
    <>
      {questions.map((question) => (
        <QuestionField key={question.id} question={question} name={answerField(question.id)} value={answers[question.id] ?? ''} errors={errors} />
      ))}
    </>
  );
}

/** What a guest answered, as a list (the confirmation pages). */
export function AnswerSummary({ questions, answers }: { questions: SpecialQuestion[]; answers: SpecialAnswers }) {
  const { t, lang } = useI18n();
  const given = questions.filter((q) => answers[q.id]);
  if (given.length === 0) return <p>{t('questions.allBlank')}</p>;
  return (
    <ul className="rsvp-summary questions-summary" data-testid="questions-summary">
      {given.map((q) => (
        <li key={q.id}>
          <strong>{questionLabel(q, lang)}</strong>
          {`: ${answers[q.id] === 'yes' ? t('questions.yes') : answers[q.id] === 'no' ? t('questions.no') : optionLabel(q, answers[q.id]!, lang)}`}
        </li>
      ))}
    </ul>
  );
}
