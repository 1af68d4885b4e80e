import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import { type Database, openPglite, openPostgres, pgliteExtensions } from '../db/client.ts';
import { fixedClock } from '../lib/clock.ts';
import { memoryMailer } from '../lib/mailer.ts';
import { withDatabase } from './global-setup.ts';

/** A database of its own for one test file: PGlite in memory, or a copy of the PostgreSQL template. */
async function openTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  if (!template) {
    const snapshot = inject('pgliteSnapshot');
    if (!snapshot) throw new Error('global setup provided no database');
    const client = await PGlite.create({
      loadDataDir: new Blob([readFileSync(snapshot)]),
      extensions: pgliteExtensions,
    });
    return openPglite(undefined, client);
  }
  const name = `${new URL(template).pathname.slice(1).replace(/_tpl$/, '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(template).pathname.slice(1)}`);
  await admin.end();
  return openPostgres(withDatabase(template, name), 4);
}

/** The real app on a real database, with an in-memory mailbox and a clock the test controls. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await openTestDatabase();
  const mailer = memoryMailer();
  const clock = fixedClock(new Date());
  const config = testConfig(overrides);
  const app = await buildApp({ db: database.db, config, mailer, clock });
  await app.ready();
  return {
    app,
    db: database.db,
    mailer,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
