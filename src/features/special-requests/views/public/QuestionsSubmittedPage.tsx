import type { SpecialAnswers, SpecialQuestion } from '../../domain/model';
import { useI18n } from '../../../../shared/i18n';
import type { WeddingSiteData } from '../../../site/web';
import { AnswerSummary } from './QuestionFields';
import { GuestCardShell } from '../../../site/web';

export interface SubmittedAnswers {
  questions: SpecialQuestion[];
  answers: SpecialAnswers;
  changeHref: string;
}

/** /questions/{weddingUrl}/submitted: thanks, and with the personal link what was sent and a way to change it. */
export function QuestionsSubmittedPage({ site, summary, noteSent }: { site: WeddingSiteData; summary: SubmittedAnswers | null; noteSent: boolean }) {
  const { t } = useI18n();
  return (
    <GuestCardShell site={site} kicker={t('questions.kicker')} className="questions-site">
      <div className="rsvp-submitted questions-submitted" data-testid="questions-submitted">
        {/* The notice itself begins with 'Thank you!': no heading saying it again. */}
        <p className="rsvp-notice rsvp-notice--done">{t(noteSent ? 'questions.noteSent' : 'questions.received')}</p>
        {summary && (
          <>
            <AnswerSummary questions={summary.questions} answers={summary.answers} />
            <p>
              <a href={summary.changeHref}>{t('questions.changeAnswers')}</a>
            </p>
          </>
        )}
        <p className="w-actions">
          <a className="w-button" href={`/${site.weddingUrl ?? ''}`}>
            {t('questions.backToSite')}
          </a>
        </p>
      </div>
    </GuestCardShell>
  );
}
