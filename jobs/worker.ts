// The job worker process: `npm run worker`, or started beside the web server by `npm start`.
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { makeWorkerUtils, run, type WorkerEvents } from 'graphile-worker';
import { openDataStores } from '../src/core/db/store/data-stores';
import { transportFor } from '../src/features/email/web';
import { env, requirePublicUrl } from '../src/core/config/env';
import { connectQueueDatabase } from '../src/core/queue/connect';
import { ensureHeartbeatTable, heartbeatIntervalMs, recordHeartbeat } from '../src/core/queue/heartbeat';
import { createPool } from '../src/core/queue/queue';
import { exitOnConfigError, stopDeadline } from '../src/cli/fail';
import { setUpProcessLog } from '../src/core/log/logger';
import { queueLogger } from './queue-log';
import { taskList } from './tasks';
import { ensureRegistry, forgetWorkers, markWorkersSeen, registerWorker, releaseDeadWorkers, releaseSilentWorkers } from './worker-registry';

async function main() {
  const config = env();
  requirePublicUrl(config);
  // One structured event per line (JSON in production off a terminal; see src/core/log/logger.ts).
  const log = setUpProcessLog({ format: config.LOG_FORMAT, production: config.isProduction, service: 'worker' });
  const logger = queueLogger(log);
  // The configured engine's store, migrated (DATA_ENGINE; with sqlite also the Db of the same file, whose
  // store it is: converted features' tasks use the store, the others the Db).
  const data = await openDataStores(config);
  const { db, store } = data;
  const queueDb = await connectQueueDatabase(config);
  const pool = createPool(queueDb.url, config.WORKER_CONCURRENCY + 2);

  const utils = await makeWorkerUtils({ pgPool: pool, logger });
  await utils.migrate();
  await ensureRegistry(pool);
  await ensureHeartbeatTable(pool);
  const released = await releaseDeadWorkers(pool, utils);
  if (released.length) console.log(`[worker] released jobs locked by dead workers: ${released.join(', ')}`);
  await utils.release();

  const events: WorkerEvents = new EventEmitter();
  const registrations: Promise<void>[] = [];
  // graphile-worker 0.18 locks jobs with the pool's id ('pool-…'), older versions with each worker's:
  // record both, so a restart after kill -9 releases what this process held.
  events.on('pool:create', ({ workerPool }) => {
    registrations.push(registerWorker(pool, workerPool.id));
  });
  events.on('worker:create', ({ worker }) => {
    registrations.push(registerWorker(pool, worker.workerId));
  });

  // One event per job outcome.
  const started = new Map<string, number>();
  events.on('job:start', ({ job }) => started.set(job.id, performance.now()));
  const outcome =
    (result: 'success' | 'error' | 'failed') =>
    ({ job, error }: { job: { id: string; task_identifier: string; attempts: number; max_attempts: number }; error?: unknown }) => {
      const began = started.get(job.id);
      started.delete(job.id);
      const fields = {
        jobId: job.id,
        task: job.task_identifier,
        outcome: result,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        ms: began === undefined ? undefined : Math.round(performance.now() - began),
        error: error instanceof Error ? error.message : error === undefined ? undefined : String(error),
        err: result === 'success' || !(error instanceof Error) ? undefined : error,
      };
      if (result === 'success') log.info(fields, 'job');
      else log.warn(fields, 'job');
    };
  events.on('job:success', outcome('success'));
  events.on('job:error', outcome('error'));
  events.on('job:failed', outcome('failed'));

  const runner = await run({
    pgPool: pool,
    concurrency: config.WORKER_CONCURRENCY,
    taskList: taskList({ db, store, config, transport: transportFor(config) }),
    crontabFile: path.join(import.meta.dirname, 'crontab'),
    noHandleSignals: true,
    logger,
    pollInterval: 1000,
    events,
  });
  await Promise.all(registrations);
  // The heartbeat /healthz and healthcheck-worker read (src/core/queue/heartbeat.ts).
  // With it, this process's worker ids are marked seen, and those of a host silent for WORKER_HEALTH_TIMEOUT
  // (killed with -9, unplugged) released, so their jobs run here (jobs/worker-registry.ts).
  const beat = async () => {
    try {
      await recordHeartbeat(pool);
      await markWorkersSeen(pool);
      const silent = await releaseSilentWorkers(pool, config.WORKER_HEALTH_TIMEOUT);
      if (silent.length) console.log(`[worker] released jobs locked by workers silent for ${config.WORKER_HEALTH_TIMEOUT} s: ${silent.join(', ')}`);
    } catch (error) {
      log.warn({ err: error as Error }, '[worker] heartbeat not recorded');
    }
  };
  await beat();
  const heartbeat = setInterval(beat, heartbeatIntervalMs(config.WORKER_HEALTH_TIMEOUT));
  console.log(`[worker] ready (pid ${process.pid}, ${config.WORKER_CONCURRENCY} concurrent jobs)`);
  process.send?.({ type: 'ready' });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[worker] ${signal}: finishing current jobs and stopping`);
    stopDeadline('worker');
    clearInterval(heartbeat); // a timer left running would keep the process alive
    try {
      await runner.stop();
      await forgetWorkers(pool);
      await pool.end();
      await data.stop(); // the store (and the SQLite connection, or the embedded cluster it started)
      await queueDb.stop();
      log.flush();
      console.log('[worker] stopped'); // the process ends once its event loop is empty
    } catch (error) {
      console.error('[worker] unclean stop:', (error as Error).message);
      process.exitCode = 1;
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch(exitOnConfigError('worker'));
