// The answer fields of the special-request questions as plain HTML (no JavaScript): short text,
// yes/no as two big radio buttons, single choice as a select. Shared by the questions page and the
// RSVP confirmation page; the markup and classes are the RSVP form's (islands/rsvp/fields.tsx).
import { Choices, ErrorText, fieldId, invalidProps } from '../../../islands/rsvp/fields';
import { answerField, type SpecialAnswers, type SpecialQuestion } from '../../domain/special-requests/model';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function QuestionField({ question, value, errors }: { question: SpecialQuestion; value: string; errors: Record<string, string> }) {
  const name = answerField(question.id);
  const label = (
    <>
      {question.label}
      {question.required ? <span className="rsvp-required"> (required)</span> : null}
    </>
  );
  if (question.kind === 'yesno') return <Choices name={name} legend={label} options={YES_NO} value={value} errors={errors} />;
  if (question.kind === 'choice') {
    return (
      <label className="rsvp-field">
        <span className="rsvp-field__label">{label}</span>
        <select className="rsvp-field__input" name={name} id={fieldId(name)} defaultValue={value} {...invalidProps(name, errors)}>
          <option value="">Choose…</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ErrorText name={name} errors={errors} />
      </label>
    );
  }
  return (
    <label className="rsvp-field">
      <span className="rsvp-field__label">{label}</span>
      <input className="rsvp-field__input" type="text" name={name} id={fieldId(name)} maxLength={500} defaultValue={value} {...invalidProps(name, errors)} />
      <ErrorText name={name} errors={errors} />
    </label>
  );
}

export function QuestionFields({ questions, answers, errors }: { questions: SpecialQuestion[]; answers: SpecialAnswers; errors: Record<string, string> }) {
  return (
    <>
      {questions.map((question) => (
        <QuestionField key={question.id} question={question} value={answers[question.id] ?? ''} errors={errors} />
      ))}
    </>
  );
}

/** What a guest answered, as a list (the confirmation pages). */
export function AnswerSummary({ questions, answers }: { questions: SpecialQuestion[]; answers: SpecialAnswers }) {
  const given = questions.filter((q) => answers[q.id]);
  if (given.length === 0) return <p>You left every question blank.</p>;
  return (
    <ul className="rsvp-summary questions-summary" data-testid="questions-summary">
      {given.map((q) => (
        <li key={q.id}>
          <strong>{q.label}</strong>: {answers[q.id] === 'yes' ? 'Yes' : answers[q.id] === 'no' ? 'No' : answers[q.id]}
        </li>
      ))}
    </ul>
  );
}
