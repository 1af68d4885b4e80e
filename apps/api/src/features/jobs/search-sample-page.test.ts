import { JobSearchQuery, SEARCH_COUNT_CAP } from '@fitjobs/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { idsOf, searchPages } from '../../test/search-pages.ts';
import { sortedMatches } from '../../test/search-plans.ts';

/**
 * A search with fewer matches than the count's cap reads its page from its first sample, which then
 * holds every match (decision 0239). Every page must be the one a sort of every match in the table
 * gives: the relevance tiers, both salary orders with ties and jobs without a pay, exclusions,
 * phrases, the archive, and the pages after the first.
 */
let t: TestApp;
const kw = 'samplezorblat';
const JOBS = 70;

beforeAll(async () => {
  t = await createTestApp();
  const company = await makeCompany(t);
  const model = await makeJob(t, company, { title: kw, description: { summary: `<p>Work as a ${kw}.</p>` } });
  // Titles over every tier; pays in few values (ties are the rule) and some without; a few in
  // region 2; five archived, which only the archive's search finds.
  await t.db.execute(sql`
    INSERT INTO jobs (company_id, company_name, title, description, schedule, pay_type, currency,
                      salary_from, salary_to, region_id, country_id, created_at, updated_at, archived_at)
    SELECT company_id, company_name,
           CASE WHEN i % 9 = 0 THEN ${kw}
                WHEN i % 3 = 0 THEN 'Senior ' || ${kw}
                WHEN i % 3 = 1 THEN ${kw} || ' assistant'
                ELSE 'Operator' END,
           description, schedule, 'annual', 'nzd',
           CASE WHEN i % 5 = 0 THEN NULL ELSE 50000 + (i % 4) * 10000 END, NULL,
           CASE WHEN i % 7 = 0 THEN 2 ELSE region_id END, country_id,
           now() - make_interval(mins => i), now() - make_interval(mins => i),
           CASE WHEN i % 14 = 0 THEN now() ELSE NULL END
    FROM jobs, generate_series(1, ${JOBS}) AS i WHERE id = ${model.id}`);
});
afterAll(() => t.close());

describe('pages of a search with few matches, read from its first sample', () => {
  it.each([
    [{ q: kw }],
    [{ q: kw, sort_by: 'updated_desc' }],
    [{ q: kw, sort_by: 'salary_desc' }],
    [{ q: kw, sort_by: 'salary_asc' }],
    [{ q: `senior ${kw}` }],
    [{ q: `"senior ${kw}"` }],
    [{ q: `${kw} -senior` }],
    [{ q: kw, exclude: 'assistant', sort_by: 'salary_desc' }],
    [{ q: `${kw} or operator` }],
    [{ q: kw, region_id: '2' }],
    [{ q: kw, show_archived: 'true' }],
    [{ q: kw, show_archived: 'true', sort_by: 'salary_asc' }],
    [{ sort_by: 'salary_desc' }],
    [{}],
  ] as unknown as [JobSearchQuery][])(
    '%o: every page is the one a sort of every match gives',
    async (query) => {
      const pages = await searchPages(t, query, 10);
      const ids = idsOf(pages);
      const totals = pages.map((p) => p.total_count);
      const all = await sortedMatches(t.app.db, JobSearchQuery.parse(query), SEARCH_COUNT_CAP);
      expect(all.length).toBeGreaterThan(0);
      expect(all.length).toBeLessThan(SEARCH_COUNT_CAP);
      expect(ids).toEqual(all);
      // Every page of the search counts the same matches.
      expect(new Set(totals)).toEqual(new Set([all.length]));
    },
  );
});
