import { richText, type WritingLanguages } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';
import type { RsvpQuestion } from '../../../../shared/rsvp/model';
import { FormError } from '../../../../core/rendering/components/Form';
import { QuestionsCard } from '../../../questions/web';
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
  const t = useAppText();
  const { settings } = view;
  return (
    <div className="rsvp-settings">
      <section className="card app-card">
        <h2>{t('rsvp.settings.replies')}</h2>
        {view.rsvpUrl ? (
          <p>
            {richText(t, 'rsvp.settings.answerAt', {
              url: <a href={view.rsvpUrl}>{view.rsvpUrl}</a>,
              guestList: <a href="/app/guest-list">{t('rsvp.settings.guestList')}</a>,
              rsvp: <a href="/app/rsvp">{t('rsvp.settings.rsvp')}</a>,
            })}
          </p>
        ) : (
          <p>{richText(t, 'rsvp.settings.needsAddress', { quickSettings: <a href="/app/quick-settings">{t('rsvp.settings.quickSettings')}</a> })}</p>
        )}
        <form method="post" action={BASE} className="form" data-testid="rsvp-settings-form">
          <FormError message={view.settingsError} />
          <input type="hidden" name="form" value="settings" />
          <label className="field field--check">
            <input type="checkbox" name="rsvpOpen" value="true" defaultChecked={settings.rsvpOpen} />
            <span>{t('rsvp.settings.open')}</span>
          </label>
          <label className="field">
            <span className="field__label">{t('rsvp.settings.replyBy')}</span>
            <input className="field__input" type="date" name="deadline" defaultValue={settings.deadline} />
            <span className="field__hint">{t('rsvp.settings.replyByHint', { zone: view.timeZone.replaceAll('_', ' ') })}</span>
          </label>
          <label className="field field--check">
            <input type="checkbox" name="allowRsvpResubmit" value="true" defaultChecked={settings.allowRsvpResubmit} />
            <span>{t('rsvp.settings.resubmit')}</span>
          </label>
          <label className="field field--check">
            <input type="checkbox" name="notifyCouple" value="true" defaultChecked={settings.notifyCouple} />
            <span>{t('rsvp.settings.notify')}</span>
          </label>
          <p>
            <button className="btn btn--primary" type="submit">
              {t('rsvp.settings.save')}
            </button>
          </p>
        </form>
      </section>

      <QuestionsCard
        languages={view.languages}
        base={BASE}
        hint={t('rsvp.settings.questionsHint')}
        questions={view.questions}
        editId={view.editId}
        addForm={view.addForm}
        editForm={view.editForm}
        empty={EMPTY_QUESTION}
        testIds={{ list: 'rsvp-questions', edit: 'question-form-edit', add: 'question-form-add' }}
        events={view.events}
        details={(question) =>
          ` · ${question.scope === 'household' ? t('rsvp.settings.oncePerHousehold') : t('rsvp.settings.eachGuest')}${
            question.eventId && view.events && view.events.length >= 2
              ? ` · ${t('rsvp.settings.about', { event: view.events.find((e) => e.id === question.eventId)?.title ?? t('rsvp.settings.oneEvent') })}`
              : ''
          }`
        }
      />
    </div>
  );
}
