import {
  FACET_SAMPLE,
  FACETS,
  type Facet,
  type JobSearchFacets,
  type JobSearchQuery,
} from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from './db-rows.ts';
import { chooseReading } from './search.repo.ts';
import { keywordsOf, matchesQuery, type SearchContext } from './search-query.ts';
import { readingsOf } from './search-reading.repo.ts';

/**
 * Which filters each count leaves out (decision 0105): a filter's own options are counted as if
 * it were not chosen, so picking "Full time" still shows how many part-time jobs there are; a
 * classification's count also leaves out the specialisation under it.
 */
const GROUPS: { facets: Facet[]; ignores: (keyof JobSearchQuery)[] }[] = [
  { facets: ['industry_id'], ignores: ['industry_id', 'specialization_id'] },
  { facets: ['specialization_id'], ignores: ['specialization_id'] },
  { facets: ['country_id', 'region_id', 'city_id'], ignores: ['country_id', 'region_id', 'city_id'] },
  { facets: ['schedule'], ignores: ['schedule'] },
  { facets: ['work_format'], ignores: ['work_format', 'remote_worldwide'] },
  { facets: ['education'], ignores: ['education'] },
  { facets: ['experience'], ignores: ['experience'] },
];

/** job_search columns are the facets' names; enums and ids are counted as text. */
const COLUMNS = sql.raw(FACETS.map((f) => `s.${f}`).join(', '));

interface CountRow {
  g: number;
  /** '' for the sample's size. */
  facet: string;
  /** Null for the sample's jobs that leave the facet empty, which no option counts. */
  key: string | null;
  n: number;
}

/**
 * The one statement of a search's filter counts, and which of its samples each filter reads.
 * Searches that are the same once a filter is left out share one sample, so a search with none of
 * these filters reads its matches once.
 */
export function facetsStatement(query: JobSearchQuery, ctx: SearchContext) {
  const samples: JobSearchQuery[] = [];
  const sampleOf = new Map<string, number>();
  const groups = GROUPS.map(({ facets, ignores }) => {
    const without: JobSearchQuery = { ...query, next_cursor: undefined, sort_by: undefined };
    for (const key of ignores) delete without[key];
    const id = JSON.stringify(without);
    if (!sampleOf.has(id)) sampleOf.set(id, samples.push(without) - 1);
    return { facets, sample: sampleOf.get(id) as number };
  });
  const ctes = samples.map(
    (q, i) => sql`${sql.raw(`m${i}`)} AS (${matchesQuery(q, keywordsOf(q), ctx, COLUMNS, FACET_SAMPLE)})`,
  );
  const counts: SQL[] = samples.map((_, i) => {
    const facets = [...new Set(groups.filter((g) => g.sample === i).flatMap((g) => g.facets))];
    // One pass over the sample: a hash table per facet, and the empty set for the sample's size.
    const which = (value: (f: string) => string) =>
      sql.raw(`CASE ${facets.map((f) => `WHEN GROUPING(${f}) = 0 THEN ${value(f)}`).join(' ')} END`);
    const sets = sql.raw(facets.map((f) => `(${f})`).join(', '));
    return sql`SELECT ${i}::int AS g, coalesce(${which((f) => `'${f}'`)}, '') AS facet,
        ${which((f) => `${f}::text`)} AS key, count(*)::int AS n
      FROM ${sql.raw(`m${i}`)} GROUP BY GROUPING SETS (${sets}, ())`;
  });
  return { statement: sql`WITH ${sql.join(ctes, sql`, `)} ${sql.join(counts, sql` UNION ALL `)}`, groups };
}

/**
 * How many jobs each option of the classification, location, schedule, work format, education and
 * experience filters would give for this search.
 */
export async function searchFacets(
  db: DbOrTx,
  asked: JobSearchQuery,
  ctx: SearchContext,
): Promise<JobSearchFacets> {
  // The reading the search itself runs: words read as filters, unless that finds nothing.
  const readings = await readingsOf(db, asked);
  const [only] = readings;
  const query =
    readings.length === 1 && only ? only.query : (await chooseReading(db, readings, ctx, 1)).reading.query;
  const { statement, groups } = facetsStatement(query, ctx);
  const rows = await rowsOf<CountRow>(db, statement);
  const result = Object.fromEntries(FACETS.map((f) => [f, { counts: {}, capped: false }])) as JobSearchFacets;
  for (const { facets, sample } of groups) {
    const sampled = rows.find((r) => r.g === sample && r.facet === '')?.n ?? 0;
    for (const facet of facets) {
      result[facet].capped = sampled >= FACET_SAMPLE;
      for (const r of rows)
        if (r.g === sample && r.facet === facet && r.key !== null) result[facet].counts[r.key] = r.n;
    }
  }
  return result;
}
