import type { ThemeCatalogueEntry } from '../../../shared/wedding';
import { DesignPreview } from '../../weddings/web';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';
import { useAppText } from '../../../shared/i18n/app';

function DesignCard({ entry, eager }: { entry: ThemeCatalogueEntry; eager?: boolean }) {
  const t = useAppText();
  return (
    <li className="design-card" data-design={entry.id}>
      <a className="design-card__link" href={`/designs/${entry.id}`}>
        <DesignPreview entry={entry} eager={eager} />
        <h3 className="design-card__title">
          {entry.displayedTitle}
          {entry.featured && <span className="design-card__badge">{t('pages.designs.featured')}</span>}
        </h3>
        <p className="design-card__text">{entry.description}</p>
      </a>
    </li>
  );
}

/** /designs: the theme catalogue, featured designs first, each shown by a picture of the design itself. */
export function DesignsPage({ catalogue }: { catalogue: readonly ThemeCatalogueEntry[] }) {
  const featured = catalogue.filter((entry) => entry.featured);
  const t = useAppText();
  return (
    <HomeLayout>
      <section className="designs px-6 py-12">
        <h1 className="designs__title">{t('pages.designs.heading')}</h1>
        <p className="designs__lead">{t('pages.designs.lead', { count: catalogue.length })}</p>
        <h2 className="designs__heading">{t('pages.designs.featured')}</h2>
        <ul className="designs__grid designs__grid--featured">
          {featured.map((entry) => (
            <DesignCard key={entry.id} entry={entry} eager />
          ))}
        </ul>
        <h2 className="designs__heading">{t('pages.designs.all')}</h2>
        <ul className="designs__grid">
          {catalogue.map((entry) => (
            <DesignCard key={entry.id} entry={entry} />
          ))}
        </ul>
      </section>
    </HomeLayout>
  );
}
