import { useAppText } from '../../../../shared/i18n/app';
import { InfoPage } from './InfoPage';

/** The questions, in order: each is `pages.faq.<name>.q` with its answer `pages.faq.<name>.a`. */
const QUESTIONS = ['start', 'cost', 'rsvp', 'private', 'emails', 'address', 'password', 'contact'] as const;

export function FaqPage() {
  const t = useAppText();
  return (
    <InfoPage title={t('pages.faq.title')} lead={t('pages.faq.lead')}>
      {QUESTIONS.map((name) => (
        <details key={name} className="faq">
          <summary>{t(`pages.faq.${name}.q`)}</summary>
          <p>{t(`pages.faq.${name}.a`)}</p>
        </details>
      ))}
    </InfoPage>
  );
}
