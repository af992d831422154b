import type { ThemeCatalogueEntry } from '../../../../shared/wedding';
import { DesignPreview } from '../DesignPreview';
import { useAppText } from '../../../../shared/i18n/app';

function DesignChoice({ entry, current }: { entry: ThemeCatalogueEntry; current: boolean }) {
  const t = useAppText();
  return (
    <li className={current ? 'design-card design-card--current' : 'design-card'} data-design={entry.id}>
      <a className="design-card__link" href={`/app/designs/${entry.id}`}>
        <DesignPreview entry={entry} />
        <h3 className="design-card__title">
          {entry.displayedTitle}
          {current && <span className="design-card__badge">{t('weddings.designs.current')}</span>}
        </h3>
        <p className="design-card__text">{entry.description}</p>
      </a>
      <UseDesignForm entry={entry} current={current} />
    </li>
  );
}

/** The button that applies a design (a plain form: works without JavaScript). */
export function UseDesignForm({ entry, current }: { entry: ThemeCatalogueEntry; current: boolean }) {
  const t = useAppText();
  if (current) return <p className="design-card__current">{t('weddings.designs.yours')}</p>;
  return (
    <form method="post" action={`/app/designs/${entry.id}`} className="design-card__use">
      <button className="btn btn--primary" type="submit">
        {t('weddings.designs.use')}
      </button>
    </form>
  );
}

/** /app/designs: every design, the couple's current one marked, each previewable with their own content. */
export function AppDesignsPage({ catalogue, currentTheme }: { catalogue: readonly ThemeCatalogueEntry[]; currentTheme: string }) {
  const t = useAppText();
  return (
    <section className="designs">
      <p className="designs__lead">{t('weddings.designs.lead')}</p>
      <ul className="designs__grid">
        {catalogue.map((entry) => (
          <DesignChoice key={entry.id} entry={entry} current={entry.title === currentTheme} />
        ))}
      </ul>
    </section>
  );
}
