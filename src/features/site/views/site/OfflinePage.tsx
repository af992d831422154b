import { HomeLayout } from '../../../../core/rendering/components/HomeLayout';
import { GuestCardShell } from './GuestCardShell';
import { coupleNames, type WeddingSiteData } from './site-data';

const TEXTS = {
  wedding: {
    title: 'This wedding site is offline',
    text: 'We could not find a published wedding site at that address. Please check the link from your invitation, or ask the couple for the right one.',
  },
  rsvp: {
    title: 'RSVP is closed',
    text: 'This wedding is not taking replies online right now. Please contact the couple directly to let them know if you can make it.',
  },
} as const;

/**
 * /wedding-offline and /rsvp-offline. With a known wedding (`site`, from ?w=) the page is in the
 * wedding's own design with the couple's names and leads back to their site (issue 22 item 15);
 * otherwise Vowly's plain page that leads home.
 */
export function OfflinePage({ kind, site }: { kind: keyof typeof TEXTS; site?: WeddingSiteData | null }) {
  const { title, text } = TEXTS[kind];
  if (site) {
    const names = coupleNames(site.content) || 'the couple';
    return (
      <GuestCardShell site={site} kicker={title} className="offline-site">
        <p className="offline__text">{text}</p>
        <a className="w-button offline__back" href={`/${site.weddingUrl ?? ''}`}>
          {`Back to ${names}’s site`}
        </a>
      </GuestCardShell>
    );
  }
  return (
    <HomeLayout>
      <section className="offline text-center px-6 py-24">
        <h1 className="text-4xl font-semibold mb-4">{title}</h1>
        <p className="mb-8 offline__text">{text}</p>
        <a className="btn btn--primary" href="/">
          Go to the home page
        </a>
      </section>
    </HomeLayout>
  );
}

export const OFFLINE_TITLES = { wedding: TEXTS.wedding.title, rsvp: TEXTS.rsvp.title };
