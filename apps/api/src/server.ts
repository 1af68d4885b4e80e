import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { superviseWorkers } from './cluster.ts';
import { type Config, loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { holdDataDir } from './db/data-dir-lock.ts';
import { openReadReplicas, type ReadReplicas } from './db/read-replicas.ts';
import { systemClock } from './lib/clock.ts';
import { createMailer } from './lib/mailer.ts';
import { prepareDatabase } from './prepare.ts';
import { type Schedules, startSchedules } from './schedules/index.ts';

/**
 * How long requests in flight may take to finish after SIGTERM/SIGINT. `docker stop` kills after
 * 10 s (Kubernetes after 30 s), so 8 s leaves time to close the app and the database after it.
 */
const SHUTDOWN_GRACE_MS = 8_000;

const config = loadConfig();
// WEB_CONCURRENCY=N: this process only supervises N copies of itself sharing the port (cluster.ts).
if (config.webConcurrency > 1 && cluster.isPrimary)
  superviseWorkers(config.webConcurrency, SHUTDOWN_GRACE_MS);
else await serve(config);

/** One API process: the database, the app, the schedules, the port; graceful shutdown on a signal. */
async function serve(config: Config) {
  // PGlite: one process per data folder (db/data-dir-lock.ts); a second one stops here, non-zero.
  if (!config.databaseUrl) holdDataDir(config.dataDir, 'server');
  const database: Database = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite(`${config.dataDir}/pgdata`);

  if (database.kind === 'postgres') {
    // An idle connection whose server restarted emits 'error'; unheard, it would end the process.
    // The next query reconnects, and fails as a request would, until the server is back.
    database.pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  }
  let appLog: FastifyBaseLogger | undefined;
  const replicas: ReadReplicas | undefined =
    database.kind === 'postgres' && config.databaseReadUrls.length > 0
      ? openReadReplicas(database.pool, config.databaseReadUrls, config.readMaxLagSeconds, {
          // The app's logger once it exists (the first check runs before it does).
          info: (obj, msg) => appLog?.info(obj, msg),
          warn: (obj, msg) => (appLog ? appLog.warn(obj, msg) : console.warn(msg, obj)),
        })
      : undefined;
  // The first check before listening: replicas are in use (or skipped) from the first request.
  await replicas?.check();

  const app = await buildApp({
    db: database.db,
    config,
    clock: systemClock,
    mailer: { send: async () => {} },
    replicas,
  });
  appLog = app.log;
  // The mailer needs the app's logger, so it is swapped in once the app exists.
  app.mailer = createMailer(config, app.log);

  // Migrating, and seeding the demo board on a first start, take seconds. A signal meanwhile waits
  // for them (shutdown, below), so PGlite, which is not crash-safe, is always closed cleanly.
  const preparing = prepareDatabase(database, config, app.log);
  let schedules: Schedules | null = null;

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    if (!schedules) {
      // Still preparing the database: let that transaction end, then close without listening.
      await preparing.catch(() => {});
      await app.close();
      await database.close();
      app.log.info({ signal }, 'shut down before listening');
      process.exit(0);
    }
    schedules.stop();
    // In a cluster the port is shared: closing this worker's handle at once sends new connections
    // to its siblings; requests on connections it holds still get the 503 below and reconnect.
    if (cluster.isWorker) app.server.close();
    // New requests get 503 while those in flight finish; the port stays open meanwhile (http/drain.ts).
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      app.drain().then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!drained) {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still running after the grace period: cut off');
      app.server.closeAllConnections();
    }
    // Stops listening and ends idle keep-alive connections; then PGlite is flushed and closed.
    await app.close();
    await replicas?.close();
    await database.close();
    app.log.info({ signal }, 'shut down');
    process.exit(drained ? 0 : 1);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await preparing;
  if (!closing) {
    schedules = startSchedules(app);
    await app.listen({ port: config.port, host: config.host });
  }
}
