import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';
import { InfoPage } from './InfoPage';

const STORED = ['account', 'content', 'guests', 'emails'] as const;

export function PolicyPage({ supportEmail }: { supportEmail: string }) {
  const t = useAppText();
  return (
    <InfoPage title={t('pages.policy.heading')} lead={t('pages.policy.lead')}>
      <h2>{t('pages.policy.store')}</h2>
      <ul>
        {STORED.map((what) => (
          <li key={what}>{t(`pages.policy.store.${what}`)}</li>
        ))}
      </ul>
      <h2>{t('pages.policy.why')}</h2>
      <p>{t('pages.policy.why.text')}</p>
      <h2>{t('pages.policy.guests')}</h2>
      <p>{t('pages.policy.guests.text')}</p>
      <h2>{t('pages.policy.cookies')}</h2>
      <p>{t('pages.policy.cookies.text')}</p>
      <h2>{t('pages.policy.delete')}</h2>
      <p>{richText(t, 'pages.policy.delete.text', { email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> })}</p>
    </InfoPage>
  );
}
