// /app/planners: the planning team page (GET) and its forms' actions (planners.actions.tsx).
import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { plannerPageActions } from './planners.actions';
import { renderPlannersPage } from './planners.render';

export const plannersPages = new Hono<AppEnv>()
  .get('/', requirePageOwner, (c) => renderPlannersPage(c))
  .route('/', registerActions(new Hono<OwnerEnv>(), plannerPageActions));
