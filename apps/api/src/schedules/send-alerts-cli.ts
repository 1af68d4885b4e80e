/**
 * `npm run alerts:send`: sends every saved-search alert that is due now, of every frequency, by
 * hand (daily and weekly ones due today go out before 07:00 too). Each search is claimed before it
 * is sent, so this never duplicates what the server sends, and a second run finds nothing due.
 *
 * PostgreSQL (DATABASE_URL): runs directly, beside any number of running servers.
 * PGlite: only while the server is stopped, since two processes must never open the data folder;
 * the running server sends due alerts itself every minute (decision 0141).
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { holdDataDir } from '../db/data-dir-lock.ts';
import { createMailer } from '../lib/mailer.ts';
import { portInUse } from '../lib/port-in-use.ts';
import { runDueAlerts } from './alerts.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);
const fail = (message: string): never => {
  process.stderr.write(`alerts:send: ${message}\n`);
  process.exit(1);
};

const config = loadConfig();
let database: Database;
if (config.databaseUrl) {
  database = openPostgres(config.databaseUrl, 2);
} else {
  const folder = `${config.dataDir}/pgdata`;
  if (await portInUse(config.port)) {
    fail(
      `the server is running on port ${config.port} with PGlite (${folder}), which only one process may ` +
        'open. It sends due alerts itself every minute (daily and weekly ones from 07:00 NZ time). ' +
        'To send them by hand now, stop the server and run this again.',
    );
  }
  if (!existsSync(folder)) fail(`no database in ${folder}: start the server once first`);
  // The port check gives the friendly message; the folder's lock is the rule (decision 0111).
  holdDataDir(config.dataDir, 'alerts:send');
  database = await openPglite(folder);
}

const text = (fields: object) => JSON.stringify(fields, (_k, v) => (v instanceof Error ? v.message : v));
const log = {
  info: (fields: object, message: string) => out(`${message} ${text(fields)}`),
  warn: (fields: object, message: string) => process.stderr.write(`${message} ${text(fields)}\n`),
};
try {
  await database.migrate();
  const mailer = createMailer(config, log);
  const result = await runDueAlerts({ db: database.db, mailer, config, log }, new Date(), { anyHour: true });
  out(`alerts:send: ${result.sent} e-mails sent, ${result.checked} saved searches checked`);
} finally {
  await database.close();
}
