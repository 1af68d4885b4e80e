import { FACET_SAMPLE, type Facet, type JobSearchQuery } from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, sortlessOf } from '../../db/client.ts';
import { rowsOf } from './db-rows.ts';
import { countFacetCodes } from './facet-codes.ts';
import type { PageRow } from './search-page.ts';
import { keywordsOf, matchesQuery, type SearchContext, wordsAloneFind } from './search-query.ts';
import { hasWordsByPayIndex } from './words-by-pay-index.repo.ts';

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

/**
 * A sample's jobs' filter options, one code each (facet-codes.ts): job_search keeps them; the jobs
 * table, read only by a search of the archive, has them worked out as it is read.
 */
const codesOf = (q: JobSearchQuery) =>
  q.show_archived
    ? sql`job_facet_codes(s.industry_id, s.specialization_id, s.country_id, s.region_id, s.city_id,
        s.schedule, s.work_format, s.education, s.experience) AS codes`
    : sql`s.facet_codes AS codes`;

/** One row of a sample's counts. */
export interface CountRow {
  /** The sample's index. */
  g: number;
  /** '' for the sample's size. */
  facet: string;
  /** Null for the sample's size. */
  key: string | null;
  n: number;
}

/** What a search matches, whatever page of it and in whatever order. */
const wholeSearch = (query: JobSearchQuery): JobSearchQuery => ({
  ...query,
  next_cursor: undefined,
  sort_by: undefined,
});

/**
 * A search's samples of matches, and which one each filter's counts read. Sample 0 is the search
 * itself (its size is the search's capped count); each other leaves out filters whose own options
 * it counts. Searches that are the same once a filter is left out share one sample, so a search
 * with none of these filters reads its matches once.
 */
export function samplesOf(query: JobSearchQuery) {
  const whole = wholeSearch(query);
  const samples: JobSearchQuery[] = [whole];
  const sampleOf = new Map([[JSON.stringify(whole), 0]]);
  const groups = GROUPS.map(({ facets, ignores }) => {
    const without: JobSearchQuery = { ...whole };
    for (const key of ignores) delete without[key];
    const id = JSON.stringify(without);
    if (!sampleOf.has(id)) sampleOf.set(id, samples.push(without) - 1);
    return { facets, sample: sampleOf.get(id) as number };
  });
  return { samples, groups };
}

type Samples = ReturnType<typeof samplesOf>;

/** The facets whose counts sample `i` serves. */
function facetsOf(groups: Samples['groups'], i: number): Facet[] {
  return [...new Set(groups.filter((g) => g.sample === i).flatMap((g) => g.facets))];
}

/**
 * A search's page read from its first sample (decision 0239): when the sample holds every match
 * (fewer than the cap), the page is a sort of those, already at hand. `columns` are what the page
 * reads of each match; `rows` is the page's statement over the matches of the given name.
 */
export interface SamplePage {
  columns: SQL;
  rows: (matches: SQL) => SQL;
}

/**
 * One statement reading the samples `which` (at most FACET_SAMPLE matches each): per sample, its
 * size and its jobs' facet codes run together, which the server counts (decision 0238). A sample
 * whose facets the search's filters all set (sample 0 of a search that sets every group's filter)
 * sends its size alone. With `page`, sample 0 also sends the page's rows when it holds every match.
 */
export function samplesStatement(
  query: JobSearchQuery,
  ctx: SearchContext,
  which: number[],
  { samples, groups }: Samples = samplesOf(query),
  page?: SamplePage,
): SQL {
  const name = (i: number) => sql.raw(`m${i}`);
  const pageOf = (i: number) => (i === 0 ? page : undefined);
  const ctes = which.map((i) => {
    const q = samples[i] as JobSearchQuery;
    const withPage = pageOf(i);
    const columns = withPage ? sql`${codesOf(q)}, ${withPage.columns}` : codesOf(q);
    return sql`${name(i)} AS (${matchesQuery(q, keywordsOf(q), ctx, columns, FACET_SAMPLE)})`;
  });
  const reads = which.map((i) => {
    const codes = facetsOf(groups, i).length ? sql`coalesce(string_agg(codes, ''), '')` : sql`''`;
    // Worked out only when the sample holds every match: a CASE runs its sub-select only then.
    const withPage = pageOf(i);
    const rows = withPage
      ? sql`CASE WHEN count(*) < ${FACET_SAMPLE} THEN
            (SELECT coalesce(json_agg(page_row), '[]') FROM (${withPage.rows(name(i))}) page_row) END`
      : sql`NULL::json`;
    return sql`SELECT ${i}::int AS g, count(*)::int AS n, ${codes} AS codes, ${rows} AS page FROM ${name(i)}`;
  });
  return sql`WITH ${sql.join(ctes, sql`, `)} ${sql.join(reads, sql` UNION ALL `)}`;
}

/** What a read of samples gives: the counts per option, and the page where one was asked for. */
interface SamplesRead {
  rows: CountRow[];
  page: PageRow[] | null;
}

