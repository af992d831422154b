import type { ReactNode } from 'react';
import { answersPerEvent, type HouseholdMember, type RsvpEvent, type RsvpQuestion } from '../../../../shared/rsvp/model';
import { useI18n } from '../../../../shared/i18n/react';
import type { Translate } from '../../../../shared/i18n/translate';
import { optionLabel, questionLabel } from '../../../../shared/rsvp/question-text';
import type { WeddingSiteData } from '../../../site/web';
import { GuestCardShell, langQuery, siteI18n } from '../../../site/web';

export interface SubmittedSummary {
  members: HouseholdMember[];
  householdAnswers: Record<string, string>;
  questions: RsvpQuestion[];
  /** The household's events: a guest invited to several sees their answer for each. */
  events?: RsvpEvent[];
  /** The form again, when the guest may still change the answer. */
  changeHref: string | null;
}

/** An answer as the guest reads it: Yes/No in the page's words, a choice in the couple's words for the page's language. */
function answerText(question: RsvpQuestion, value: string, t: Translate, lang: string) {
  return value === 'yes' ? t('rsvp.yes') : value === 'no' ? t('rsvp.no') : optionLabel(question, value, lang);
}

/** What the member's plus-one answered (only answers that count reach here: the plus-one comes). */
function PlusOneAnswers({ member, questions }: { member: HouseholdMember; questions: RsvpQuestion[] }) {
  const answered = questions.filter((q) => q.scope === 'guest' && member.plusOneAnswers?.[q.id]);
  const { t, lang } = useI18n();
  if (answered.length === 0) return null;
  return (
    <span className="rsvp-summary__answer rsvp-summary__plus-one" data-testid="plus-one-summary">
      <strong>{member.plusOneName || t('rsvp.yourGuest')}</strong>
      {answered.map((q) => (
        <span key={q.id} className="rsvp-summary__answer">
          {`${questionLabel(q, lang)}: ${answerText(q, member.plusOneAnswers![q.id]!, t, lang)}`}
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
  const { t, lang } = siteI18n(site);
  return (
    <GuestCardShell site={site} kicker={t('rsvp.kicker')}>
      <div className="rsvp-submitted" data-testid="rsvp-submitted">
        {requestSent ? (
          <p className="rsvp-notice rsvp-notice--done">{t('rsvp.requestSent')}</p>
        ) : (
          <>
            <h2 className="rsvp-card__subtitle">{t('rsvp.thankYou')}</h2>
            <p>{summary ? (coming ? t('rsvp.receivedComing') : t('rsvp.receivedMissed')) : t('rsvp.received')}</p>
          </>
        )}
        {summary && (
          <ul className="rsvp-summary">
            {summary.members.map((member) => (
              <li key={member.guestId}>
                <strong>{member.name}</strong>: {t('rsvp.status', { status: member.status })}
                {member.plusOneStatus === 'Accepted' && member.status === 'Accepted'
                  ? `, ${t('rsvp.withGuest', { name: member.plusOneName || t('rsvp.aGuest') })}`
                  : ''}
                {answersPerEvent(member) &&
                  (member.eventIds ?? []).map((id) => (
                    <span key={id} className="rsvp-summary__answer" data-event={id}>
                      {`${summary.events?.find((e) => e.id === id)?.title ?? ''}: ${member.events?.[id] === 'Accepted' ? t('rsvp.attending') : t('rsvp.notAttending')}${member.events?.[id] === 'Accepted' && member.eventPlusOnes?.[id] === false && member.plusOneStatus === 'Accepted' ? ` ${t('rsvp.withoutGuest', { name: member.plusOneName || t('rsvp.yourGuestLower') })}` : ''}`}
                    </span>
                  ))}
                {summary.questions
                  .filter((q) => q.scope === 'guest' && member.answers[q.id])
                  .map((q) => (
                    <span key={q.id} className="rsvp-summary__answer">
                      {`${questionLabel(q, lang)}: ${answerText(q, member.answers[q.id]!, t, lang)}`}
                    </span>
                  ))}
                <PlusOneAnswers member={member} questions={summary.questions} />
              </li>
            ))}
            {summary.questions
              .filter((q) => q.scope === 'household' && summary.householdAnswers[q.id])
              .map((q) => (
                <li key={q.id}>{`${questionLabel(q, lang)}: ${answerText(q, summary.householdAnswers[q.id]!, t, lang)}`}</li>
              ))}
          </ul>
        )}
        {summary?.changeHref && (
          <p>
            <a href={summary.changeHref}>{t('rsvp.changeAnswer')}</a>
          </p>
        )}
        {after}
        <p className="w-actions">
          <a className="w-button" href={`/${site.weddingUrl ?? ''}${langQuery(site)}`}>
            {t('rsvp.backToSite')}
          </a>
        </p>
      </div>
    </GuestCardShell>
  );
}
