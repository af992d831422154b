import type { ReactNode } from 'react';
import { useAppText } from '../../../shared/i18n/app';
import type { QuestionKind } from '../../../shared/rsvp/model';
import { kindLabel, QuestionForm, questionValues, type QuestionFormValues } from '../../rsvp/web';
import type { WritingLanguages } from '../../../shared/i18n';
import type { Translations } from '../../../shared/wedding/translations';

/** A question as the couple's list shows it (RSVP questions also have a scope and maybe an event). */
interface ListedQuestion {
  id: string;
  kind: QuestionKind;
  label: string;
  options: string[];
  required: boolean;
  scope?: string;
  eventId?: string | null;
  translations?: Translations;
}

type FormState = { values: QuestionFormValues; error: string } | null | undefined;

/**
 * The questions card of the RSVP settings and of the special requests' ask page (issue 15 item 3):
 * the list with move, edit and delete buttons, one question edited in place, and the add form.
 * Plain forms posting to `${base}/questions…` (the page actions of src/features/questions/routes/question-actions.ts).
 */
export function QuestionsCard<Q extends ListedQuestion>(props: {
  base: string;
  hint: ReactNode;
  questions: Q[];
  editId: string | null;
  addForm?: FormState;
  editForm?: FormState;
  empty: QuestionFormValues;
  /** data-testid of the list, the edit form and the add form. */
  testIds: { list: string; edit: string; add: string };
  /** Extra words after the kind (e.g. the RSVP's scope and event). */
  details?: (question: Q) => string;
  examples?: { label: string; options: string };
  requiredLabel?: string;
  events?: { id: string; title: string }[];
  /** The wedding's languages (issue 27 item 2): the forms get a field per other language. */
  languages?: WritingLanguages;
}) {
  const { base, questions } = props;
  const t = useAppText();
  const formProps = { examples: props.examples, requiredLabel: props.requiredLabel, events: props.events, languages: props.languages };
  return (
    <section className="card app-card" id="questions">
      <h2>{t('questions.title')}</h2>
      <p className="field__hint">{props.hint}</p>
      {questions.length === 0 ? (
        <p className="rsvp-questions__empty">{t('questions.empty')}</p>
      ) : (
        <ol className="rsvp-questions" data-testid={props.testIds.list}>
          {questions.map((question, index) =>
            props.editId === question.id ? (
              <li key={question.id} className="rsvp-questions__item rsvp-questions__item--editing" id={`question-${question.id}`}>
                <QuestionForm
                  {...formProps}
                  action={`${base}/questions/${question.id}`}
                  values={props.editForm?.values ?? questionValues(question)}
                  error={props.editForm?.error}
                  submitLabel={t('questions.save')}
                  testId={props.testIds.edit}
                  cancelHref={`${base}#questions`}
                />
              </li>
            ) : (
              <li key={question.id} className="rsvp-questions__item" id={`question-${question.id}`}>
                <div className="rsvp-questions__text">
                  <strong>{question.label}</strong>
                  <span className="field__hint">
                    {kindLabel(question.kind)}
                    {question.kind === 'choice' ? `: ${question.options.join(', ')}` : ''}
                    {props.details?.(question) ?? ''}
                    {question.required ? t('questions.required') : ''}
                  </span>
                </div>
                <div className="rsvp-questions__actions">
                  <MoveButton base={base} id={question.id} direction="up" label={t('questions.moveUp', { label: question.label })} disabled={index === 0} />
                  <MoveButton
                    base={base}
                    id={question.id}
                    direction="down"
                    label={t('questions.moveDown', { label: question.label })}
                    disabled={index === questions.length - 1}
                  />
                  <a
                    className="btn btn--ghost"
                    href={`${base}?edit=${question.id}#question-${question.id}`}
                    aria-label={t('questions.editLabel', { label: question.label })}
                  >
                    {t('questions.edit')}
                  </a>
                  <form method="post" action={`${base}/questions/${question.id}/delete`}>
                    <button className="btn btn--ghost rsvp-questions__delete" type="submit" aria-label={t('questions.deleteLabel', { label: question.label })}>
                      {t('questions.delete')}
                    </button>
                  </form>
                </div>
              </li>
            ),
          )}
        </ol>
      )}
      <h3>{t('questions.addTitle')}</h3>
      <QuestionForm
        {...formProps}
        action={`${base}/questions`}
        values={props.addForm?.values ?? props.empty}
        error={props.addForm?.error}
        submitLabel={t('questions.add')}
        testId={props.testIds.add}
      />
    </section>
  );
}

function MoveButton({ base, id, direction, label, disabled }: { base: string; id: string; direction: 'up' | 'down'; label: string; disabled: boolean }) {
  return (
    <form method="post" action={`${base}/questions/${id}/move`}>
      <input type="hidden" name="direction" value={direction} />
      <button className="btn btn--ghost" type="submit" disabled={disabled} aria-label={label}>
        {direction === 'up' ? '↑' : '↓'}
      </button>
    </form>
  );
}
