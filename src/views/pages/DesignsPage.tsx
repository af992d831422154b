import type { ThemeCatalogueEntry } from '../../domain/wedding';
import { HomeLayout } from '../layouts/HomeLayout';

function DesignCard({ entry }: { entry: ThemeCatalogueEntry }) {
  return (
    <li className="design-card" data-design={entry.id}>
      <a className="design-card__link" href={`/designs/${entry.id}`}>
        {/* A live swatch in the theme's own colours (its CSS variables from data-theme). */}
        <div className="design-card__swatch" data-theme={entry.title} aria-hidden="true">
          <span className="design-card__names">A &amp; J</span>
          <span className="design-card__dots">
            <i className="design-card__dot design-card__dot--accent" />
            <i className="design-card__dot design-card__dot--sub" />
            <i className="design-card__dot design-card__dot--bg2" />
          </span>
        </div>
        <h3 className="design-card__title">
          {entry.displayedTitle}
          {entry.featured && <span className="design-card__badge">Featured</span>}
        </h3>
        <p className="design-card__text">{entry.description}</p>
      </a>
    </li>
  );
}

/** /designs: the theme catalogue, featured designs first. */
export function DesignsPage({ catalogue }: { catalogue: readonly ThemeCatalogueEntry[] }) {
  const featured = catalogue.filter((entry) => entry.featured);
  return (
    <HomeLayout>
      <section className="designs px-6 py-12">
        <h1 className="designs__title">Designs</h1>
        <p className="designs__lead">Every design works with every section. Pick one to see a full demo site, then make it yours.</p>
        <h2 className="designs__heading">Featured</h2>
        <ul className="designs__grid designs__grid--featured">
          {featured.map((entry) => (
            <DesignCard key={entry.id} entry={entry} />
          ))}
        </ul>
        <h2 className="designs__heading">All designs</h2>
        <ul className="designs__grid">
          {catalogue.map((entry) => (
            <DesignCard key={entry.id} entry={entry} />
          ))}
        </ul>
      </section>
    </HomeLayout>
  );
}
