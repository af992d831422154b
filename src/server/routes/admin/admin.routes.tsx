import { Hono, type MiddlewareHandler } from 'hono';
import { adminListQuerySchema, appStats, emailLogQuerySchema, findEmail, listEmails, listUsers, listWeddings } from '../../../domain/admin/admin-queries';
import { EMAIL_CONTROL_MESSAGES, emailStatusCounts, retryFailedEmails, sendTestEmail } from '../../../domain/admin/email-control';
import { isAdmin } from '../../../domain/auth/roles';
import { AdminTestingView, EmailControlView } from '../../../views/admin/EmailControlPages';
import { ExamplePage } from '../../../views/admin/ExamplePage';
import { publicOrigin } from '../../request-info';
import { AdminEmailLogView, AdminEmailView, AdminStatsView, AdminUsersView, AdminWeddingsView } from '../../../views/admin/AdminPages';
import { ErrorPage } from '../../../views/components/ErrorPage';
import { parseQuery } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { setFlash } from '../../flash';
import { requireApiAdmin, requirePageUser } from '../../middleware/guards';
import { appPage } from '../app/app-page';
import { renderEmail } from '../../../views/email/render';

/** A non-admin on an admin page: warned 'not authorized' and sent to /app (product.md §6). */
const requirePageAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAdmin(c.var.session!.user.role)) {
    setFlash(c, 'not authorized', 'warning');
    return c.redirect('/app');
  }
  await next();
};

export const adminApiRoutes = new Hono<AppEnv>()
  .use('/admin/*', requireApiAdmin)
  .get('/admin/all-weddings', (c) => c.json({ weddings: listWeddings(c.var.db, parseQuery(c, adminListQuerySchema)) }))
  .get('/admin/all-users', (c) => c.json({ users: listUsers(c.var.db, parseQuery(c, adminListQuerySchema)) }))
  .get('/admin/app-stats', (c) => c.json({ stats: appStats(c.var.db) }))
  .get('/admin/emails', (c) => c.json({ emails: listEmails(c.var.db, parseQuery(c, emailLogQuerySchema)) }));

export const adminPageRoutes = new Hono<AppEnv>()
  .use('/app/admin', requirePageUser, requirePageAdmin)
  .use('/app/admin/*', requirePageUser, requirePageAdmin)
  .get('/app/admin', (c) => appPage(c, 'App stats', <AdminStatsView stats={appStats(c.var.db)} />))
  .get('/app/admin/all-users', (c) => {
    const query = parseQuery(c, adminListQuerySchema);
    return appPage(c, 'All users', <AdminUsersView users={listUsers(c.var.db, query)} search={query.search} />);
  })
  .get('/app/admin/all-weddings', (c) => {
    const query = parseQuery(c, adminListQuerySchema);
    return appPage(c, 'All weddings', <AdminWeddingsView weddings={listWeddings(c.var.db, query)} search={query.search} />);
  })
  .get('/app/admin/email-controller', (c) => {
    const query = parseQuery(c, emailLogQuerySchema);
    return appPage(c, 'Email Logs', <AdminEmailLogView emails={listEmails(c.var.db, query)} search={query.search} />);
  })
  .get('/app/admin/email-controller/:id', (c) => {
    const email = findEmail(c.var.db, c.req.param('id'));
    if (!email) return c.notFound();
    return appPage(c, email.subject, <AdminEmailView email={email} />);
  })
  .get('/app/admin/email-controller/:id/html', (c) => {
    const email = findEmail(c.var.db, c.req.param('id'));
    if (!email) return c.notFound();
    // Shown inside a sandboxed frame; the CSP sandbox keeps any script in it inert.
    c.header('Content-Security-Policy', "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'; frame-ancestors 'self'");
    return c.html(email.html);
  })
  .get('/app/admin/email-control', (c) =>
    appPage(
      c,
      'Email control',
      <EmailControlView counts={emailStatusCounts(c.var.db)} provider={c.var.config.RESEND_API_KEY ? 'Resend' : 'the local outbox (no RESEND_API_KEY)'} />,
    ),
  )
  .post('/app/admin/email-control/retry', async (c) => {
    const retried = await retryFailedEmails(c.var.db, c.var.queue);
    setFlash(c, EMAIL_CONTROL_MESSAGES.retried(retried));
    return c.redirect('/app/admin/email-control', 303);
  })
  .get('/app/admin/testing', (c) => appPage(c, 'Testing', <AdminTestingView email={c.var.session!.user.email} />))
  .post('/app/admin/testing/email', async (c) => {
    await sendTestEmail(c.var.db, c.var.queue, renderEmail, c.var.session!.user);
    setFlash(c, EMAIL_CONTROL_MESSAGES.testQueued);
    return c.redirect('/app/admin/testing', 303);
  })
  .get('/app/admin/example', (c) => appPage(c, 'Example', <ExamplePage origin={publicOrigin(c)} />))
  .get('/app/admin/app/404', (c) => {
    c.status(404);
    return appPage(c, 'Not found', <ErrorPage inApp message="This page does not exist." />);
  });
