import { Hono } from 'hono';
import { ErrorPage } from '../../../../core/rendering/components/ErrorPage';
import type { AppEnv } from '../../../../core/http/context';
import { requirePageUser } from '../../../../core/http/middleware/guards';
import { appPage } from './app-page';
import { appText } from '../../../../shared/i18n/app';

// /app/*: any other path under /app shows the error page (mounted after every /app page router).
export const unknownAppPage = new Hono<AppEnv>().get('/*', requirePageUser, (c) => {
  c.status(404);
  return appPage(c, appText('weddings.title.error'), <ErrorPage inApp message={appText('weddings.notFound')} />);
});
