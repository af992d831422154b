import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';
import { InfoPage } from './InfoPage';

export function AboutPage() {
  const t = useAppText();
  const care = (key: 'phones' | 'edits' | 'privacy') =>
    richText(t, `pages.about.care.${key}`, { title: <strong>{t(`pages.about.care.${key}.title`)}</strong> });
  return (
    <InfoPage title={t('pages.about.heading')} lead={t('pages.about.lead')}>
      <p>{t('pages.about.intro')}</p>
      <h2>{t('pages.about.care')}</h2>
      <ul>
        <li>{care('phones')}</li>
        <li>{care('edits')}</li>
        <li>{care('privacy')}</li>
      </ul>
      <h2>{t('pages.about.pricing')}</h2>
      <p>{t('pages.about.pricing.text')}</p>
      <p>
        <a className="btn btn--primary" href="/register">
          {t('pages.about.register')}
        </a>
      </p>
    </InfoPage>
  );
}
