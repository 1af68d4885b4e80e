import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../features/jobs/db-rows.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { seedBulkJobs } from './bulk.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bulk job seed', () => {
  it('leaves the search index as the migration made it, with every job in it', async () => {
    const result = await seedBulkJobs(t.db, { jobs: 300, seed: 3, now: new Date('2026-06-01T00:00:00Z') });
    expect(result.jobs).toBe(300);

    const [index] = await rowsOf<{ options: string[] }>(
      t.db,
      sql`SELECT reloptions AS options FROM pg_class WHERE relname = 'jobs_search_vector'`,
    );
    expect(index?.options).toEqual(['fastupdate=off']);

    // The same count with and without the index (seq scans off: the planner must use the GIN).
    const [counted] = await rowsOf<{ all: number; matched: number }>(
      t.db,
      sql`SELECT count(*)::int AS all,
                 count(*) FILTER (WHERE search_vector @@ to_tsquery('fts', 'join | team | work'))::int AS matched
            FROM jobs`,
    );
    const [viaIndex] = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rowsOf<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM jobs WHERE search_vector @@ to_tsquery('fts', 'join | team | work')`,
      );
    });
    expect(counted?.all).toBe(300);
    expect(viaIndex?.n).toBe(counted?.matched);
    expect(viaIndex?.n).toBeGreaterThan(0);
  });

  it('lists only the jobs still open, in a compact job_search (decision 0234)', async () => {
    const [listed] = await rowsOf<{ expired: number; open: number; rows: number; pages: number }>(
      t.db,
      sql`SELECT (SELECT count(*)::int FROM job_search WHERE expires_at <= '2026-06-01T00:00:00Z') AS expired,
                 (SELECT count(*)::int FROM jobs WHERE NOT is_draft AND NOT is_test AND archived_at IS NULL
                    AND coalesce(expires_at, 'infinity') > '2026-06-01T00:00:00Z') AS open,
                 (SELECT count(*)::int FROM job_search) AS rows,
                 (pg_relation_size('job_search') / current_setting('block_size')::int)::int AS pages`,
    );
    expect(listed?.expired).toBe(0);
    expect(listed?.rows).toBeGreaterThan(50);
    expect(listed?.rows).toBeLessThanOrEqual(listed?.open ?? 0);
    // A row is about 1.1 kB: about seven to a page once compacted, under three with the expired
    // removed and their space left empty.
    expect((listed?.rows ?? 0) / (listed?.pages ?? 1)).toBeGreaterThan(5);
  });
});
