import RsvpForm from '../../../../../islands/RsvpForm';
import type { RsvpFormProps } from '../../../../../islands/rsvp/props';
import { Island } from '../../../../core/rendering/hydration/Island';
import type { WeddingSiteData } from '../../../site/web';
import { GuestCardShell, LanguageSwitcher, siteI18n } from '../../../site/web';

/** /{weddingUrl}/rsvp: the RsvpForm island, which is a set of plain forms until it hydrates. */
export function RsvpPage({ site, form, events, before }: { site: WeddingSiteData; form: RsvpFormProps; events?: React.ReactNode; before?: React.ReactNode }) {
  return (
    <GuestCardShell site={site} kicker={siteI18n(site).t('rsvp.kicker')}>
      <LanguageSwitcher site={site} path={`/${site.weddingUrl ?? ''}/rsvp`} />
      {before}
      <Island island={RsvpForm} props={form} />
      {events}
    </GuestCardShell>
  );
}
