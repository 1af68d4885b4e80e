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
async function openTestDatabase(): Promise<{ database: Database; url: string | null }> {
  const template = inject('pgTemplate');
  if (!template) {
    const snapshot = inject('pgliteSnapshot');
    if (!snapshot) throw new Error('global setup provided no database');
    const client = await PGlite.create({
      loadDataDir: new Blob([readFileSync(snapshot)]),
      extensions: pgliteExtensions,
    });
    return { database: await openPglite(undefined, client), url: null };
  }
  const name = `${new URL(template).pathname.slice(1).replace(/_tpl$/, '')}_${randomBytes(4).toString('hex')}`;
  // Connect to the maintenance database, never to the template: PostgreSQL refuses to copy a
  // template while anyone is connected to it, and test files start in parallel.
  const admin = new pg.Client({ connectionString: withDatabase(template, 'postgres') });
  await admin.connect();
  try {
    await createFromTemplate(admin, name, new URL(template).pathname.slice(1));
  } finally {
    await admin.end();
  }
  const url = withDatabase(template, name);
  return { database: openPostgres(url, 4), url };
}

/** Copies the template; two copies starting at the same instant can still collide, so retry briefly. */
async function createFromTemplate(admin: pg.Client, name: string, template: string, tries = 20) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const busy = error instanceof Error && error.message.includes('is being accessed by other users');
      if (!busy || attempt >= tries) throw error;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

/** The real app on a real database, with an in-memory mailbox and a clock the test controls. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const { database, url } = await openTestDatabase();
  const mailer = memoryMailer();
  const clock = fixedClock(new Date());
  const config = testConfig(overrides);
  const app = await buildApp({ db: database.db, config, mailer, clock });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    /** The test database's connection string on PostgreSQL (null on PGlite). */
    databaseUrl: url,
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
