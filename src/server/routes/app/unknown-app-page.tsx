import { Hono } from 'hono';
import { ErrorPage } from '../../../views/components/ErrorPage';
import type { AppEnv } from '../../context';
import { requirePageUser } from '../../middleware/guards';
import { appPage } from './app-page';

/** Any other path under /app shows the error page (registered after every app route). */
export const unknownAppPage = new Hono<AppEnv>().get('/app/*', requirePageUser, (c) => {
  c.status(404);
  return appPage(c, 'Error', <ErrorPage inApp message="We could not find that page." />);
});
