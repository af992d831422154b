import { GuestCardShell } from './GuestCardShell';
import type { WeddingSiteData } from './site-data';

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
  return (
    <GuestCardShell site={site} kicker="Private wedding site" className="gate-site" backLink={false} showDate={false}>
      <form className="gate__form-card" method="post" action={`/password/${encodeURIComponent(site.weddingUrl ?? '')}`}>
        <p className="gate__lead">Please enter the password from your invitation to continue.</p>
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
          Website password
        </label>
        <input className="gate__input" id="website-password" name="password" type="password" autoComplete="current-password" required autoFocus />
        {askEmail && (
          <>
            <label className="gate__label" htmlFor="invitation-email">
              Email address your invitation was sent to
            </label>
            <input className="gate__input" id="invitation-email" name="email" type="email" autoComplete="email" required defaultValue={email} />
          </>
        )}
        <button className="w-button gate__submit" type="submit">
          Enter
        </button>
      </form>
    </GuestCardShell>
  );
}
