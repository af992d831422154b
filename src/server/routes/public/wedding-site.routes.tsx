import { Hono } from 'hono';
import { findWeddingByUrl } from '../../../db/queries/weddings';
import { NotFoundPage } from '../../../views/pages/NotFoundPage';
import { WeddingPage } from '../../../views/pages/WeddingPage';
import type { AppEnv } from '../../context';

/** /{weddingUrl}: registered last, after every named route. */
export const weddingSiteRoutes = new Hono<AppEnv>().get('/:weddingUrl{[a-z0-9][a-z0-9-]*}', (c) => {
  const wedding = findWeddingByUrl(c.var.db, c.req.param('weddingUrl'));
  if (!wedding) {
    c.status(404);
    return c.render(<NotFoundPage />, { title: 'Not found' });
  }
  const content = wedding.content as Record<string, string | undefined>;
  const names = [content.brideGroomOneName, content.brideGroomTwoName].filter(Boolean).join(' & ');
  return c.render(<WeddingPage wedding={wedding} now={new Date()} />, { title: names || 'Our Wedding' });
});
