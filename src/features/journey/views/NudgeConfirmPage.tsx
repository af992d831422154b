import { AnnounceStyles } from '../../announce/web';
import { BULK_LIMIT_TITLE } from '../../../shared/email/texts';
import { nudgeTitle } from './JourneyPage';
import { useAppText } from '../../../shared/i18n/app';

/**
 * A nudge without JavaScript asks first (issue 22 item 10), as the send dialog does with it: how
 * many guests and who, then 'Yes, send' (the same form with confirmed=1) or Cancel.
 */
export function NudgeConfirmPage({
  stage,
  stageLabel,
  requestId,
  names,
  bulkAvailableAt,
}: {
  stage: string;
  stageLabel: string;
  requestId: string;
  names: string[];
  /** When today's bulk e-mail was used: the limit, instead of a send that would be refused. */
  bulkAvailableAt: string | null;
}) {
  const t = useAppText();
  const count = names.length;
  return (
    <div className="announce journey">
      <AnnounceStyles />
      <section className="card app-card confirm-step" data-testid="nudge-confirm" aria-labelledby="nudge-confirm-title">
        <h2 id="nudge-confirm-title">{bulkAvailableAt ? BULK_LIMIT_TITLE : t('journey.confirm.title', { nudge: nudgeTitle(count) })}</h2>
        {bulkAvailableAt ? (
          <p data-action="SEND_LIMIT_NOTICE">{t('journey.confirm.limit', { when: bulkAvailableAt })}</p>
        ) : (
          <>
            <p data-action="SEND_REMINDER_BULK">{t('journey.confirm.message', { stage: stageLabel, count })}</p>
            <ul>
              {names.map((name, i) => (
                <li key={i}>{name}</li>
              ))}
            </ul>
          </>
        )}
        <form method="post" action="/app/journey/nudge" className="confirm-step__actions announce__row">
          <input type="hidden" name="stage" value={stage} />
          <input type="hidden" name="requestId" value={requestId} />
          <input type="hidden" name="confirmed" value="1" />
          {!bulkAvailableAt && count > 0 && (
            <button className="btn btn--primary" type="submit">
              {t('journey.confirm.yes', { count })}
            </button>
          )}
          <a className="btn" href="/app/journey">
            {t(bulkAvailableAt ? 'journey.confirm.ok' : 'journey.confirm.cancel')}
          </a>
        </form>
      </section>
    </div>
  );
}
