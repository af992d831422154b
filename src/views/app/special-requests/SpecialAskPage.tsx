import type { SpecialQuestion } from '../../../domain/special-requests/model';
import { INTRO_MAX } from '../../../domain/special-requests/schemas';
import type { SpecialSettings } from '../../../domain/special-requests/settings';
import { DEFAULT_INTRO } from '../../../domain/special-requests/texts';
import { FormError } from '../../components/Form';
import { EMPTY_SPECIAL_QUESTION, kindLabel, QuestionForm, questionValues, type QuestionFormValues } from '../rsvp/QuestionForm';

const SPECIAL_EXAMPLES = { label: 'Any dietary needs or allergies?', options: 'Vegetarian\nVegan\nNo restrictions' };
import { SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';

export interface SpecialAskView {
  questions: SpecialQuestion[];
  settings: SpecialSettings;
  questionsUrl: string | null;
  editId: string | null;
  settingsError?: string | null;
  settingsTyped?: { intro: string; acceptNewGuests: boolean } | null;
  addForm?: { values: QuestionFormValues; error: string } | null;
  editForm?: { values: QuestionFormValues; error: string } | null;
}

const ASK = `${SPECIAL_BASE}/ask`;

function MoveButton({ id, direction, label, disabled }: { id: string; direction: 'up' | 'down'; label: string; disabled: boolean }) {
  return (
    <form method="post" action={`${ASK}/questions/${id}/move`}>
      <input type="hidden" name="direction" value={direction} />
      <button className="btn btn--ghost" type="submit" disabled={disabled} aria-label={label}>
        {direction === 'up' ? '↑' : '↓'}
      </button>
    </form>
  );
}

/** /app/special-request/ask: the questions (add, edit, reorder, delete) and the page's words. Plain forms. */
export function SpecialAskPage({ view }: { view: SpecialAskView }) {
  const { questions } = view;
  const typed = view.settingsTyped ?? view.settings;
  return (
    <div className="special">
      <SpecialRequestNav current={ASK} />
      <section className="card app-card" id="questions">
        <h2>Questions</h2>
        <p className="field__hint">Each guest answers for themselves. Short text answers can be up to 500 characters.</p>
        {questions.length === 0 ? (
          <p className="rsvp-questions__empty">No questions yet.</p>
        ) : (
          <ol className="rsvp-questions" data-testid="special-questions">
            {questions.map((question, index) =>
              view.editId === question.id ? (
                <li key={question.id} className="rsvp-questions__item rsvp-questions__item--editing" id={`question-${question.id}`}>
                  <QuestionForm
                    examples={SPECIAL_EXAMPLES}
                    requiredLabel="Required"
                    action={`${ASK}/questions/${question.id}`}
                    values={view.editForm?.values ?? questionValues(question)}
                    error={view.editForm?.error}
                    submitLabel="Save question"
                    testId="special-question-edit"
                    cancelHref={`${ASK}#questions`}
                  />
                </li>
              ) : (
                <li key={question.id} className="rsvp-questions__item" id={`question-${question.id}`}>
                  <div className="rsvp-questions__text">
                    <strong>{question.label}</strong>
                    <span className="field__hint">
                      {kindLabel(question.kind)}
                      {question.kind === 'choice' ? `: ${question.options.join(', ')}` : ''}
                      {question.required ? ' · required' : ''}
                    </span>
                  </div>
                  <div className="rsvp-questions__actions">
                    <MoveButton id={question.id} direction="up" label={`Move ${question.label} up`} disabled={index === 0} />
                    <MoveButton id={question.id} direction="down" label={`Move ${question.label} down`} disabled={index === questions.length - 1} />
                    <a className="btn btn--ghost" href={`${ASK}?edit=${question.id}#question-${question.id}`} aria-label={`Edit ${question.label}`}>
                      Edit
                    </a>
                    <form method="post" action={`${ASK}/questions/${question.id}/delete`}>
                      <button className="btn btn--ghost rsvp-questions__delete" type="submit" aria-label={`Delete ${question.label}`}>
                        Delete
                      </button>
                    </form>
                  </div>
                </li>
              ),
            )}
          </ol>
        )}
        <h3>Add a question</h3>
        <QuestionForm
          action={`${ASK}/questions`}
          values={view.addForm?.values ?? EMPTY_SPECIAL_QUESTION}
          examples={SPECIAL_EXAMPLES}
          requiredLabel="Required"
          error={view.addForm?.error}
          submitLabel="Add question"
          testId="special-question-add"
        />
      </section>

      <section className="card app-card">
        <h2>The questions page</h2>
        {view.questionsUrl ? (
          <p>
            Guests answer at <a href={view.questionsUrl}>{view.questionsUrl}</a>.
          </p>
        ) : (
          <p>
            Choose your web address in <a href="/app/quick-settings">Quick settings</a> to open your questions page.
          </p>
        )}
        <form method="post" action={ASK} className="form" data-testid="special-settings-form">
          <FormError message={view.settingsError} />
          <label className="field">
            <span className="field__label">A few words above the questions</span>
            <textarea className="field__input" name="intro" rows={3} maxLength={INTRO_MAX} defaultValue={typed.intro} placeholder={DEFAULT_INTRO} />
            <span className="field__hint">Also used in the email. Empty: “{DEFAULT_INTRO}”</span>
          </label>
          <label className="field field--check">
            <input type="checkbox" name="acceptNewGuests" value="true" defaultChecked={typed.acceptNewGuests} />
            <span>People who are not on my guest list may answer: add them to my guest list (within my plan's guest limit)</span>
          </label>
          <p className="field__hint">Off: someone the name search does not find sends their answers to you as a note, which you can approve in RSVP.</p>
          <p>
            <button className="btn btn--primary" type="submit">
              Save
            </button>
          </p>
        </form>
      </section>
    </div>
  );
}
