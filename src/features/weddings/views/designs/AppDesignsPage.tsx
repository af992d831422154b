import type { ThemeCatalogueEntry } from '../../../../shared/wedding';
import { DesignPreview } from '../DesignPreview';

function DesignChoice({ entry, current }: { entry: ThemeCatalogueEntry; current: boolean }) {
  return (
    <li className={current ? 'design-card design-card--current' : 'design-card'} data-design={entry.id}>
      <a className="design-card__link" href={`/app/designs/${entry.id}`}>
        <DesignPreview entry={entry} />
        <h3 className="design-card__title">
          {entry.displayedTitle}
          {current && <span className="design-card__badge">Current</span>}
        </h3>
        <p className="design-card__text">{entry.description}</p>
      </a>
      <UseDesignForm entry={entry} current={current} />
    </li>
  );
}

/** The button that applies a design (a plain form: works without JavaScript). */
export function UseDesignForm({ entry, current }: { entry: ThemeCatalogueEntry; current: boolean }) {
  if (current) return <p className="design-card__current">Your current design</p>;
  return (
    <form method="post" action={`/app/designs/${entry.id}`} className="design-card__use">
      <button className="btn btn--primary" type="submit">
        Use this design
      </button>
    </form>
  );
}

/** /app/designs: every design, the couple's current one marked, each previewable with their own content. */
export function AppDesignsPage({ catalogue, currentTheme }: { catalogue: readonly ThemeCatalogueEntry[]; currentTheme: string }) {
  return (
    <section className="designs">
      <p className="designs__lead">
        Preview any design with your own words and photos, then use it. Choosing a design resets your custom colours to the design's palette.
      </p>
      <ul className="designs__grid">
        {catalogue.map((entry) => (
          <DesignChoice key={entry.id} entry={entry} current={entry.title === currentTheme} />
        ))}
      </ul>
    </section>
  );
}
