import { HomeLayout } from '../../components/HomeLayout';

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

/** /wedding-offline and /rsvp-offline. */
export function OfflinePage({ kind }: { kind: keyof typeof TEXTS }) {
  const { title, text } = TEXTS[kind];
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
