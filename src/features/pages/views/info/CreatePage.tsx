import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';
import { THEME_CATALOGUE } from '../../../../shared/wedding/themes';
import { InfoPage } from './InfoPage';

const STEPS = ['account', 'design', 'sections', 'share'] as const;

export function CreatePage({ loggedIn }: { loggedIn: boolean }) {
  const t = useAppText();
  return (
    <InfoPage title={t('pages.create.title')} lead={t('pages.create.lead')}>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step}>
            {richText(t, `pages.create.${step}`, { title: <strong>{t(`pages.create.${step}.title`)}</strong> }, { count: THEME_CATALOGUE.length })}
          </li>
        ))}
      </ol>
      <p>
        {loggedIn ? (
          <a className="btn btn--primary" href="/builder">
            {t('pages.create.builder')}
          </a>
        ) : (
          <a className="btn btn--primary" href="/register">
            {t('pages.create.start')}
          </a>
        )}
      </p>
    </InfoPage>
  );
}
