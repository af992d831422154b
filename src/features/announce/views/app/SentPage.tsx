import type { GuestSendStatus, SendHistoryEntry } from '../../../email';
import { SentPage as CampaignSentPage } from '../campaign/SentPage';
import { EmailSettingsForm } from './EmailSettingsForm';
import { useAppText } from '../../../../shared/i18n/app';

/** /app/announce/{savethedate|invitations}/sent: every guest's state and the sends so far. */
export function SentPage({
  statuses,
  history,
  backHref,
  formatTime,
  trackOpens,
  selfHref,
}: {
  statuses: GuestSendStatus[];
  history: SendHistoryEntry[];
  backHref: string;
  formatTime: (iso: string) => string;
  trackOpens: boolean;
  selfHref: string;
}) {
  const t = useAppText();
  const scopeLabel = (scope: string) => (scope === 'owner' || scope === 'single' || scope === 'bulk' ? t(`announce.history.scope.${scope}`) : scope);
  return (
    <CampaignSentPage
      className="announce"
      statuses={statuses}
      formatTime={formatTime}
      inAll={t('announce.sent.inAll', { count: statuses.length })}
      back={{ href: backHref, label: t('announce.sent.back') }}
      tableTestId="sent-table"
      delivery={{ trackOpens }}
      after={
        <>
          <EmailSettingsForm trackOpens={trackOpens} redirect={selfHref} />
          <section className="card app-card">
            <h2>{t('announce.history.title')}</h2>
            {history.length === 0 ? (
              <p>{t('announce.history.none')}</p>
            ) : (
              <table className="table" data-testid="send-history">
                <thead>
                  <tr>
                    <th scope="col">{t('announce.history.when')}</th>
                    <th scope="col">{t('announce.history.to')}</th>
                    <th scope="col">{t('announce.history.emails')}</th>
                    <th scope="col">{t('announce.history.alreadyHad')}</th>
                    <th scope="col">{t('announce.history.skipped')}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((entry) => (
                    <tr key={entry.batchId}>
                      <td>{formatTime(entry.createdAt)}</td>
                      <td>
                        {scopeLabel(entry.scope)}
                        {entry.campaign > 1 ? t('announce.history.round', { round: entry.campaign }) : ''}
                      </td>
                      <td>{entry.recipientCount}</td>
                      <td>{entry.alreadySent}</td>
                      <td>{entry.skipped}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      }
    />
  );
}
