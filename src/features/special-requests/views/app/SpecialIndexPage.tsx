import type { SpecialQuestion } from '../../domain/model';
import type { SpecialSettings } from '../../domain/settings';
import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';
import { kindLabel } from '../../../rsvp/web';
import { ProNotice, SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';

export interface SpecialIndexView {
  questions: SpecialQuestion[];
  settings: SpecialSettings;
  counts: { guests: number; responded: number };
  pro: boolean;
  /** The shared questions page, null before the couple has a web address. */
  questionsUrl: string | null;
  published: boolean;
}

/** /app/special-request: the questions, how many guests answered, and where to go next. */
export function SpecialIndexPage({ view }: { view: SpecialIndexView }) {
  const t = useAppText();
  const { questions, counts } = view;
  return (
    <div className="special">
      <SpecialRequestNav current={SPECIAL_BASE} />
      <section className="card app-card" data-testid="special-overview">
        <h2>{t('special-requests.index.heading')}</h2>
        <p>{t('special-requests.index.lead')}</p>
        <ul className="guest-summary__counts special-counts">
          <li className="status-count">
            {t('special-requests.index.questions')} <strong data-testid="special-count-questions">{questions.length}</strong>
          </li>
          <li className="status-count">
            {richText(
              t,
              'special-requests.index.answered',
              { count: <strong data-testid="special-count-responded">{counts.responded}</strong> },
              { guests: counts.guests },
            )}
          </li>
        </ul>
        {view.questionsUrl ? (
          <p>
            {t('special-requests.index.share')}{' '}
            <a href={view.questionsUrl} data-testid="special-share-link">
              {view.questionsUrl}
            </a>
            {!view.published && <span className="form-error"> {t('special-requests.index.offline')}</span>} {t('special-requests.index.personalLinks')}
          </p>
        ) : (
          <p>{richText(t, 'special-requests.needsAddress', { quickSettings: <a href="/app/quick-settings">{t('special-requests.quickSettings')}</a> })}</p>
        )}
        <p className="special__links">
          <a className="btn btn--primary" href={`${SPECIAL_BASE}/ask`}>
            {questions.length ? t('special-requests.index.editQuestions') : t('special-requests.writeQuestions')}
          </a>
          <a className="btn" href={`${SPECIAL_BASE}/email`}>
            {t('special-requests.index.emailLink')}
          </a>
          <a className="btn" href={`${SPECIAL_BASE}/responses`}>
            {t('special-requests.index.seeResponses')}
          </a>
        </p>
        {view.settings.showInRsvp && <p className="field__hint">{t('special-requests.index.withRsvp')}</p>}
      </section>
      {!view.pro && counts.responded > 0 && <ProNotice text={t('special-requests.trackingProOnly')} />}
      <section className="card app-card">
        <h2>{t('special-requests.index.yourQuestions')}</h2>
        {questions.length === 0 ? (
          <p className="rsvp-questions__empty">{t('special-requests.noQuestions')}</p>
        ) : (
          <ol className="special-question-list">
            {questions.map((q) => (
              <li key={q.id}>
                <strong>{q.label}</strong>{' '}
                <span className="field__hint">
                  {kindLabel(q.kind)}
                  {q.kind === 'choice' ? `: ${q.options.join(', ')}` : ''}
                  {q.required ? t('special-requests.index.required') : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
