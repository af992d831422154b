// /questions/{weddingUrl}: plain HTML forms that work with JavaScript off. The server validates
// and renders the page again with the problems beside their fields and what was typed.
import { EMAIL_FIELD, NAME_FIELD, TextField } from '../../../rsvp';
import { FindForm } from '../../../rsvp';
import type { SpecialAnswers, SpecialQuestion } from '../../domain/model';
import { DEFAULT_INTRO, NO_QUESTIONS } from '../../../../shared/rsvp/texts';
import type { WeddingSiteData } from '../../../site';
import { QuestionFields } from './QuestionFields';
import { GuestCardShell } from '../../../site';

export type QuestionsView =
  | { view: 'find'; name: string /** Asked for once the wedding's lookups are under attack (issue 28 item 14). */; email?: string | null }
  | { view: 'answer'; token: string; guestName: string; answered: boolean }
  | { view: 'new'; visitor: { name: string; email: string; message: string }; acceptNewGuests: boolean };

export interface QuestionsPageProps {
  site: WeddingSiteData;
  base: string;
  intro: string;
  questions: SpecialQuestion[];
  state: QuestionsView;
  answers: SpecialAnswers;
  errors: Record<string, string>;
  notice: string | null;
}

function FormProblem({ errors }: { errors: Record<string, string> }) {
  if (!errors.form) return null;
  return (
    <p className="rsvp-form__error" role="alert">
      {errors.form}
    </p>
  );
}

/** What each of the page's forms gets: the page's state for that view, the questions and what was typed. */
interface FormProps<V extends QuestionsView['view']> {
  base: string;
  state: Extract<QuestionsView, { view: V }>;
  questions: SpecialQuestion[];
  answers: SpecialAnswers;
  errors: Record<string, string>;
}

function AnswerForm({ base, state, questions, answers, errors }: FormProps<'answer'>) {
  return (
    <form className="rsvp-form questions-form" method="post" action={base} data-testid="questions-answer-form" noValidate>
      <input type="hidden" name="token" value={state.token} />
      <h2 className="rsvp-card__subtitle">{`Hello, ${state.guestName}`}</h2>
      {state.answered && <p className="rsvp-form__lead">These are your answers so far. Change anything and send again.</p>}
      <FormProblem errors={errors} />
      <QuestionFields questions={questions} answers={answers} errors={errors} />
      <button className="w-button rsvp-form__submit" type="submit">
        Send my answers
      </button>
    </form>
  );
}

function NewVisitorForm({ base, state, questions, answers, errors }: FormProps<'new'>) {
  const { visitor } = state;
  return (
    <form className="rsvp-form questions-form questions-new" method="post" action={`${base}/new`} data-testid="questions-new-form" noValidate>
      <h2 className="rsvp-card__subtitle">Answer with your name and email</h2>
      <p className="rsvp-form__lead">
        {state.acceptNewGuests ? 'The couple will see your answers with your name.' : 'Your answers go to the couple as a note with your name.'}
      </p>
      <FormProblem errors={errors} />
      <TextField {...NAME_FIELD} id="new-name" value={visitor.name} errors={errors} />
      <TextField {...EMAIL_FIELD} id="new-email" value={visitor.email} errors={errors} />
      <QuestionFields questions={questions} answers={answers} errors={errors} />
      <TextField
        name="message"
        id="new-message"
        label="Anything else for the couple? (optional)"
        rows={3}
        maxLength={1000}
        value={visitor.message}
        errors={errors}
      />
      <button className="w-button rsvp-form__submit" type="submit">
        Send my answers
      </button>
      <p className="rsvp-switch">
        <a href={base}>Try another name</a>
      </p>
    </form>
  );
}

export function QuestionsPage(props: QuestionsPageProps) {
  const { site, base, questions, state, answers, errors, notice } = props;
  return (
    <GuestCardShell site={site} kicker="Questions" className="questions-site">
      <div className="questions" data-testid="questions-page">
        {notice && (
          <p className="rsvp-notice" role="status">
            {notice}
          </p>
        )}
        {questions.length === 0 ? (
          <p className="rsvp-notice">{NO_QUESTIONS}</p>
        ) : (
          <>
            <p className="questions__intro">{props.intro || DEFAULT_INTRO}</p>
            {state.view === 'find' && (
              <>
                <ul className="questions__preview">
                  {questions.map((q) => (
                    <li key={q.id}>{q.label}</li>
                  ))}
                </ul>
                <FindForm action={`${base}/find`} name={state.name} email={state.email ?? null} errors={errors} testId="questions-find-form" />
              </>
            )}
            {state.view === 'answer' && <AnswerForm base={base} state={state} questions={questions} answers={answers} errors={errors} />}
            {state.view === 'new' && <NewVisitorForm base={base} state={state} questions={questions} answers={answers} errors={errors} />}
          </>
        )}
      </div>
    </GuestCardShell>
  );
}
