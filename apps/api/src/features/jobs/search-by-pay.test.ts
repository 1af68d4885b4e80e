import { type JobSearchQuery, SEARCH_COUNT_CAP } from '@fitjobs/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { idsOf, searchPages } from '../../test/search-pages.ts';
import { planNodes, sortedMatches } from '../../test/search-plans.ts';
import { rowsOf } from './db-rows.ts';
import { pageParts } from './search-page.ts';
import { keywordsOf } from './search-query.ts';

/**
 * A word under a salary order that the best paid (or the worst paid) jobs do not have: the
 * bounded walk of the pay index finds nothing, and on PostgreSQL with RUM the page is read through
 * the words-by-pay index (decision 0226), elsewhere by sorting every match. Either way the pages
 * are the ones a sort of every match gives, although most of the word's jobs share a pay with
 * others (the index does not order those by id) and some have none.
 */
let t: TestApp;
const kw = 'paywidgeteer';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp();
  const company = await makeCompany(t);
  const model = await makeJob(t, company, { title: 'Model', description: { summary: '<p>Model.</p>' } });
  // 1,100 jobs without the word at the top of the pay scale and 1,100 at its bottom, so a walk of
  // either order's first 1,000 jobs meets none of the word's; then the word's 1,050 jobs in
  // between: 40 pays shared by 30 jobs each, and 150 jobs without a pay.
  await t.db.execute(sql`
    INSERT INTO jobs (company_id, company_name, title, description, schedule, pay_type, currency,
                      salary_from, salary_to, region_id, country_id, created_at, updated_at)
    SELECT company_id, company_name,
           CASE WHEN i <= 2200 THEN 'Operator ' || i ELSE 'Senior ' || ${kw} END,
           description, schedule, 'annual', 'nzd',
           CASE WHEN i <= 1100 THEN 300000 + i
                WHEN i <= 2200 THEN 5000 + i
                WHEN i <= 3400 THEN 60000 + 1000 * (i % 40)
                ELSE NULL END,
           NULL, region_id, country_id,
           now() - make_interval(mins => i), now() - make_interval(mins => i)
    FROM jobs, generate_series(1, 3550) AS i WHERE id = ${model.id}`);
  await t.db.execute(sql`ANALYZE job_search`);
});
afterAll(() => t.close());

describe('a word the best paid jobs do not have, by salary', () => {
  it('has the words-by-pay index on PostgreSQL (CI installs postgresql-15-rum)', async () => {
    const [index] = await rowsOf<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'job_search_words_pay'`,
    );
    expect(index?.n).toBe(onPostgres ? 1 : 0);
  });

  it.each([
    [{ q: kw, sort_by: 'salary_desc' }, 3],
    [{ q: kw, sort_by: 'salary_asc' }, 3],
    // After 60 pages of 20 come the jobs without a pay, where each order puts them.
    [{ q: kw, sort_by: 'salary_desc' }, 63],
    [{ q: kw, sort_by: 'salary_asc' }, 63],
    [{ q: `${kw} -junior`, sort_by: 'salary_desc', salary_from: '62000' }, 3],
    [{ q: kw, sort_by: 'salary_asc', salary_from: '65000' }, 3],
  ] as unknown as [JobSearchQuery, number][])(
    '%o: %i pages as a sort of every match gives them',
    async (query, pages) => {
      const read = await searchPages(t, query, pages);
      for (const page of read) expect(page.total_count).toBe(SEARCH_COUNT_CAP);
      const ids = idsOf(read);
      expect(ids).toHaveLength(20 * pages);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(await sortedMatches(t.app.db, query, ids.length));
    },
  );
});

describe.runIf(onPostgres)('the words-by-pay index reads only about the rows it returns', () => {
  it.each([
    [{ q: kw, sort_by: 'salary_desc' }, '<=|'],
    [{ q: 'senior', region_id: '3', sort_by: 'salary_asc' }, '|=>'],
  ] as unknown as [JobSearchQuery, string][])('%o', async (query, operator) => {
    const [part] = pageParts(query, keywordsOf(query), { now: new Date() }, null);
    const read = part?.byPay;
    if (!read) throw new Error('a salary page with words has a read by pay');
    // Both read on a walk's connection, sorting priced out: the index in pay order, and for the
    // page the word and the pay range as one scan of it, then a sort of what that found.
    const reach = (await planNodes(t.db, read.reach(21), ['enable_sort'])).filter((n) => n['Index Name']);
    const upTo = (await planNodes(t.db, read.upTo(70000, 21), ['enable_sort'])).filter(
      (n) => n['Index Name'],
    );
    for (const scans of [reach, upTo]) {
      expect(scans.map((n) => n['Index Name'])).toEqual(['job_search_words_pay']);
      expect(scans[0]?.['Order By']).toContain(operator);
    }
    expect(upTo[0]?.['Index Cond']).toMatch(/search_vector.*annual_pay_nzd/s);
  });

  // A salary floor bounds both reads in the index, whichever the direction: checked on the rows
  // only, every match under it was read from the table first (decision 0243).
  it.each([
    [{ q: kw, sort_by: 'salary_asc', salary_from: '71000' }],
    [{ q: kw, sort_by: 'salary_desc', salary_from: '71000' }],
  ] as unknown as [JobSearchQuery][])('%o: the floor in the index', async (query) => {
    const [part] = pageParts(query, keywordsOf(query), { now: new Date() }, null);
    const read = part?.byPay;
    if (!read) throw new Error('a salary page with words has a read by pay');
    for (const statement of [read.reach(21), read.upTo(80000, 21)]) {
      const [scan] = (await planNodes(t.db, statement, ['enable_sort'])).filter((n) => n['Index Name']);
      expect(scan?.['Index Name']).toBe('job_search_words_pay');
      expect(scan?.['Index Cond']).toMatch(/annual_pay_nzd >= \$\d/);
    }
  });
});
