import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './harness.ts';

/** Where scratch databases are created: the same setting the API tests use on PostgreSQL. */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Runs one query on a short-lived connection and returns its rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/** A database of our own (`rel_<purpose>_<random>`), dropped at the end even when a check fails. */
export async function scratchDatabase(purpose: string): Promise<ScratchDatabase> {
  const name = `rel_${purpose}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  // FORCE: a server we killed may leave its connections behind for a moment.
  onCleanup(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = withDatabase(serverUrl, name);
  return {
    name,
    url,
    query: async <T>(text: string, params: unknown[] = []) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
  };
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
