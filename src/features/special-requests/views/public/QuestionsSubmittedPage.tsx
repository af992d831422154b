import type { SpecialAnswers, SpecialQuestion } from '../../domain/model';
import { ANSWERS_RECEIVED, NOTE_SENT } from '../../../../shared/rsvp/texts';
import type { WeddingSiteData } from '../../../site';
import { AnswerSummary } from './QuestionFields';
import { GuestCardShell } from '../../../site';

export interface SubmittedAnswers {
  questions: SpecialQuestion[];
  answers: SpecialAnswers;
  changeHref: string;
}

/** /questions/{weddingUrl}/submitted: thanks, and with the personal link what was sent and a way to change it. */
export function QuestionsSubmittedPage({ site, summary, noteSent }: { site: WeddingSiteData; summary: SubmittedAnswers | null; noteSent: boolean }) {
  return (
    <GuestCardShell site={site} kicker="Questions" className="questions-site">
      <div className="rsvp-submitted questions-submitted" data-testid="questions-submitted">
        {/* The notice itself begins with 'Thank you!': no heading saying it again. */}
        <p className="rsvp-notice rsvp-notice--done">{noteSent ? NOTE_SENT : ANSWERS_RECEIVED}</p>
        {summary && (
          <>
            <AnswerSummary questions={summary.questions} answers={summary.answers} />
            <p>
              <a href={summary.changeHref}>Change my answers</a>
            </p>
          </>
        )}
        <p className="w-actions">
          <a className="w-button" href={`/${site.weddingUrl ?? ''}`}>
            Back to the wedding website
          </a>
        </p>
      </div>
    </GuestCardShell>
  );
}
