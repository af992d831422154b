import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { findWeddingByOwner } from '../../../db/queries/weddings';
import { notificationCount } from '../../../domain/notifications/notifications';
import { AppLayout } from '../../../views/app/AppLayout';
import type { AppEnv } from '../../context';

/** Renders a page inside the app shell for the signed-in user (use after requirePageUser). */
export function appPage<E extends AppEnv>(c: Context<E>, title: string, body: ReactNode) {
  const session = c.var.session;
  if (!session) throw new Error('appPage needs a session: mount requirePageUser first');
  const wedding = findWeddingByOwner(c.var.db, session.user.id);
  const path = new URL(c.req.url).pathname;
  return c.render(
    <AppLayout
      title={title}
      path={path}
      user={session.user}
      weddingUrl={wedding?.weddingUrl ?? null}
      publicUrl={c.var.config.PUBLIC_URL ?? new URL(c.req.url).origin}
      notificationCount={wedding ? notificationCount(c.var.db, session.user.id, wedding.id) : null}
    >
      {body}
    </AppLayout>,
    { title, bodyClass: 'app' },
  );
}
