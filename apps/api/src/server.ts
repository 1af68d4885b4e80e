import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { holdDataDir } from './db/data-dir-lock.ts';
import { systemClock } from './lib/clock.ts';
import { createMailer } from './lib/mailer.ts';
import { prepareDatabase } from './prepare.ts';
import { type Schedules, startSchedules } from './schedules/index.ts';

const config = loadConfig();
// PGlite: one process per data folder (db/data-dir-lock.ts); a second one stops here, non-zero.
if (!config.databaseUrl) holdDataDir(config.dataDir, 'server');
const database: Database = config.databaseUrl
  ? openPostgres(config.databaseUrl)
  : await openPglite(`${config.dataDir}/pgdata`);

const app = await buildApp({
  db: database.db,
  config,
  clock: systemClock,
  mailer: { send: async () => {} },
});
// The mailer needs the app's logger, so it is swapped in once the app exists.
app.mailer = createMailer(config, app.log);

// Migrating, and seeding the demo board on a first start, take seconds. A signal meanwhile waits
// for them (shutdown, below), so PGlite, which is not crash-safe, is always closed cleanly.
const preparing = prepareDatabase(database, config, app.log);
let schedules: Schedules | null = null;

/**
 * How long requests in flight may take to finish after SIGTERM/SIGINT. `docker stop` kills after
 * 10 s (Kubernetes after 30 s), so 8 s leaves time to close the app and the database after it.
 */
const SHUTDOWN_GRACE_MS = 8_000;

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
