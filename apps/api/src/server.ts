import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { startSchedules } from './jobs/index.ts';
import { systemClock } from './lib/clock.ts';
import { createMailer } from './lib/mailer.ts';

const config = loadConfig();
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

await prepareDatabase(database, config, app.log);
const schedules = startSchedules(app);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  schedules.stop();
  // close() lets in-flight requests finish before it resolves; then PGlite is flushed and closed.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
