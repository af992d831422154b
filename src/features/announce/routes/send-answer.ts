import type { Context } from 'hono';
import type { UserError } from '../../../core/errors';
import type { AppEnv } from '../../../core/http/context';
import { setFlash, type ToastKind } from '../../../core/http/flash';
import { userErrorJson } from '../../../core/http/api/errors';
import { apiCodeOf } from '../../../core/error-codes';
import { BULK_LIMIT_CODE } from '../../../shared/email/texts';

/**
 * The send forms (announce cards, special-request e-mail) post the same form with and without
 * JavaScript. The SendDialogs island asks for JSON: success is `{ msg, redirect }` (the toast is
 * also left as a flash for the page it goes to), a refusal is the API's 4xx `{ msg, code?,
 * limitResetAt? }` so BULK_LIMIT_EXCEEDED can open the 'Daily limit reached' dialog.
 */
export function wantsJson<E extends AppEnv>(c: Context<E>): boolean {
  return (c.req.header('accept') ?? '').includes('application/json');
}

export function sendSucceeded<E extends AppEnv>(c: Context<E>, redirect: string, text: string, kind: ToastKind = 'info') {
  setFlash(c, text, kind);
  if (wantsJson(c)) return c.json({ msg: text, redirect });
  return c.redirect(redirect, 303);
}

export function sendRefusedJson<E extends AppEnv>(c: Context<E>, error: UserError) {
  return userErrorJson(c, error);
}

/** When a send refused for today's limit (the API's BULK_LIMIT_EXCEEDED) may be tried again, else null. */
export function dailyLimitResetAt(error: UserError): string | null {
  const limitResetAt = error.extra.limitResetAt;
  return apiCodeOf(error.code) === BULK_LIMIT_CODE && typeof limitResetAt === 'string' ? limitResetAt : null;
}
