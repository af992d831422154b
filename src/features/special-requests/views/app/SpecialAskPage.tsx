import type { WritingLanguages } from '../../../../shared/i18n';
import type { SpecialQuestion } from '../../domain/model';
import { INTRO_MAX } from '../../domain/schemas';
import type { SpecialSettings } from '../../domain/settings';
import { DEFAULT_INTRO } from '../../../../shared/rsvp/texts';
import { FormError } from '../../../../core/rendering/components/Form';
import { QuestionsCard } from '../../../questions';
import { EMPTY_SPECIAL_QUESTION, type QuestionFormValues } from '../../../rsvp';

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
  /** The wedding's languages: the question forms get a field per other language (issue 27 item 2). */
  languages?: WritingLanguages;
}

const ASK = `${SPECIAL_BASE}/ask`;

/** /app/special-request/ask: the questions (add, edit, reorder, delete) and the page's words. Plain forms. */
export function SpecialAskPage({ view }: { view: SpecialAskView }) {
  const typed = view.settingsTyped ?? view.settings;
  return (
    <div className="special">
      <SpecialRequestNav current={ASK} />
      <QuestionsCard
        languages={view.languages}
        base={ASK}
        hint="Each guest answers for themselves. Short text answers can be up to 500 characters."
        questions={view.questions}
        editId={view.editId}
        addForm={view.addForm}
        editForm={view.editForm}
        empty={EMPTY_SPECIAL_QUESTION}
        testIds={{ list: 'special-questions', edit: 'special-question-edit', add: 'special-question-add' }}
        examples={SPECIAL_EXAMPLES}
        requiredLabel="Required"
      />

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
