// /api/v1/planners (issue 23 item 2): GET / lists the owner, the members and the pending invitations;
// the writes are actions (planners.actions.tsx).
import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { listPlanners, MEMBER_LIMIT } from '../domain/planners';
import { plannersRepository } from '../domain/repository';
import { plannerApiActions } from './planners.actions';
import { appText } from '../../../shared/i18n/app';

export const plannersApi = new Hono<AppEnv>()
  .get('/', requireApiOwner, async (c) =>
    c.json({ msg: appText('common.ok'), limit: MEMBER_LIMIT, planners: await listPlanners(plannersRepository(c.var.store), c.var.wedding, c.var.user.id) }),
  )
  .route('/', registerActions(new Hono<OwnerEnv>(), plannerApiActions));
