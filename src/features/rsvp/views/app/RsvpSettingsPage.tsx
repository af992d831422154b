import type { WritingLanguages } from '../../../../shared/i18n';
import type { RsvpQuestion } from '../../../../shared/rsvp/model';
import { FormError } from '../../../../core/rendering/components/Form';
import { QuestionsCard } from '../../../questions';
import { EMPTY_QUESTION, type QuestionFormValues } from './QuestionForm';

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
  /** The wedding's languages: the question forms get a field per other language (issue 27 item 2). */
  languages?: WritingLanguages;
}

const BASE = '/app/wedding/edit/rsvp';

/** /app/wedding/edit/rsvp: the RSVP switches and the questions guests answer. Plain forms, no JavaScript needed. */
export function RsvpSettingsPage({ view }: { view: RsvpSettingsView }) {
  const { settings } = view;
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

      <QuestionsCard
        languages={view.languages}
        base={BASE}
        hint="Asked on the RSVP form after whether guests can come. Required questions bind only guests who attend."
        questions={view.questions}
        editId={view.editId}
        addForm={view.addForm}
        editForm={view.editForm}
        empty={EMPTY_QUESTION}
        testIds={{ list: 'rsvp-questions', edit: 'question-form-edit', add: 'question-form-add' }}
        events={view.events}
        details={(question) =>
          ` · ${question.scope === 'household' ? 'once per household' : 'each guest'}${
            question.eventId && view.events && view.events.length >= 2
              ? ` · about ${view.events.find((e) => e.id === question.eventId)?.title ?? 'one event'}`
              : ''
          }`
        }
      />
    </div>
  );
}
