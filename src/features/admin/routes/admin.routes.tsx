import { Hono } from 'hono';
import { adminListQuerySchema, appStats, emailLogQuerySchema, findEmail, listEmails, listUsers, listWeddings } from '../domain/admin-queries';
import { emailStatusCounts } from '../domain/email-control';
import { adminRepository } from '../domain/repository';
import { AdminTestingView, EmailControlView } from '../views/EmailControlPages';
import { ExamplePage } from '../views/ExamplePage';
import { publicOrigin } from '../../../core/http/request-info';
import { AdminEmailLogView, AdminEmailView, AdminStatsView, AdminUsersView, AdminWeddingsView } from '../views/AdminPages';
import { ErrorPage } from '../../../core/rendering/components/ErrorPage';
import type { AppEnv, UserEnv } from '../../../core/http/context';
import { requireApiAdmin, requirePageAdmin } from '../../../core/http/middleware/guards';
import { appPage } from '../../weddings/web';
import { registerActions } from '../../../core/actions/register-actions';
import { retryFailedAction, testEmailAction } from './email-control.actions';
import { query } from '../../../core/http/validate';
import { appText } from '../../../shared/i18n/app';

// /api/v1/admin

/** What the e-mail control page says e-mail goes through. */
const EMAIL_SERVICE_NAMES = {
  resend: 'Resend',
  smtp: appText('admin.control.via.smtp'),
  outbox: appText('admin.control.via.outbox'),
} as const;
export const adminApi = new Hono<AppEnv>()
  // The e-mail actions name the admin guard themselves (mounted before the router's, so it runs once).
  .route('/', registerActions(new Hono<UserEnv>(), [retryFailedAction('api'), testEmailAction('api')]))
  .use(requireApiAdmin)
  // Lists answer one page, newest first: { <rows>, total (null when searching), nextCursor, prevCursor }; pass a cursor back as ?cursor=.
  .get('/all-weddings', query(adminListQuerySchema), async (c) => {
    const { items, ...page } = await listWeddings(adminRepository(c.var.store), c.req.valid('query'));
    return c.json({ weddings: items, ...page });
  })
  .get('/all-users', query(adminListQuerySchema), async (c) => {
    const { items, ...page } = await listUsers(adminRepository(c.var.store), c.req.valid('query'));
    return c.json({ users: items, ...page });
  })
  .get('/app-stats', async (c) => c.json({ stats: await appStats(adminRepository(c.var.store)) }))
  .get('/emails', query(emailLogQuerySchema), async (c) => {
    const { items, ...page } = await listEmails(adminRepository(c.var.store), c.req.valid('query'));
    return c.json({ emails: items, ...page });
  });

// /app/admin
export const adminPages = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<UserEnv>(), [retryFailedAction('page'), testEmailAction('page')]))
  .use(requirePageAdmin)
  .get('/', async (c) => appPage(c, appText('admin.title.stats'), <AdminStatsView stats={await appStats(adminRepository(c.var.store))} />))
  .get('/all-users', query(adminListQuerySchema), async (c) => {
    const asked = c.req.valid('query');
    return appPage(c, appText('admin.title.users'), <AdminUsersView page={await listUsers(adminRepository(c.var.store), asked)} search={asked.search} />);
  })
  .get('/all-weddings', query(adminListQuerySchema), async (c) => {
    const asked = c.req.valid('query');
    return appPage(
      c,
      appText('admin.title.weddings'),
      <AdminWeddingsView page={await listWeddings(adminRepository(c.var.store), asked)} search={asked.search} />,
    );
  })
  .get('/email-controller', query(emailLogQuerySchema), async (c) => {
    const asked = c.req.valid('query');
    return appPage(
      c,
      appText('admin.title.emailLog'),
      <AdminEmailLogView page={await listEmails(adminRepository(c.var.store), asked)} search={asked.search} />,
    );
  })
  .get('/email-controller/:id', async (c) => {
    const email = await findEmail(adminRepository(c.var.store), c.req.param('id'));
    if (!email) return c.notFound();
    return appPage(c, email.subject, <AdminEmailView email={email} />);
  })
  .get('/email-controller/:id/html', async (c) => {
    const email = await findEmail(adminRepository(c.var.store), c.req.param('id'));
    if (!email) return c.notFound();
    // Shown inside a sandboxed frame; the CSP sandbox keeps any script in it inert.
    c.header('Content-Security-Policy', "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'; frame-ancestors 'self'");
    return c.html(email.html);
  })
  .get('/email-control', async (c) =>
    appPage(
      c,
      appText('admin.title.emailControl'),
      <EmailControlView counts={await emailStatusCounts(adminRepository(c.var.store))} provider={EMAIL_SERVICE_NAMES[c.var.config.emailTransport]} />,
    ),
  )
  .get('/testing', (c) => appPage(c, appText('admin.title.testing'), <AdminTestingView email={c.var.user.email} />))
  .get('/example', (c) => appPage(c, appText('admin.title.example'), <ExamplePage origin={publicOrigin(c)} />))
  .get('/app/404', (c) => {
    c.status(404);
    return appPage(c, appText('common.notFound'), <ErrorPage inApp message={appText('admin.pageMissing')} />);
  });
