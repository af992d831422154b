import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { currentMembership } from '../../../../core/http/middleware/guards';
import { notificationCount } from '../../../notifications';
import { notificationsRepository } from '../../../notifications';
import { AppLayout } from '../../../../core/rendering/app-shell/AppLayout';
import type { AppEnv, OwnerEnv } from '../../../../core/http/context';

/**
 * Renders a page inside the app shell for the signed-in user (behind requirePageUser or requirePageOwner).
 * Takes the guard's `c.var.user` and, behind a member guard, `c.var.wedding`; behind a user guard only, the
 * person may belong to no wedding yet, so the session's current one is looked up here.
 */
export async function appPage<E extends AppEnv>(c: Context<E>, title: string, body: ReactNode) {
  const vars = c.var as AppEnv['Variables'] & Partial<OwnerEnv['Variables']>;
  const user = vars.user;
  if (!user) throw new Error('appPage needs a user: mount requirePageUser or requirePageOwner first');
  const wedding = vars.wedding ?? (await currentMembership(c))?.wedding;
  const path = new URL(c.req.url).pathname;
  const count = wedding ? await notificationCount(notificationsRepository(vars.store), user.id, wedding.id) : null;
  return c.render(
    <AppLayout title={title} path={path} user={user} weddingUrl={wedding?.weddingUrl ?? null} publicUrl={vars.config.publicOrigin} notificationCount={count}>
      {body}
    </AppLayout>,
    { title, bodyClass: 'app' },
  );
}
