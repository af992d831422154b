import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { listMemberships } from '../../../../core/auth/membership';
import { can } from '../../../../core/auth/role-rules';
import { currentMembership } from '../../../../core/http/middleware/guards';
import { weddingName } from '../../domain/wedding-name';
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
  const membership = vars.wedding && vars.role ? { wedding: vars.wedding, role: vars.role } : await currentMembership(c);
  const wedding = membership?.wedding;
  const path = new URL(c.req.url).pathname;
  // The bell only for a role that has notifications (not a caterer's, issue 23 item 9).
  const count =
    membership && can(membership.role, 'notifications', 'read')
      ? await notificationCount(notificationsRepository(vars.store), user.id, membership.wedding.id)
      : null;
  // The switcher (issue 23 item 3), only for a person in more than one wedding.
  const memberships = await listMemberships(vars.store, user.id);
  const weddings =
    memberships.length > 1
      ? memberships.map((m) => ({ id: m.wedding.id, name: weddingName(m.wedding), role: m.role, current: m.wedding.id === wedding?.id }))
      : [];
  return c.render(
    <AppLayout
      title={title}
      path={path}
      user={user}
      weddingUrl={wedding?.weddingUrl ?? null}
      publicUrl={vars.config.publicOrigin}
      notificationCount={count}
      weddingRole={membership?.role}
      weddings={weddings}
    >
      {body}
    </AppLayout>,
    { title, bodyClass: 'app' },
  );
}
