import { richText, translator, type WritingLanguages } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';
import type { SpecialQuestion } from '../../domain/model';
import { INTRO_MAX } from '../../domain/schemas';
import type { SpecialSettings } from '../../domain/settings';
import { FormError } from '../../../../core/rendering/components/Form';
import { QuestionsCard } from '../../../questions/web';
import { EMPTY_SPECIAL_QUESTION, type QuestionFormValues } from '../../../rsvp/web';

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
  const t = useAppText();
  const typed = view.settingsTyped ?? view.settings;
  // What guests read when the couple writes nothing (the guests' catalogue, in English like the rest of the app).
  const defaultIntro = translator('en')('questions.defaultIntro');
  return (
    <div className="special">
      <SpecialRequestNav current={ASK} />
      <QuestionsCard
        languages={view.languages}
        base={ASK}
        hint={t('special-requests.ask.hint')}
        questions={view.questions}
        editId={view.editId}
        addForm={view.addForm}
        editForm={view.editForm}
        empty={EMPTY_SPECIAL_QUESTION}
        testIds={{ list: 'special-questions', edit: 'special-question-edit', add: 'special-question-add' }}
        examples={{ label: t('special-requests.ask.exampleLabel'), options: t('special-requests.ask.exampleOptions') }}
        requiredLabel={t('special-requests.ask.required')}
      />

      <section className="card app-card">
        <h2>{t('special-requests.ask.page')}</h2>
        {view.questionsUrl ? (
          <p>{richText(t, 'special-requests.ask.answerAt', { url: <a href={view.questionsUrl}>{view.questionsUrl}</a> })}</p>
        ) : (
          <p>{richText(t, 'special-requests.needsAddress', { quickSettings: <a href="/app/quick-settings">{t('special-requests.quickSettings')}</a> })}</p>
        )}
        <form method="post" action={ASK} className="form" data-testid="special-settings-form">
          <FormError message={view.settingsError} />
          <label className="field">
            <span className="field__label">{t('special-requests.ask.intro')}</span>
            <textarea className="field__input" name="intro" rows={3} maxLength={INTRO_MAX} defaultValue={typed.intro} placeholder={defaultIntro} />
            <span className="field__hint">{t('special-requests.ask.introHint', { intro: defaultIntro })}</span>
          </label>
          <label className="field field--check">
            <input type="checkbox" name="acceptNewGuests" value="true" defaultChecked={typed.acceptNewGuests} />
            <span>{t('special-requests.ask.acceptNewGuests')}</span>
          </label>
          <p className="field__hint">{t('special-requests.ask.acceptNewGuestsOff')}</p>
          <p>
            <button className="btn btn--primary" type="submit">
              {t('special-requests.save')}
            </button>
          </p>
        </form>
      </section>
    </div>
  );
}
