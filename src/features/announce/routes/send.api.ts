import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { sendInviteApiAction } from './send.action';

/**
 * /api/v1/send-invite, PATCH (product.md §7): see src/features/email/domain/send-request.ts for the body and
 * send-announcement.ts for the rules; the action is send.action.ts. An `Idempotency-Key` header works like `requestId`.
 */
export const sendInviteApi = new Hono<AppEnv>().route('/', registerActions(new Hono<OwnerEnv>(), [sendInviteApiAction]));
