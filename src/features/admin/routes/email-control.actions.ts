// The admin's e-mail writes, one action each (issue 29 item 2), mounted twice: in the admin API (JSON) and on the
// admin pages (the no-JS buttons: 303 back with the toast, a refusal as an error toast).
//   retry failed:  POST /api/v1/admin/email-control/retry → { msg, retried };  POST /app/admin/email-control/retry
//   test e-mail:   POST /api/v1/admin/testing/email → { msg, emailId };         POST /app/admin/testing/email
// Admins only (requireApiAdmin / requirePageAdmin: a non-admin gets 'not authorized').
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import type { UserEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiAdmin, requirePageAdmin } from '../../../core/http/middleware/guards';
import { renderEmail } from '../../email/web';
import { EMAIL_CONTROL_MESSAGES, retryFailedEmails, sendTestEmail } from '../domain/email-control';
import { adminRepository } from '../domain/repository';

type Where = 'api' | 'page';
type Done = { msg: string };

function guardOf(where: Where): MiddlewareHandler<UserEnv> {
  return where === 'api' ? requireApiAdmin : requirePageAdmin;
}

/** The page's buttons: back to the page with the toast (there is no form to show again). */
function backTo<R extends Done>(page: string): ActionForm<UserEnv, unknown, R> {
  return {
    onSuccess: (c, result) => {
      setFlash(c, result.msg);
      return c.redirect(page, 303);
    },
    onError: (c, problem) => {
      setFlash(c, problem.msg, 'error');
      return c.redirect(page, 303);
    },
  };
}

export function retryFailedAction(where: Where) {
  return defineAction({
    method: 'POST',
    path: '/email-control/retry',
    guard: guardOf(where),
    summary: 'Queue every failed e-mail again (each keeps its key: delivered once)',
    input: z.object({}),
    output: z.object({ msg: z.string(), retried: z.number().int() }),
    run: async (c: Context<UserEnv>) => {
      const retried = await retryFailedEmails(adminRepository(c.var.store), c.var.queue);
      return { msg: EMAIL_CONTROL_MESSAGES.retried(retried), retried };
    },
    ...(where === 'page' ? { form: backTo('/app/admin/email-control') } : {}),
  });
}

export function testEmailAction(where: Where) {
  return defineAction({
    method: 'POST',
    path: '/testing/email',
    guard: guardOf(where),
    summary: 'Send the signed-in admin a test e-mail through the outbox',
    input: z.object({}),
    output: z.object({ msg: z.string(), emailId: z.string() }),
    run: async (c: Context<UserEnv>) => {
      const emailId = await sendTestEmail(c.var.store, c.var.queue, renderEmail, c.var.user);
      return { msg: EMAIL_CONTROL_MESSAGES.testQueued, emailId };
    },
    ...(where === 'page' ? { form: backTo('/app/admin/testing') } : {}),
  });
}
