import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { logger } from 'hono/logger';
import type { AppDeps, AppEnv } from './context';
import { renderer } from './renderer';
import { healthRoutes } from './routes/health/health.routes';
import { pagesRoutes } from './routes/pages/pages.routes';
import { weddingSiteRoutes } from './routes/public/wedding-site.routes';
import { builtAssets, publicFiles } from './static';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  if (deps.config.LOG_REQUESTS) app.use(logger());
  app.use('/assets/*', builtAssets);
  app.use(async (c, next) => {
    c.set('db', deps.db);
    c.set('queue', deps.queue);
    c.set('config', deps.config);
    await next();
  });
  app.use(compress());
  app.use(renderer);

  app.route('/', healthRoutes);
  app.route('/', pagesRoutes);
  app.use(publicFiles);
  app.route('/', weddingSiteRoutes);
  return app;
}
