import { richText } from '../../../shared/i18n';
import { useAppText } from '../../../shared/i18n/app';

/** An honest placeholder for an app page whose feature is still being built. */
export function ComingSoon({ what, next }: { what: string; next?: { label: string; href: string } }) {
  const t = useAppText();
  return (
    <section className="card app-card">
      <p>{richText(t, 'shell.comingSoon', { soon: <strong>{t('shell.comingSoon.soon')}</strong> }, { what })}</p>
      {next && (
        <p>
          <a className="btn btn--primary" href={next.href}>
            {next.label}
          </a>
        </p>
      )}
    </section>
  );
}
