// The web process: `npm run web`, or started by `npm start` beside the worker.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { openDataStores } from '../core/db/store/data-stores';
import { emailServiceLine } from '../features/email';
import { checkoutModeLine } from '../features/payments';
import { env, requirePublicUrl } from '../core/config/env';
import { connectQueueDatabase } from '../core/queue/connect';
import { createQueue } from '../core/queue/queue';
import { createApp } from '../app';
import { trustProxyStartupWarning } from '../core/http/proxy-warnings';
import { setUpProcessLog } from '../core/log/logger';
import { ensureClientBuild } from './client-build';
import { provisionAccounts } from '../ops/provision-accounts';
import { exitOnConfigError, stopDeadline } from './fail';
import { stopImageWork } from '../features/uploads';

async function main() {
  const config = env();
  requirePublicUrl(config);
  const log = setUpProcessLog({ format: config.LOG_FORMAT, production: config.isProduction, service: 'web' });
  const proxyWarning = trustProxyStartupWarning(config);
  if (proxyWarning) console.warn(proxyWarning);
  if (!config.VITE_DEV_URL) await ensureClientBuild();
  // The configured engine's store, migrated (DATA_ENGINE; with sqlite also the Db of the same file).
  const data = await openDataStores(config);
  const { db, store } = data;
  await provisionAccounts(store, config);
  const queueDb = await connectQueueDatabase(config);
  const queue = await createQueue(queueDb.url);
  const app = createApp({ db, store, queue, config, logger: log });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => {
    console.log(`[web] listening on http://localhost:${config.PORT}`);
    console.log(checkoutModeLine(config));
    (config.emailNotSent ? console.warn : console.log)(emailServiceLine(config));
    process.send?.({ type: 'ready', port: config.PORT });
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `[web] cannot start: port ${config.PORT} is already in use. Set PORT to a free port.`
        : `[web] server error: ${error.message}`,
    );
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[web] ${signal}: closing`);
    stopDeadline('web');
    stopImageWork();
    // Requests in flight finish (idle keep-alive connections close now, the rest after 3 s); then
    // the process ends on its own once nothing is pending (see stopDeadline: no process.exit here).
    const http = server as Server;
    http.close(async () => {
      await queue.close().catch(() => {});
      await data.stop();
      await queueDb.stop();
    });
    http.closeIdleConnections();
    setTimeout(() => http.closeAllConnections(), 3000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch(exitOnConfigError('web'));
