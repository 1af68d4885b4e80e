import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { seedReferenceData } from '../seed/reference.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set when TEST_DATABASE_URL is: a migrated, seeded database each test file copies. */
    pgTemplate: string | null;
    /** Otherwise: a PGlite data-dir dump (migrated, seeded) each test file boots from. */
    pgliteSnapshot: string | null;
  }
}

/**
 * With TEST_DATABASE_URL, this run makes its own template database (migrated, reference data
 * seeded); each test file then creates its own copy, and every one is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // Migrating and seeding once, then booting every test file from the dump, saves each file
    // the migration and seed work.
    const database = await openPglite();
    await database.migrate();
    await seedReferenceData(database.db);
    const dump = await database.client.dumpDataDir('none');
    await database.close();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fitjobs-pglite-')), 'snapshot.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgTemplate', null);
    project.provide('pgliteSnapshot', file);
    return () => rmSync(path.dirname(file), { recursive: true, force: true });
  }
  project.provide('pgliteSnapshot', null);
  const prefix = `test_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_tpl`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = openPostgres(withDatabase(url, template), 2);
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();
  project.provide('pgTemplate', withDatabase(url, template));
  process.env.FITJOBS_TEST_DB_PREFIX = prefix;

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
