import { Hono, type Context } from 'hono';
import { paymentsRepository } from '../../../payments';
import { changePassword, updateProfile } from '../../../accounts';
import { updatePasswordSchema, updateUserSchema } from '../../../accounts';
import { accountsRepository, cancelEmailChange, emailChangeSent, pendingEmailChange } from '../../../accounts';
import { sendSupportMessage, SUPPORT_SENT, supportMessageSchema } from '../../../support';
import { supportRepository } from '../../../support';
import { readWedding } from '../../domain/wedding';
import { defaultWeddingContent } from '../../../../shared/wedding';
import { userStats } from '../../../guests';
import { ComingSoon } from '../../../../core/rendering/app-shell/ComingSoon';
import { ContactPage } from '../../../support';
import { DashboardPage } from '../../views/dashboard/DashboardPage';
import { BillingSettings, ProfileSettings, SecuritySettings } from '../../../accounts';
import { UserError } from '../../../../core/errors';
import { firstIssue, readBody } from '../../../../core/http/api/parse-body';
import type { AppEnv } from '../../../../core/http/context';
import { setFlash } from '../../../../core/http/flash';
import { enterCurrentWedding, requirePageUser } from '../../../../core/http/middleware/guards';
import { publicOrigin } from '../../../../core/http/request-info';
import { accountDeps } from '../../../accounts';
import { currentSessionId } from '../../../accounts';
import { appPage } from './app-page';
import { renderEmail } from '../../../email';

// The forms here re-render with the first problem on invalid input (safeParse, not a 400 JSON answer).

function errorText(error: unknown): string {
  if (error instanceof UserError) return error.message;
  throw error;
}

/** Pages whose feature is still being built (paths under /app): an honest body, a real route. */
const COMING_SOON: Record<string, { title: string; what: string; next?: { label: string; href: string } }> = {};

function renderComingSoon<E extends AppEnv>(c: Context<E>, key: string) {
  const page = COMING_SOON[key]!;
  return appPage(c, page.title, <ComingSoon what={page.what} next={page.next} />);
}

// /app: the dashboard. Other routers serve the pages under /app, so the guard is on the route, not router-wide.
export const dashboardPage = new Hono<AppEnv>().get('/', requirePageUser, async (c) => {
  const user = c.var.user;
  // A person may belong to no wedding yet: the dashboard then asks for the setup.
  const current = await enterCurrentWedding(c);
  const row = current?.wedding;
  const siteUrl = row?.weddingUrl ? `${publicOrigin(c)}/${row.weddingUrl}` : null;
  const content = row ? readWedding(row).content : null;
  const needsSetup = !row?.weddingUrl || !content || content.brideGroomOneName === defaultWeddingContent().brideGroomOneName;
  return appPage(
    c,
    'Dashboard',
    <DashboardPage
      stats={await userStats(c.var.store, c.var.db, user, row)}
      pro={current?.pro ?? false}
      siteUrl={siteUrl}
      needsSetup={needsSetup}
      returning={!(c.var.session?.firstSession ?? true)}
    />,
  );
});
for (const path of Object.keys(COMING_SOON)) dashboardPage.get(path, requirePageUser, (c) => renderComingSoon(c, path));

// /app/settings: profile, security (password) and billing
export const settingsPages = new Hono<AppEnv>()
  .use(requirePageUser)
  .get('/profile', async (c) => {
    const user = c.var.user;
    const pending = await pendingEmailChange(accountsRepository(c.var.store), user.id);
    return appPage(c, 'Profile', <ProfileSettings name={user.name} email={user.email} pending={pending} />);
  })
  .post('/profile/cancel-email-change', async (c) => {
    await cancelEmailChange(accountsRepository(c.var.store), c.var.user.id);
    setFlash(c, 'The change of email was cancelled. You keep logging in with your current email.');
    return c.redirect('/app/settings/profile', 303);
  })
  .post('/profile', async (c) => {
    const body = await readBody(c);
    const user = c.var.user;
    const parsed = updateUserSchema.safeParse(body);
    const rerender = async (error: string) => {
      c.status(400);
      return appPage(
        c,
        'Profile',
        <ProfileSettings
          name={String(body.name ?? user.name)}
          email={String(body.email ?? user.email)}
          error={error}
          pending={await pendingEmailChange(accountsRepository(c.var.store), user.id)}
        />,
      );
    };
    if (!parsed.success) return rerender(firstIssue(parsed.error));
    // A new e-mail waits for its confirmation link; the current one stays the login.
    let pendingEmail: string | undefined;
    try {
      ({ pendingEmail } = await updateProfile(accountDeps(c), user, parsed.data));
    } catch (error) {
      return rerender(errorText(error));
    }
    setFlash(c, pendingEmail ? emailChangeSent(pendingEmail) : 'Profile updated successfully');
    return c.redirect('/app/settings/profile', 303);
  })
  .get('/security', (c) => appPage(c, 'Security', <SecuritySettings />))
  .post('/security', async (c) => {
    const parsed = updatePasswordSchema.safeParse(await readBody(c));
    const rerender = (error: string) => {
      c.status(400);
      return appPage(c, 'Security', <SecuritySettings error={error} />);
    };
    if (!parsed.success) return rerender(firstIssue(parsed.error));
    try {
      await changePassword(c.var.store, c.var.user, currentSessionId(c), parsed.data);
    } catch (error) {
      return rerender(errorText(error));
    }
    setFlash(c, 'Password changed successfully');
    return c.redirect('/app/settings/security', 303);
  })
  .get('/billing', async (c) => {
    const user = c.var.user;
    const current = await enterCurrentWedding(c);
    const payments = await paymentsRepository(c.var.store).listByUser(user.id);
    return appPage(c, 'Billing', <BillingSettings pro={current?.pro ?? false} role={user.role} payments={payments} />);
  });

// /app/contact: the no-JS support form (its API is /api/v1/support/contact)
export const contactPages = new Hono<AppEnv>()
  .use(requirePageUser)
  .get('/', (c) => appPage(c, 'Contact', <ContactPage name={c.var.user.name} supportEmail={c.var.config.SUPPORT_EMAIL} />))
  .post('/', async (c) => {
    const user = c.var.user;
    const parsed = supportMessageSchema.safeParse(await readBody(c));
    if (!parsed.success) {
      c.status(400);
      return appPage(c, 'Contact', <ContactPage name={user.name} supportEmail={c.var.config.SUPPORT_EMAIL} error={firstIssue(parsed.error)} />);
    }
    await sendSupportMessage(
      { support: supportRepository(c.var.store), db: c.var.db, queue: c.var.queue, supportEmail: c.var.config.SUPPORT_EMAIL, renderEmail },
      { userId: user.id, email: user.email },
      parsed.data,
    );
    setFlash(c, SUPPORT_SENT);
    return c.redirect('/app/contact', 303);
  });
