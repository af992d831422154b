import type { ReactNode } from 'react';
import { answersPerEvent, type HouseholdMember, type RsvpEvent, type RsvpQuestion } from '../../../../shared/rsvp/model';
import { REQUEST_SENT } from '../../../../shared/rsvp/texts';
import type { WeddingSiteData } from '../../../site';
import { GuestCardShell } from '../../../site';

export interface SubmittedSummary {
  members: HouseholdMember[];
  householdAnswers: Record<string, string>;
  questions: RsvpQuestion[];
  /** The household's events: a guest invited to several sees their answer for each. */
  events?: RsvpEvent[];
  /** The form again, when the guest may still change the answer. */
  changeHref: string | null;
}

function answerText(value: string) {
  return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value;
}

/** What the member's plus-one answered (only answers that count reach here: the plus-one comes). */
function PlusOneAnswers({ member, questions }: { member: HouseholdMember; questions: RsvpQuestion[] }) {
  const answered = questions.filter((q) => q.scope === 'guest' && member.plusOneAnswers?.[q.id]);
  if (answered.length === 0) return null;
  return (
    <span className="rsvp-summary__answer rsvp-summary__plus-one" data-testid="plus-one-summary">
      <strong>{member.plusOneName || 'Your guest'}</strong>
      {answered.map((q) => (
        <span key={q.id} className="rsvp-summary__answer">
          {q.label}: {answerText(member.plusOneAnswers![q.id]!)}
        </span>
      ))}
    </span>
  );
}

/** /{weddingUrl}/rsvp/submitted: thanks, and with the personal link what was sent. */
export function RsvpSubmittedPage({
  site,
  summary,
  requestSent,
  after,
}: {
  site: WeddingSiteData;
  summary: SubmittedSummary | null;
  requestSent: boolean /** More to ask (the special-request questions, when the couple wants them here). */;
  after?: ReactNode;
}) {
  const coming = summary?.members.some((m) => m.status === 'Accepted');
  return (
    <GuestCardShell site={site} kicker="RSVP">
      <div className="rsvp-submitted" data-testid="rsvp-submitted">
        {requestSent ? (
          <p className="rsvp-notice rsvp-notice--done">{REQUEST_SENT}</p>
        ) : (
          <>
            <h2 className="rsvp-card__subtitle">Thank you!</h2>
            <p>
              {summary
                ? coming
                  ? 'Your RSVP has been received. We can’t wait to celebrate with you!'
                  : 'Your RSVP has been received. You will be missed!'
                : 'Your RSVP has been received.'}
            </p>
          </>
        )}
        {summary && (
          <ul className="rsvp-summary">
            {summary.members.map((member) => (
              <li key={member.guestId}>
                <strong>{member.name}</strong>: {member.status}
                {member.plusOneStatus === 'Accepted' && member.status === 'Accepted' ? `, with ${member.plusOneName || 'a guest'}` : ''}
                {answersPerEvent(member) &&
                  (member.eventIds ?? []).map((id) => (
                    <span key={id} className="rsvp-summary__answer" data-event={id}>
                      {`${summary.events?.find((e) => e.id === id)?.title ?? ''}: ${member.events?.[id] === 'Accepted' ? 'Attending' : 'Not attending'}${member.events?.[id] === 'Accepted' && member.eventPlusOnes?.[id] === false && member.plusOneStatus === 'Accepted' ? ` (without ${member.plusOneName || 'your guest'})` : ''}`}
                    </span>
                  ))}
                {summary.questions
                  .filter((q) => q.scope === 'guest' && member.answers[q.id])
                  .map((q) => (
                    <span key={q.id} className="rsvp-summary__answer">
                      {q.label}: {answerText(member.answers[q.id]!)}
                    </span>
                  ))}
                <PlusOneAnswers member={member} questions={summary.questions} />
              </li>
            ))}
            {summary.questions
              .filter((q) => q.scope === 'household' && summary.householdAnswers[q.id])
              .map((q) => (
                <li key={q.id}>
                  {q.label}: {answerText(summary.householdAnswers[q.id]!)}
                </li>
              ))}
          </ul>
        )}
        {summary?.changeHref && (
          <p>
            <a href={summary.changeHref}>Change my answer</a>
          </p>
        )}
        {after}
        <p className="w-actions">
          <a className="w-button" href={`/${site.weddingUrl ?? ''}`}>
            Back to the wedding website
          </a>
        </p>
      </div>
    </GuestCardShell>
  );
}
