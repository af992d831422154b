// The support message, one action (issue 29 item 2) mounted at two addresses: POST /api/v1/support/contact
// (fetch; an account without an e-mail is refused by its guard) and the no-JS form POST /app/contact, whose page
// (the app's shell) gives the form's answers.
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import type { UserEnv } from '../../../core/http/context';
import { renderEmail } from '../../email/web';
import { sendSupportMessage, SUPPORT_SENT, type SupportMessage, supportMessageSchema } from '../domain/contact';

export function contactSupport(where: { path: string; guard: MiddlewareHandler<UserEnv>; form?: ActionForm<UserEnv, SupportMessage, { msg: string }> }) {
  return defineAction({
    method: 'POST',
    path: where.path,
    guard: where.guard,
    summary: 'Send a message to support (answered at the account’s e-mail address)',
    input: supportMessageSchema,
    output: z.object({ msg: z.string() }),
    run: async (c: Context<UserEnv>, input) => {
      const user = c.var.user;
      await sendSupportMessage(
        { store: c.var.store, queue: c.var.queue, supportEmail: c.var.config.SUPPORT_EMAIL, renderEmail },
        { userId: user.id, email: user.email },
        input,
      );
      return { msg: SUPPORT_SENT };
    },
    ...(where.form ? { form: where.form } : {}),
  });
}
