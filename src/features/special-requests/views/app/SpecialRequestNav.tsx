import { UpsellNotice } from '../../../announce/web';
import { useAppText } from '../../../../shared/i18n/app';

export const SPECIAL_BASE = '/app/special-request';

const TABS = [
  { tab: 'overview', path: SPECIAL_BASE },
  { tab: 'questions', path: `${SPECIAL_BASE}/ask` },
  { tab: 'rsvp', path: `${SPECIAL_BASE}/rsvp` },
  { tab: 'email', path: `${SPECIAL_BASE}/email` },
  { tab: 'responses', path: `${SPECIAL_BASE}/responses` },
] as const;

/** The special-request children (product.md §2: index, ask, rsvp, email, email/sent, responses). */
export function SpecialRequestNav({ current }: { current: string }) {
  const t = useAppText();
  return (
    <nav className="special-nav" aria-label={t('special-requests.title')}>
      {TABS.map((tab) => (
        <a key={tab.path} className="special-nav__tab" href={tab.path} aria-current={current === tab.path ? 'page' : undefined}>
          {t(`special-requests.nav.${tab.tab}`)}
        </a>
      ))}
    </nav>
  );
}

/** The special-request pages' upgrade notice. */
export function ProNotice({ text }: { text: string }) {
  return <UpsellNotice text={text} className="special-upsell" testId="special-upsell" />;
}
