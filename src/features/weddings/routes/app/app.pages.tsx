import { Hono, type Context } from 'hono';
import { paymentsRepository } from '../../../payments';
import { renderProfile, renderSecurity, settingsPageActions } from '../../../accounts/web';
import { contactSupport } from '../../../support/web';
import { readWedding } from '../../domain/wedding';
import { defaultWeddingContent } from '../../../../shared/wedding';
import { userStats } from '../../../guests';
import { ComingSoon } from '../../../../core/rendering/app-shell/ComingSoon';
import { ContactPage } from '../../../support/web';
import { DashboardPage } from '../../views/dashboard/DashboardPage';
import { BillingSettings } from '../../../accounts/web';
import type { AppEnv, UserEnv } from '../../../../core/http/context';
import { registerActions } from '../../../../core/actions/register-actions';
import { setFlash } from '../../../../core/http/flash';
import { enterCurrentWedding, requirePageUser } from '../../../../core/http/middleware/guards';
import { publicOrigin } from '../../../../core/http/request-info';
import { appPage } from './app-page';
import { deleteCookie, getCookie } from 'hono/cookie';
import { TRY_PHOTOS_COOKIE } from '../../../../shared/client/try-photos';
import { designEntry } from '../../../site/web';
import { appText } from '../../../../shared/i18n/app';

/** Pages whose feature is still being built (paths under /app): an honest body, a real route. */
const COMING_SOON: Record<string, { title: string; what: string; next?: { label: string; href: string } }> = {};

function renderComingSoon<E extends AppEnv>(c: Context<E>, key: string) {
  const page = COMING_SOON[key]!;
  return appPage(c, page.title, <ComingSoon what={page.what} next={page.next} />);
}

// /app: the dashboard. Other routers serve the pages under /app, so the guard is on the route, not router-wide.
export const dashboardPage = new Hono<AppEnv>().get('/', requirePageUser, async (c) => {
  const user = c.var.user;
  // Someone who tried a design with their own photos and then signed up (issue 25 item 5): their photos wait in this
  // browser; once, the dashboard sends them where the photos go onto the site.
  const tried = designEntry(getCookie(c, TRY_PHOTOS_COOKIE) ?? '');
  if (getCookie(c, TRY_PHOTOS_COOKIE) !== undefined) deleteCookie(c, TRY_PHOTOS_COOKIE, { path: '/' });
  if (tried) return c.redirect(`/app/designs/${tried.id}/your-photos`, 303);
  // A person may belong to no wedding yet: the dashboard then asks for the setup.
  const current = await enterCurrentWedding(c);
  const row = current?.wedding;
  const siteUrl = row?.weddingUrl ? `${publicOrigin(c)}/${row.weddingUrl}` : null;
  const content = row ? readWedding(row).content : null;
  const needsSetup = !row?.weddingUrl || !content || content.brideGroomOneName === defaultWeddingContent().brideGroomOneName;
  return appPage(
    c,
    appText('weddings.title.dashboard'),
    <DashboardPage
      stats={await userStats(c.var.store, user, row)}
      pro={current?.pro ?? false}
      siteUrl={siteUrl}
      needsSetup={needsSetup}
      hasWedding={row !== undefined}
      returning={!(c.var.session?.firstSession ?? true)}
    />,
  );
});
for (const path of Object.keys(COMING_SOON)) dashboardPage.get(path, requirePageUser, (c) => renderComingSoon(c, path));

// /app/settings: profile, security (password) and billing; the forms are the accounts' actions (they guard themselves).
export const settingsPages = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<UserEnv>(), settingsPageActions(appPage)))
  .use(requirePageUser)
  .get('/profile', (c) => renderProfile(c, appPage))
  .get('/security', (c) => renderSecurity(c, appPage))
  .get('/billing', async (c) => {
    const user = c.var.user;
    const current = await enterCurrentWedding(c);
    const payments = await paymentsRepository(c.var.store).listByUser(user.id);
    return appPage(c, appText('weddings.title.billing'), <BillingSettings pro={current?.pro ?? false} role={user.role} payments={payments} />);
  });

// /app/contact: the no-JS support form (the support's action, also at /api/v1/support/contact)
const contactPage = (c: Context<UserEnv>, error?: string) =>
  appPage(c, appText('weddings.title.contact'), <ContactPage name={c.var.user.name} supportEmail={c.var.config.SUPPORT_EMAIL} error={error} />);
export const contactPages = new Hono<AppEnv>()
  .route(
    '/',
    registerActions(new Hono<UserEnv>(), [
      contactSupport({
        path: '/',
        guard: requirePageUser,
        form: {
          onSuccess: (c, result) => {
            setFlash(c, result.msg);
            return c.redirect('/app/contact', 303);
          },
          onError: (c, problem) => {
            c.status(problem.status);
            return contactPage(c, problem.msg);
          },
        },
      }),
    ]),
  )
  .use(requirePageUser)
  .get('/', (c) => contactPage(c));
