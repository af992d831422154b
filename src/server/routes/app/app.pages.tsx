import { desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { payments } from '../../../db/schema';
import { changePassword, updateProfile } from '../../../domain/auth/accounts';
import { updatePasswordSchema, updateUserSchema } from '../../../domain/auth/credentials';
import { emailChangeSent } from '../../../domain/auth/email-change';
import { isPro } from '../../../domain/auth/roles';
import { sendSupportMessage, SUPPORT_SENT, supportMessageSchema } from '../../../domain/support/contact';
import { findWeddingByOwner } from '../../../db/queries/weddings';
import { readWedding } from '../../../domain/wedding/wedding';
import { defaultWeddingContent } from '../../../shared/wedding';
import { userStats } from '../../../domain/guests/stats';
import { ComingSoon } from '../../../views/app/ComingSoon';
import { ContactPage } from '../../../views/app/contact/ContactPage';
import { DashboardPage } from '../../../views/app/dashboard/DashboardPage';
import { BillingSettings, ProfileSettings, SecuritySettings } from '../../../views/app/settings/SettingsPages';
import { UserError } from '../../../domain/errors';
import { firstIssue, readBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { setFlash } from '../../flash';
import { requirePageUser } from '../../middleware/guards';
import { accountDeps, publicOrigin } from '../../request-info';
import { appPage } from './app-page';
import { renderEmail } from '../../../views/email/render';

function errorText(error: unknown): string {
  if (error instanceof UserError) return error.message;
  throw error;
}

/** Pages whose feature is still being built: an honest body, a real route. */
const COMING_SOON: Record<string, { title: string; what: string; next?: { label: string; href: string } }> = {};

function renderComingSoon<E extends AppEnv>(c: Context<E>, key: string) {
  const page = COMING_SOON[key]!;
  return appPage(c, page.title, <ComingSoon what={page.what} next={page.next} />);
}

export const appPageRoutes = new Hono<AppEnv>()
  .use('/app', requirePageUser)
  .use('/app/*', requirePageUser)
  .get('/app', (c) => {
    const user = c.var.session!.user;
    const row = findWeddingByOwner(c.var.db, user.id);
    const siteUrl = row?.weddingUrl ? `${publicOrigin(c)}/${row.weddingUrl}` : null;
    const content = row ? readWedding(row).content : null;
    const needsSetup = !row?.weddingUrl || !content || content.brideGroomOneName === defaultWeddingContent().brideGroomOneName;
    return appPage(c, 'Dashboard', <DashboardPage stats={userStats(c.var.db, user, row)} pro={isPro(user.role)} siteUrl={siteUrl} needsSetup={needsSetup} />);
  })
  .get('/app/settings/profile', (c) => {
    const user = c.var.session!.user;
    return appPage(c, 'Profile', <ProfileSettings name={user.name} email={user.email} />);
  })
  .post('/app/settings/profile', async (c) => {
    const body = await readBody(c);
    const user = c.var.session!.user;
    const parsed = updateUserSchema.safeParse(body);
    const rerender = (error: string) => {
      c.status(400);
      return appPage(c, 'Profile', <ProfileSettings name={String(body.name ?? user.name)} email={String(body.email ?? user.email)} error={error} />);
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
  .get('/app/settings/security', (c) => appPage(c, 'Security', <SecuritySettings />))
  .post('/app/settings/security', async (c) => {
    const parsed = updatePasswordSchema.safeParse(await readBody(c));
    const rerender = (error: string) => {
      c.status(400);
      return appPage(c, 'Security', <SecuritySettings error={error} />);
    };
    if (!parsed.success) return rerender(firstIssue(parsed.error));
    try {
      await changePassword(c.var.db, c.var.session!.user, c.var.session!.sessionId, parsed.data);
    } catch (error) {
      return rerender(errorText(error));
    }
    setFlash(c, 'Password changed successfully');
    return c.redirect('/app/settings/security', 303);
  })
  .get('/app/settings/billing', (c) => {
    const user = c.var.session!.user;
    const history = c.var.db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(desc(payments.createdAt)).all();
    return appPage(c, 'Billing', <BillingSettings pro={isPro(user.role)} role={user.role} payments={history} />);
  })
  .get('/app/contact', (c) => appPage(c, 'Contact', <ContactPage name={c.var.session!.user.name} supportEmail={c.var.config.SUPPORT_EMAIL} />))
  .post('/app/contact', async (c) => {
    const user = c.var.session!.user;
    const body = await readBody(c);
    const parsed = supportMessageSchema.safeParse(body);
    if (!parsed.success) {
      c.status(400);
      return appPage(c, 'Contact', <ContactPage name={user.name} supportEmail={c.var.config.SUPPORT_EMAIL} error={firstIssue(parsed.error)} />);
    }
    await sendSupportMessage(
      { db: c.var.db, queue: c.var.queue, supportEmail: c.var.config.SUPPORT_EMAIL, renderEmail },
      { userId: user.id, email: user.email },
      parsed.data,
    );
    setFlash(c, SUPPORT_SENT);
    return c.redirect('/app/contact', 303);
  });

for (const path of Object.keys(COMING_SOON)) appPageRoutes.get(path, (c) => renderComingSoon(c, path));
