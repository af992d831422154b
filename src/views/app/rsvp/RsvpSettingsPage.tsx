import type { RsvpQuestion } from '../../../shared/rsvp/model';
import { FormError } from '../../components/Form';
import { EMPTY_QUESTION, kindLabel, QuestionForm, questionValues, type QuestionFormValues } from './QuestionForm';

export interface SettingsValues {
  rsvpOpen: boolean;
  allowRsvpResubmit: boolean;
  notifyCouple: boolean;
  /** yyyy-MM-dd in the wedding's time zone, or ''. */
  deadline: string;
}

export interface RsvpSettingsView {
  settings: SettingsValues;
  timeZone: string;
  questions: RsvpQuestion[];
  /** The wedding's events (a question can be about one of them). */
  events?: { id: string; title: string }[];
  rsvpUrl: string | null;
  editId: string | null;
  settingsError?: string | null;
  addForm?: { values: QuestionFormValues; error: string } | null;
  editForm?: { values: QuestionFormValues; error: string } | null;
}

const BASE = '/app/wedding/edit/rsvp';

function MoveButton({ id, direction, label, disabled }: { id: string; direction: 'up' | 'down'; label: string; disabled: boolean }) {
  return (
    <form method="post" action={`${BASE}/questions/${id}/move`}>
      <input type="hidden" name="direction" value={direction} />
      <button className="btn btn--ghost" type="submit" disabled={disabled} aria-label={label}>
        {direction === 'up' ? '↑' : '↓'}
      </button>
    </form>
  );
}

/** /app/wedding/edit/rsvp: the RSVP switches and the questions guests answer. Plain forms, no JavaScript needed. */
export function RsvpSettingsPage({ view }: { view: RsvpSettingsView }) {
  const { settings, questions } = view;
  return (
    <div className="rsvp-settings">
      <section className="card app-card">
        <h2>Replies</h2>
        {view.rsvpUrl ? (
          <p>
            Guests answer at <a href={view.rsvpUrl}>{view.rsvpUrl}</a>. Each guest's personal link is in your <a href="/app/guest-list">guest list</a>; answers
            arrive in <a href="/app/rsvp">RSVP</a>.
          </p>
        ) : (
          <p>
            Choose your web address in <a href="/app/quick-settings">Quick settings</a> to open your RSVP page.
          </p>
        )}
        <form method="post" action={BASE} className="form" data-testid="rsvp-settings-form">
          <FormError message={view.settingsError} />
          <input type="hidden" name="form" value="settings" />
          <label className="field field--check">
            <input type="checkbox" name="rsvpOpen" value="true" defaultChecked={settings.rsvpOpen} />
            <span>RSVP open (guests can answer)</span>
          </label>
          <label className="field">
            <span className="field__label">Reply by</span>
            <input className="field__input" type="date" name="deadline" defaultValue={settings.deadline} />
            <span className="field__hint">
              Optional. Answers are taken until the end of this day ({view.timeZone.replaceAll('_', ' ')} time); then the RSVP closes.
            </span>
          </label>
          <label className="field field--check">
            <input type="checkbox" name="allowRsvpResubmit" value="true" defaultChecked={settings.allowRsvpResubmit} />
            <span>Guests may change their answer</span>
          </label>
          <label className="field field--check">
            <input type="checkbox" name="notifyCouple" value="true" defaultChecked={settings.notifyCouple} />
            <span>Email me each answer</span>
          </label>
          <p>
            <button className="btn btn--primary" type="submit">
              Save settings
            </button>
          </p>
        </form>
      </section>

      <section className="card app-card" id="questions">
        <h2>Questions</h2>
        <p className="field__hint">Asked on the RSVP form after whether guests can come. Required questions bind only guests who attend.</p>
        {questions.length === 0 ? (
          <p className="rsvp-questions__empty">No questions yet.</p>
        ) : (
          <ol className="rsvp-questions" data-testid="rsvp-questions">
            {questions.map((question, index) =>
              view.editId === question.id ? (
                <li key={question.id} className="rsvp-questions__item rsvp-questions__item--editing" id={`question-${question.id}`}>
                  <QuestionForm
                    action={`${BASE}/questions/${question.id}`}
                    values={view.editForm?.values ?? questionValues(question)}
                    error={view.editForm?.error}
                    submitLabel="Save question"
                    testId="question-form-edit"
                    cancelHref={`${BASE}#questions`}
                    events={view.events}
                  />
                </li>
              ) : (
                <li key={question.id} className="rsvp-questions__item" id={`question-${question.id}`}>
                  <div className="rsvp-questions__text">
                    <strong>{question.label}</strong>
                    <span className="field__hint">
                      {kindLabel(question.kind)}
                      {question.kind === 'choice' ? `: ${question.options.join(', ')}` : ''} ·{' '}
                      {question.scope === 'household' ? 'once per household' : 'each guest'}
                      {question.eventId && view.events && view.events.length >= 2
                        ? ` · about ${view.events.find((e) => e.id === question.eventId)?.title ?? 'one event'}`
                        : ''}
                      {question.required ? ' · required' : ''}
                    </span>
                  </div>
                  <div className="rsvp-questions__actions">
                    <MoveButton id={question.id} direction="up" label={`Move ${question.label} up`} disabled={index === 0} />
                    <MoveButton id={question.id} direction="down" label={`Move ${question.label} down`} disabled={index === questions.length - 1} />
                    <a className="btn btn--ghost" href={`${BASE}?edit=${question.id}#question-${question.id}`} aria-label={`Edit ${question.label}`}>
                      Edit
                    </a>
                    <form method="post" action={`${BASE}/questions/${question.id}/delete`}>
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
          action={`${BASE}/questions`}
          values={view.addForm?.values ?? EMPTY_QUESTION}
          error={view.addForm?.error}
          events={view.events}
          submitLabel="Add question"
          testId="question-form-add"
        />
      </section>
    </div>
  );
}
