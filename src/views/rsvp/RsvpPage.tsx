import RsvpForm from '../../../islands/RsvpForm';
import type { RsvpFormProps } from '../../../islands/rsvp/props';
import { Island } from '../../hydration/Island';
import type { WeddingSiteData } from '../wedding/site-data';
import { RsvpShell } from './RsvpShell';

/** /{weddingUrl}/rsvp: the RsvpForm island, which is a set of plain forms until it hydrates. */
export function RsvpPage({ site, form }: { site: WeddingSiteData; form: RsvpFormProps }) {
  return (
    <RsvpShell site={site}>
      <Island island={RsvpForm} props={form} />
    </RsvpShell>
  );
}
