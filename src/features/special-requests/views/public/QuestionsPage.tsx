// /questions/{weddingUrl}: plain HTML forms that work with JavaScript off. The server validates
// and renders the page again with the problems beside their fields and what was typed.
import { EMAIL_FIELD, NAME_FIELD, TextField } from '../../../rsvp/web';
import { FindForm } from '../../../rsvp/web';
import type { SpecialAnswers, SpecialQuestion } from '../../domain/model';
import { useI18n } from '../../../../shared/i18n';
import { questionLabel } from '../../../../shared/rsvp/question-text';
import type { WeddingSiteData } from '../../../site/web';
import { QuestionFields } from './QuestionFields';
import { GuestCardShell } from '../../../site/web';

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

/** The page's language, so the answer to a post is in it too. */
function LangField() {
  const { lang } = useI18n();
  return <input type="hidden" name="lang" value={lang} />;
}

function AnswerForm({ base, state, questions, answers, errors }: FormProps<'answer'>) {
  const { t } = useI18n();
  return (
    <form className="rsvp-form questions-form" method="post" action={base} data-testid="questions-answer-form" noValidate>
      <input type="hidden" name="token" value={state.token} />
      <LangField />
      <h2 className="rsvp-card__subtitle">{t('questions.hello', { name: state.guestName })}</h2>
      {state.answered && <p className="rsvp-form__lead">{t('questions.answersSoFar')}</p>}
      <FormProblem errors={errors} />
      <QuestionFields questions={questions} answers={answers} errors={errors} />
      <button className="w-button rsvp-form__submit" type="submit">
        {t('questions.send')}
      </button>
    </form>
  );
}

function NewVisitorForm({ base, state, questions, answers, errors }: FormProps<'new'>) {
  const { t } = useI18n();
  const { visitor } = state;
  return (
    <form className="rsvp-form questions-form questions-new" method="post" action={`${base}/new`} data-testid="questions-new-form" noValidate>
      <LangField />
      <h2 className="rsvp-card__subtitle">{t('questions.newTitle')}</h2>
      <p className="rsvp-form__lead">{t(state.acceptNewGuests ? 'questions.newSeen' : 'questions.newNote')}</p>
      <FormProblem errors={errors} />
      <TextField {...NAME_FIELD} label={t('rsvp.fullName')} id="new-name" value={visitor.name} errors={errors} />
      <TextField {...EMAIL_FIELD} label={t('rsvp.yourEmail')} id="new-email" value={visitor.email} errors={errors} />
      <QuestionFields questions={questions} answers={answers} errors={errors} />
      <TextField name="message" id="new-message" label={t('questions.message')} rows={3} maxLength={1000} value={visitor.message} errors={errors} />
      <button className="w-button rsvp-form__submit" type="submit">
        {t('questions.send')}
      </button>
      <p className="rsvp-switch">
        <a href={base}>{t('questions.tryAnotherName')}</a>
      </p>
    </form>
  );
}

export function QuestionsPage(props: QuestionsPageProps) {
  const { site, base, questions, state, answers, errors, notice } = props;
  const { lang, t } = useI18n();
  // The find form is the RSVP's (no language field): the page's language rides on its address unless it is English.
  const findAction = lang === 'en' ? `${base}/find` : `${base}/find?lang=${lang}`;
  return (
    <GuestCardShell site={site} kicker={t('questions.kicker')} className="questions-site">
      <div className="questions" data-testid="questions-page">
        {notice && (
          <p className="rsvp-notice" role="status">
            {notice}
          </p>
        )}
        {questions.length === 0 ? (
          <p className="rsvp-notice">{t('questions.none')}</p>
        ) : (
          <>
            <p className="questions__intro">{props.intro || t('questions.defaultIntro')}</p>
            {state.view === 'find' && (
              <>
                <ul className="questions__preview">
                  {questions.map((q) => (
                    <li key={q.id}>{questionLabel(q, lang)}</li>
                  ))}
                </ul>
                <FindForm action={findAction} name={state.name} email={state.email ?? null} errors={errors} testId="questions-find-form" />
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
