/**
 * Read routing against a real streaming replica (TEST_REPLICA_URL: the replica of the server
 * TEST_DATABASE_URL names, with no database in its path; CI's scale stage starts both with
 * deploy/postgres.sh). Skipped without it. Replay on the replica is paused to make it lag.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openReadReplicas, type ReadReplicas } from '../db/read-replicas.ts';
import { WROTE_COOKIE } from '../http/read-routing.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { makeCompany, makeJob } from '../test/job-fixtures.ts';
import { persona } from '../test/personas.ts';

const replicaServer = process.env.TEST_REPLICA_URL;
const MAX_LAG_SECONDS = 2;
const quiet = { info: () => {}, warn: () => {} };

/** The replica's copy of the primary's database `url` names. */
function onReplica(url: string): string {
  const u = new URL(replicaServer ?? '');
  u.pathname = new URL(url).pathname;
  return u.toString();
}

describe.skipIf(!replicaServer)('read routing with a real streaming replica', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let replicas: ReadReplicas;
  let admin: pg.Client;

  const primaryPool = () => {
    if (t.database.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
    return t.database.pool;
  };
  const health = async () => (await app.inject({ method: 'GET', url: '/healthz' })).json();
  const search = async (q: string, cookie?: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/v1/jobs/search?q=${encodeURIComponent(q)}`,
        headers: cookie ? { cookie } : {},
      })
    ).json().items as { id: string }[];
  /** Checks until `done` holds; the monitor also runs every second on its own. */
  async function until(done: () => Promise<boolean>, ms = 20_000) {
    const end = Date.now() + ms;
    while (!(await done())) {
      if (Date.now() > end) throw new Error('timed out');
      await replicas.check();
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    if (t.database.kind !== 'postgres' || !t.databaseUrl) throw new Error('needs TEST_DATABASE_URL');
    const replicaUrl = onReplica(t.databaseUrl);
    // The database was just created on the primary: wait until the replica has it too.
    admin = new pg.Client({
      connectionString: onReplica(`${t.databaseUrl.replace(/\/[^/]*$/, '')}/postgres`),
    });
    await admin.connect();
    replicas = openReadReplicas(primaryPool(), [replicaUrl], MAX_LAG_SECONDS, quiet);
    const config = { ...t.config, readMaxLagSeconds: MAX_LAG_SECONDS };
    app = await buildApp({ db: t.db, config, mailer: t.mailer, clock: t.clock, replicas });
    await app.ready();
    await until(async () => (await health()).replicas[0]?.in_use === true);
  });
  afterAll(async () => {
    await admin?.query('SELECT pg_wal_replay_resume()').catch(() => {});
    await admin?.end();
    await app?.close();
    await replicas?.close();
    await t?.close();
  });

  it('lists the replica in use in the health check, with its lag', async () => {
    const [replica] = (await health()).replicas;
    expect(replica).toMatchObject({ in_use: true, error: null });
    expect(replica.name).toMatch(/^127\.0\.0\.1:\d+\/test_/);
    expect(replica.lag_seconds).toBeLessThanOrEqual(MAX_LAG_SECONDS);
  });

  it("reads search from the replica, skips it once it lags, and reads a person's own write from the primary at once", async () => {
    const company = await makeCompany(t);
    await makeJob(t, company, { title: 'Replicated surveyor' });
    await until(async () => (await search('surveyor')).length === 1);

    // Replay stops: the replica keeps answering, from a past that grows older.
    await admin.query('SELECT pg_wal_replay_pause()');
    await makeJob(t, company, { title: 'Unreplicated surveyor' });
    // Within the allowed lag the replica still answers: the new job is not in search yet...
    await replicas.check();
    expect((await health()).replicas[0].in_use).toBe(true);
    expect(await search('surveyor')).toHaveLength(1);

    // ...but a person who just wrote reads the primary: their review is there at once.
    const seeker = await persona(t, 'employee', { accountAgeDays: 30 });
    const wrote = await app.inject({
      method: 'POST',
      url: '/api/v1/employees/companies.reviews.insert',
      payload: { id: company.id, rating: 4, body: 'Good people, fair pay.' },
      headers: seeker.headers,
    });
    expect(wrote.statusCode).toBe(200);
    const setCookie = String(wrote.headers['set-cookie']);
    expect(setCookie).toContain(`${WROTE_COOKIE}=1; Max-Age=${MAX_LAG_SECONDS + 1}`);
    const cookie = setCookie.split(';')[0] ?? '';
    const reviews = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/companies.reviews.list',
        payload: { id: company.id },
        headers: { ...seeker.headers, ...headers },
      });
    expect((await reviews({ cookie })).json().items).toHaveLength(1);
    expect((await reviews({})).json().items).toHaveLength(0);
    expect(await search('surveyor', cookie)).toHaveLength(2);

    // Past READ_MAX_LAG_SECONDS the replica is skipped and the primary answers everyone.
    await until(async () => (await health()).replicas[0].in_use === false);
    const [lagging] = (await health()).replicas;
    expect(lagging.lag_seconds).toBeGreaterThan(MAX_LAG_SECONDS);
    expect(lagging.error).toMatch(/behind/);
    expect(await search('surveyor')).toHaveLength(2);

    // Replay resumes: the replica catches up and is used again.
    await admin.query('SELECT pg_wal_replay_resume()');
    await until(async () => (await health()).replicas[0].in_use === true);
    expect(await search('surveyor')).toHaveLength(2);
  });

  it('skips a replica that does not answer, and the primary serves the reads', async () => {
    const dead = openReadReplicas(primaryPool(), ['postgres://postgres@127.0.0.1:1/none'], 10, quiet);
    const solo = await buildApp({
      db: t.db,
      config: t.config,
      mailer: t.mailer,
      clock: t.clock,
      replicas: dead,
    });
    try {
      await dead.check();
      const health = (await solo.inject({ method: 'GET', url: '/healthz' })).json();
      expect(health.replicas).toEqual([
        expect.objectContaining({ name: '127.0.0.1:1/none', in_use: false, error: expect.any(String) }),
      ]);
      const res = await solo.inject({ method: 'GET', url: '/api/v1/jobs/search?q=surveyor' });
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toHaveLength(2);
    } finally {
      await solo.close();
      await dead.close();
    }
  });
});
