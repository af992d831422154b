import { UpsellNotice } from '../../../announce';

export const SPECIAL_BASE = '/app/special-request';

const TABS = [
  { label: 'Overview', path: SPECIAL_BASE },
  { label: 'Questions', path: `${SPECIAL_BASE}/ask` },
  { label: 'With the RSVP', path: `${SPECIAL_BASE}/rsvp` },
  { label: 'Email', path: `${SPECIAL_BASE}/email` },
  { label: 'Responses', path: `${SPECIAL_BASE}/responses` },
];

/** The special-request children (product.md §2: index, ask, rsvp, email, email/sent, responses). */
export function SpecialRequestNav({ current }: { current: string }) {
  return (
    <nav className="special-nav" aria-label="Special requests">
      {TABS.map((tab) => (
        <a key={tab.path} className="special-nav__tab" href={tab.path} aria-current={current === tab.path ? 'page' : undefined}>
          {tab.label}
        </a>
      ))}
    </nav>
  );
}

/** The special-request pages' upgrade notice. */
export function ProNotice({ text }: { text: string }) {
  return <UpsellNotice text={text} className="special-upsell" testId="special-upsell" />;
}
