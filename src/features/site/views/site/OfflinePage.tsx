import { HomeLayout } from '../../../../core/rendering/components/HomeLayout';
import { GuestCardShell } from './GuestCardShell';
import type { I18n } from '../../../../shared/i18n/react';
import { coupleNames } from '../../../../shared/wedding/couple-names';
import { langQuery, type WeddingSiteData } from './site-data';

const TEXTS = {
  wedding: { title: 'site.offline.wedding.title', text: 'site.offline.wedding.text' },
  rsvp: { title: 'site.offline.rsvp.title', text: 'site.offline.rsvp.text' },
} as const;

export type OfflineKind = keyof typeof TEXTS;

/** The page's title in its language. */
export function offlineTitle(kind: OfflineKind, i18n: I18n): string {
  return i18n.t(TEXTS[kind].title);
}

/**
 * /wedding-offline and /rsvp-offline. With a known wedding (`site`, from ?w=) the page is in the
 * wedding's own design with the couple's names and leads back to their site (issue 22 item 15);
 * otherwise Vowly's plain page that leads home.
 */
export function OfflinePage({ kind, site, i18n }: { kind: OfflineKind; site?: WeddingSiteData | null; i18n: I18n }) {
  const { t } = i18n;
  const title = t(TEXTS[kind].title);
  const text = t(TEXTS[kind].text);
  if (site) {
    const names = coupleNames(site.content) || t('site.theCouple');
    return (
      <GuestCardShell site={site} kicker={title} className="offline-site">
        <p className="offline__text">{text}</p>
        <a className="w-button offline__back" href={`/${site.weddingUrl ?? ''}${langQuery(site)}`}>
          {t('site.backToSite', { names })}
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
          {t('site.offline.home')}
        </a>
      </section>
    </HomeLayout>
  );
}