/**
 * Where a statement of samples runs. When every sample in it is found by its words alone, it runs
 * on the connections that price bitmaps out (`sortlessOf`), where each reads the words-by-pay
 * index (RUM) in its order and stops at the cap, as a walk does: a bitmap first gathers every
 * match of the words ('nurse': 12,900 at 1,000,000 jobs) for a sample of 1,000, and zeroes fresh
 * memory for it on every statement (decision 0242). Elsewhere (PGlite, a filter an index serves
 * beside the words, a database without RUM) the planner chooses, bitmaps included.
 */
async function connectionFor(db: DbOrTx, samples: JobSearchQuery[], ctx: SearchContext): Promise<DbOrTx> {
  const walks = sortlessOf(db);
  if (!walks || !samples.every((q) => wordsAloneFind(q, keywordsOf(q), ctx))) return db;
  return (await hasWordsByPayIndex(db)) ? walks : db;
}

async function readStatement(
  db: DbOrTx,
  query: JobSearchQuery,
  ctx: SearchContext,
  which: number[],
  page?: SamplePage,
): Promise<SamplesRead> {
  // Worked out once for the statement and for naming what it sends back.
  const of = samplesOf(query);
  const read = await rowsOf<{ g: number; n: number; codes: string; page: PageRow[] | string | null }>(
    await connectionFor(
      db,
      which.map((i) => of.samples[i] as JobSearchQuery),
      ctx,
    ),
    samplesStatement(query, ctx, which, of, page),
  );
  const rows = read.flatMap(({ g, n, codes }) => {
    const counted: CountRow[] = [{ g, facet: '', key: null, n }];
    for (const [facet, byOption] of countFacetCodes(codes, facetsOf(of.groups, g)))
      for (const [key, count] of byOption) counted.push({ g, facet, key, n: count });
    return counted;
  });
  const sent = read.find((r) => r.g === 0)?.page ?? null;
  // node-postgres parses json; PGlite may hand it over as text.
  return { rows, page: typeof sent === 'string' ? (JSON.parse(sent) as PageRow[]) : sent };
}

/** The samples `which` of a search, read now and counted per option. */
export async function readSamples(
  db: DbOrTx,
  query: JobSearchQuery,
  ctx: SearchContext,
  which: number[],
): Promise<CountRow[]> {
  return (await readStatement(db, query, ctx, which)).rows;
}

/** How many matches sample `g` holds: the search's capped count for sample 0. */
export const sampleSize = (rows: CountRow[], g = 0) => rows.find((r) => r.g === g && r.facet === '')?.n ?? 0;

/** How long the page's sample 0 stands in for the filter counts' own read. */
const SHARED_FOR_MS = 10_000;
/**
 * Bounds the memory (a search's sample 0 is a few hundred rows, about 20 kB in memory): about as
 * many searches as a busy process answers in those seconds.
 */
const MAX_SHARED = 1_000;

/**
 * Sample 0 of the searches this process answered in the last few seconds (decision 0229). The
 * search screen asks for a page and, beside it, the filter counts of the same search: the page's
 * capped count reads the search's first FACET_SAMPLE matches, and counts their options in the same
 * pass, so the filter counts need not read them again. The page always reads afresh; only the
 * filter counts, lower bounds past the sample anyway, may be a few seconds old.
 */
export class ScreenSamples {
  private readonly kept = new Map<string, { at: number; rows: Promise<CountRow[]> }>();

  private static keyOf(query: JobSearchQuery, ctx: SearchContext): string {
    const sorted = Object.fromEntries(
      Object.entries(wholeSearch(query)).sort(([a], [b]) => a.localeCompare(b)),
    );
    return JSON.stringify([
      sorted,
      ctx.viewerId ?? null,
      ctx.createdAfter ?? null,
      ctx.createdBefore ?? null,
    ]);
  }

  /** Sample 0 of this search as a search of the last few seconds read it (or is reading it). */
  find(query: JobSearchQuery, ctx: SearchContext): Promise<CountRow[]> | undefined {
    const key = ScreenSamples.keyOf(query, ctx);
    const kept = this.kept.get(key);
    if (kept && Math.abs(ctx.now.getTime() - kept.at) <= SHARED_FOR_MS) return kept.rows;
    return undefined;
  }

  keep(query: JobSearchQuery, ctx: SearchContext, rows: Promise<CountRow[]>): void {
    const key = ScreenSamples.keyOf(query, ctx);
    this.kept.delete(key);
    this.kept.set(key, { at: ctx.now.getTime(), rows });
    // A failed read is not kept: the filter counts then read for themselves.
    rows.catch(() => {
      if (this.kept.get(key)?.rows === rows) this.kept.delete(key);
    });
    // Oldest first (a Map keeps insertion order): drop what is past its time or over the bound.
    for (const [old, { at }] of this.kept) {
      if (this.kept.size <= MAX_SHARED && ctx.now.getTime() - at <= SHARED_FOR_MS) break;
      this.kept.delete(old);
    }
  }
}

/**
 * Sample 0 of a search, read now, with its page where `page` asks for it; its counts are kept for
 * the screen's filter counts when the search came from the screen (ctx.screen).
 */
export function readFirstSample(
  db: DbOrTx,
  query: JobSearchQuery,
  ctx: SearchContext,
  page?: SamplePage,
): Promise<SamplesRead> {
  const read = readStatement(db, query, ctx, [0], page);
  ctx.screen?.keep(
    query,
    ctx,
    read.then((r) => r.rows),
  );
  return read;
}
