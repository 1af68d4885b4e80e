import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { rowsOf } from './db-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The job_search_sync trigger keeps job_search to the listed jobs (migration 0003): it removes a
// draft, test or archived job by its key. A connection keeps the trigger's plans, so one planned
// while job_search was nearly empty read the whole table for every such job ever after, unless an
// ANALYZE came between: a bulk load of 1,000,000 jobs, a tenth of them unlisted, slowed to a
// third of its speed as the table grew (decision 0235).
describe('the listing trigger', () => {
  it('finds a job in job_search by its key, however small job_search was when it was planned', async () => {
    await makeJob(t, await makeCompany(t), { title: 'Template' });
    const copies = (n: number, draft: boolean) =>
      sql`INSERT INTO jobs (company_id, company_name, title, description, schedule, work_format, pay_type,
                            currency, country_id, is_draft, created_at, updated_at)
          SELECT company_id, company_name, title || ' ' || i, description, schedule, work_format, pay_type,
                 currency, country_id, ${draft}, created_at, updated_at
          FROM (SELECT * FROM jobs LIMIT 1) j, generate_series(1, ${n}) AS i`;
    // One connection, as a bulk load has: its plans are its own.
    await t.db.transaction(async (tx) => {
      const scans = async () => {
        const [row] = await rowsOf<{ n: number }>(
          tx,
          sql`SELECT pg_stat_get_xact_numscans('job_search'::regclass)::int AS n`,
        );
        return row?.n;
      };
      // Past the first five runs, after which a plan made for a table of one row may be kept.
      for (let i = 0; i < 6; i++) await tx.execute(copies(1, true));
      await tx.execute(copies(3000, false));
      const before = await scans();
      await tx.execute(copies(1, true));
      expect(await scans()).toBe(before);
    });
  });
});
