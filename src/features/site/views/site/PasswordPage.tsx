import { GuestCardShell } from './GuestCardShell';
import { LanguageSwitcher } from './LanguageSwitcher';
import { langQuery, siteI18n, type WeddingSiteData } from './site-data';

/**
 * The website password gate (product.md §4): a plain form that works without JavaScript, in the
 * wedding's own design with the couple's names (issue 22 item 11) and nothing else of the site.
 * While the wedding is under attack (issue 28 item 14) it asks for the invitation's e-mail too.
 */
export function PasswordPage({
  site,
  error,
  status,
  askEmail = false,
  email = '',
}: {
  site: WeddingSiteData;
  error?: string;
  status?: string;
  askEmail?: boolean;
  email?: string;
}) {
  const { t } = siteI18n(site);
  const path = `/password/${encodeURIComponent(site.weddingUrl ?? '')}`;
  return (
    <GuestCardShell site={site} kicker={t('gate.kicker')} className="gate-site" backLink={false} showDate={false}>
      <LanguageSwitcher site={site} path={path} />
      <form className="gate__form-card" method="post" action={`${path}${langQuery(site)}`}>
        <p className="gate__lead">{t('gate.lead')}</p>
        {error && (
          <p className="gate__error" role="alert">
            {error}
          </p>
        )}
        {status && (
          <p className="gate__status" role="status">
            {status}
          </p>
        )}
        <label className="gate__label" htmlFor="website-password">
          {t('gate.password')}
        </label>
        <input className="gate__input" id="website-password" name="password" type="password" autoComplete="current-password" required autoFocus />
        {askEmail && (
          <>
            <label className="gate__label" htmlFor="invitation-email">
              {t('gate.email')}
            </label>
            <input className="gate__input" id="invitation-email" name="email" type="email" autoComplete="email" required defaultValue={email} />
          </>
        )}
        <button className="w-button gate__submit" type="submit">
          {t('gate.enter')}
        </button>
      </form>
    </GuestCardShell>
  );
}
