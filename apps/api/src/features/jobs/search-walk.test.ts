import { type JobSearchQuery, SEARCH_COUNT_CAP } from '@fitjobs/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { idsOf, searchPages } from '../../test/search-pages.ts';
import { sortedMatches } from '../../test/search-plans.ts';
import { rowsOf } from './db-rows.ts';
import { EXAMINE } from './search-page.ts';

/**
 * A search with more matches than the count's cap reads its page by bounded walks, one part at a
 * time, falling back to sorting a part the walk finds too little of (decision 0222). Whichever way
 * a page is read, it must be the page a sort of every match gives.
 */
let t: TestApp;
const kw = 'walkzorblat';
const JOBS = SEARCH_COUNT_CAP + 200;

beforeAll(async () => {
  t = await createTestApp();
  const company = await makeCompany(t);
  const model = await makeJob(t, company, { title: kw, description: { summary: `<p>Work as a ${kw}.</p>` } });
  // Every job has the word; titles spread over the relevance tiers. The few whose title is just
  // the word are the oldest and the worst paid, so a walk of EXAMINE jobs newest first, or best
  // paid first, never meets them and the tier is sorted instead.
  await t.db.execute(sql`
    INSERT INTO jobs (company_id, company_name, title, description, schedule, pay_type, currency,
                      salary_from, salary_to, region_id, country_id, created_at, updated_at)
    SELECT company_id, company_name,
           CASE WHEN i > ${JOBS - 8} THEN ${kw}
                WHEN i % 3 = 0 THEN 'Senior ' || ${kw}
                WHEN i % 3 = 1 THEN ${kw} || 's wanted'
                ELSE 'Operator' END,
           description, schedule, 'annual', 'nzd',
           CASE WHEN i % 4 = 0 THEN NULL ELSE 40000 + ((i * 7919) % 90000) - CASE WHEN i > ${JOBS - 8} THEN 40000 ELSE 0 END END,
           NULL, region_id, country_id,
           now() - make_interval(mins => i), now() - make_interval(mins => i)
    FROM jobs, generate_series(1, ${JOBS}) AS i WHERE id = ${model.id}`);
});
afterAll(() => t.close());

describe('pages of a search with many matches', () => {
  it.each([
    [{ q: kw }],
    [{ q: kw, sort_by: 'updated_desc' }],
    [{ q: kw, sort_by: 'salary_desc' }],
    [{ q: kw, sort_by: 'salary_asc' }],
    [{ q: `senior ${kw}` }],
    [{ q: `${kw} -senior`, sort_by: 'salary_desc' }],
  ] as unknown as [JobSearchQuery][])('%o are the pages a sort of every match gives', async (query) => {
    const pages = await searchPages(t, query, 4);
    const ids = idsOf(pages);
    const total = pages.at(-1)?.total_count ?? 0;
    expect(total).toBeGreaterThanOrEqual(query.q === kw ? SEARCH_COUNT_CAP : 1);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(await sortedMatches(t.app.db, query, ids.length));
  });

  it(`reaches a tier the first ${EXAMINE} jobs of the walk never meet, in its order`, async () => {
    const ids = idsOf(await searchPages(t, { q: kw } as JobSearchQuery, 1));
    const whole = await rowsOf<{ id: string }>(
      t.app.db,
      sql`SELECT id FROM jobs WHERE title = ${kw} ORDER BY updated_at DESC, id DESC`,
    );
    // The exact titles are the page's first rows although every other job is newer.
    expect(ids.slice(0, whole.length)).toEqual(whole.map((r) => r.id));
  });
});
