import { Fragment } from 'react';
import { useAppText } from '../../../../shared/i18n/app';
import { InfoPage } from './InfoPage';

const PARTS = ['account', 'content', 'email', 'pro', 'availability', 'ending'] as const;

export function TermsPage() {
  const t = useAppText();
  return (
    <InfoPage title={t('pages.terms.heading')} lead={t('pages.terms.lead')}>
      {PARTS.map((part) => (
        <Fragment key={part}>
          <h2>{t(`pages.terms.${part}`)}</h2>
          <p>{t(`pages.terms.${part}.text`)}</p>
        </Fragment>
      ))}
    </InfoPage>
  );
}
