import type { JobSearchQuery, PostedWithin } from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { CursorMode } from './cursor.ts';
import { hasExclusion, parseQuery, positiveWords, type QueryNode } from './search-parse.ts';
import type { ScreenSamples } from './search-samples.ts';
import { expandSynonyms } from './search-synonyms.ts';
import { queryText } from './search-terms.ts';
import { tsquery } from './search-tsquery.ts';

/** Who searches and when: hidden jobs/companies of a signed-in employee are left out. */
export interface SearchContext {
  now: Date;
  viewerId?: string | null;
  /** Only jobs posted in [createdAfter, createdBefore): the alerts use it. */
  createdAfter?: Date;
  createdBefore?: Date;
  /** The search screen's calls: the page's first sample is kept for its filter counts (decision 0229). */
  screen?: ScreenSamples;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const POSTED_WITHIN_DAYS: Record<PostedWithin, number> = { month: 30, week: 7, three_days: 3, day: 1 };

/**
 * Salary sort key: the top of the range as a year's wage in NZD (annual_pay_nzd, decision 0104),
 * so hourly and AUD jobs sort among the rest; jobs without a salary last in both directions.
 */
export const SALARY_DESC = sql`coalesce(s.annual_pay_nzd, -1)`;
export const SALARY_ASC = sql`coalesce(s.annual_pay_nzd, 2147483647)`;

const words = (list: string[] | undefined) => (list ?? []).map((s) => s.trim()).filter(Boolean);

/** The keywords of a search: the query's tree (synonyms added) and the exclude field's words. */
export interface Keywords {
  /** As typed: what the title is compared with, word for word. */
  parsed: QueryNode | null;
  /** With synonyms: what a job must match. */
  node: QueryNode | null;
  positive: string[];
  exclude: string[];
}

export function keywordsOf(q: JobSearchQuery): Keywords {
  const parsed = parseQuery(q.q ?? '');
  const node = parsed ? expandSynonyms(parsed) : null;
  return { parsed, node, positive: positiveWords(node), exclude: words(q.exclude).map(queryText) };
}

/**
 * Listed jobs live in the narrow job_search table (decision 0100); only a search that asks for
 * archived jobs reads the jobs table. Both are called `s`, with the same column names.
 */
export const source = (q: JobSearchQuery) => (q.show_archived ? sql`jobs s` : sql`job_search s`);

const excluded = (terms: string[]) =>
  sql.join(
    terms.map((t) => sql`plainto_tsquery('fts', ${t})`),
    sql` || `,
  );

/** The full-text condition, or null when the search has no words to look for. */
export function textCondition(k: Keywords): SQL | null {
  if (k.positive.length && k.node) {
    const parts = [tsquery(k.node, 'fts')];
    if (k.exclude.length) parts.push(sql`!! (${excluded(k.exclude)})`);
    return sql`s.search_vector @@ (${sql.join(parts, sql` && `)})`;
  }
  // Only exclusions ('-sales', or the exclude field alone): every job without those words.
  const negated = [...k.exclude];
  const top = k.node?.kind === 'and' ? k.node.nodes : k.node ? [k.node] : [];
  const notNodes = top.flatMap((n) => (n.kind === 'not' ? [tsquery(n.node, 'fts')] : []));
  if (!negated.length && !notNodes.length) return null;
  const all = [...(negated.length ? [excluded(negated)] : []), ...notNodes];
  return sql`NOT (s.search_vector @@ (${sql.join(all, sql` || `)}))`;
}

/**
 * What a job must not contain: the exclude field and the query's top-level `not` parts. Null
 * when an exclusion sits deeper in the query ('(a or not b)'): then only the whole query will do.
 */
export function exclusionsOnly(k: Keywords): SQL | null {
  const top = k.node?.kind === 'and' ? k.node.nodes : k.node ? [k.node] : [];
  if (top.some((n) => n.kind !== 'not' && hasExclusion(n))) return null;
  const parts = top.flatMap((n) => (n.kind === 'not' ? [tsquery(n.node, 'fts')] : []));
  if (k.exclude.length) parts.push(excluded(k.exclude));
  return parts.length ? sql`NOT (s.search_vector @@ (${sql.join(parts, sql` || `)}))` : sql`true`;
}

/**
 * Which of a search's filters an index may serve, by how the statement reads job_search. Where one
 * may not, the filter is written so no index matches it and is checked on the rows the statement
 * reads anyway; left indexable, PostgreSQL trades the way in meant for it for a bitmap of the
 * filter (often half the board) ANDed in, or for that bitmap and a sort of all it finds.
 * - 'any': every filter (a search without words, counted or sorted: the filters' bitmaps ANDed);
 * - 'words': the words' index leads a count; the filters it holds too (places, schedule, work
 *   format, pay type, classification) stay indexable (decision 0223), and so does a short date
 *   range (decision 0233: 'controller' posted today read 9,422 pages for its 1,000 matches, 987
 *   with the date's bitmap ANDed in); the other ranges are checked on its rows (decision 0222): a
 *   count stops at its cap, and reading rows till then costs less than a bitmap of a range;
 *   beside words alone, a salary floor is on the pay the words-by-pay index keeps (decision 0243);
 * - 'sorted': the words' index leads a sort of every match, which also ANDs in a short date range
 *   ('senior' posted today, lowest paid first: 4,800 jobs read instead of 52,000);
 * - 'newest' / 'salary': a walk of that order's index; only what leads it stays indexable: a place
 *   for newest first (its (place, updated) index), the salary floor for a salary order (the walk
 *   starts there). 'Posted within 3 days' newest first at 1,000,000 jobs otherwise sorted the
 *   50,000 jobs of a bitmap of both filters (270 ms) instead of walking the 1,000 newest.
 */
export type FilterUse = 'any' | 'words' | 'sorted' | 'newest' | 'salary';

type FilterKind = 'place' | 'kind' | 'salary' | 'posted' | 'recent';
const INDEXED_BY: Record<FilterKind, FilterUse[]> = {
  place: ['any', 'words', 'sorted', 'newest'],
  kind: ['any', 'words', 'sorted'],
  salary: ['any', 'salary'],
  posted: ['any'],
  // Posted within 3 days or less: a few per cent of the board.
  recent: ['any', 'words', 'sorted'],
};

/**
 * The salary floor as a year's NZD, or null without one. A sub-select, so it runs once per search
 * and not once per row.
 */
export function salaryFloor(q: JobSearchQuery): SQL | null {
  if (q.salary_from === undefined) return null;
  return sql`(SELECT to_annual_nzd(${q.salary_from}::numeric, ${q.pay_type ?? 'annual'}::pay_type, ${q.currency ?? 'nzd'}::currency))`;
}

/** A filter's kind, and three more: which jobs are listed, a salary floor on the bare pay, and the rest. */
type ConditionKind = FilterKind | 'listed' | 'pay' | 'row';

/**
 * The search's filters but its words, each with the kind of index that could serve it; `listed`
 * (which jobs are listed) and those no index holds are checked on the rows read, whatever the use,
 * and `pay` is written as it is (only the words-by-pay index holds it, beside the words).
 */
function filterList(q: JobSearchQuery, ctx: SearchContext, use: FilterUse) {
  const c: { kind: ConditionKind; condition: SQL }[] = [];
  const add = (kind: ConditionKind, condition: SQL) => c.push({ kind, condition });
  if (q.show_archived) add('listed', sql`NOT s.is_draft AND NOT s.is_test`);
  // job_search holds no archived job; an expired one stays until the scheduled expiry removes it.
  // Written so no index serves it: nearly every listed job passes, and a bitmap of the expiry
  // index ANDed with the words' (which PostgreSQL picks at 1,000,000 jobs) reads them all first.
  // Written exactly as migration 0029's statistics are, so PostgreSQL knows nearly every job passes
  // it (decision 0228).
  else add('listed', sql`coalesce(s.expires_at, 'infinity') > ${ctx.now.toISOString()}::timestamptz`);
  if (q.pay_type) add('kind', sql`s.pay_type = ${q.pay_type}`);
  if (q.salary_specified) add('row', sql`(s.salary_from IS NOT NULL OR s.salary_to IS NOT NULL)`);
  if (q.country_id) add('place', sql`s.country_id = ${q.country_id}`);
  if (q.region_id) add('place', sql`s.region_id = ${q.region_id}`);
  if (q.city_id) add('place', sql`s.city_id = ${q.city_id}`);
  if (q.industry_id) add('kind', sql`s.industry_id = ${q.industry_id}`);
  if (q.specialization_id) add('row', sql`s.specialization_id = ${q.specialization_id}`);
  if (q.education) add('row', sql`s.education = ${q.education}`);
  if (q.experience) add('row', sql`s.experience = ${q.experience}`);
  if (q.schedule) add('kind', sql`s.schedule = ${q.schedule}`);
  if (q.work_format) add('kind', sql`s.work_format = ${q.work_format}`);
  if (q.remote_worldwide) add('kind', sql`s.work_format = 'remote_worldwide'`);
  if (q.with_address) add('row', sql`s.address_id IS NOT NULL`);
  // 'Fewer than 10 applicants' sends max_responses=10.
  if (q.max_responses !== undefined) add('row', sql`s.response_count < ${q.max_responses}`);
  if (q.disability_friendly) add('row', sql`s.disability_friendly`);
  if (q.visa_sponsorship) add('row', sql`s.visa_sponsorship`);
  if (q.exclude_agency) add('row', sql`s.company_id NOT IN (SELECT id FROM companies WHERE is_agency)`);
  if (q.accredited_employer) add('row', sql`s.company_id IN (SELECT id FROM companies WHERE accredited)`);
  const createdFrom = (from: Date) => sql`s.created_at >= ${from.toISOString()}::timestamptz`;
  if (q.posted_within) {
    const days = POSTED_WITHIN_DAYS[q.posted_within];
    add(days <= 3 ? 'recent' : 'posted', createdFrom(new Date(ctx.now.getTime() - days * DAY_MS)));
  }
  if (ctx.createdAfter) add('posted', createdFrom(ctx.createdAfter));
  if (ctx.createdBefore) add('posted', sql`s.created_at < ${ctx.createdBefore.toISOString()}::timestamptz`);
  if (ctx.viewerId) {
    add(
      'row',
      sql`NOT EXISTS (SELECT 1 FROM hidden_jobs h WHERE h.user_id = ${ctx.viewerId}::uuid AND h.job_id = s.id)`,
    );
    add(
      'row',
      sql`s.company_id NOT IN (SELECT company_id FROM hidden_companies WHERE user_id = ${ctx.viewerId}::uuid)`,
    );
  }
  const served = (kind: ConditionKind) =>
    kind === 'listed' || kind === 'pay' || (kind !== 'row' && INDEXED_BY[kind].includes(use));
  const hidable = (kind: ConditionKind) => kind !== 'listed' && kind !== 'pay' && kind !== 'row';
  // The figure is in the income's currency and, with a pay type, per hour or per year; turned into
  // a year's NZD like every job's key (decision 0104). Written as the salary sorts' key
  // (SALARY_DESC) so their index serves the filter too. The currency alone filters nothing.
  const floor = salaryFloor(q);
  // Beside words that alone find the matches, the bound is on the pay itself (never negative, so
  // a job without a pay fails it as it fails the key's): the words-by-pay index (RUM) keeps each
  // job's pay beside its words, so a common word with a high floor reads only its jobs over it
  // ('level' from $140,000 at 1,000,000 jobs: its 395 in 33 ms, instead of a scan of all 419,000
  // listed jobs in 292 ms, decision 0243). Beside a filter an index serves, the words-and-filters
  // index leads, and PostgreSQL would AND the pay's long range in ('service' in a region from
  // $60,000: 100,789 entries, 25 ms); no other index holds the bare pay.
  const besideWordsAlone = use === 'words' && !c.some(({ kind }) => served(kind) && hidable(kind));
  if (floor && besideWordsAlone) add('pay', sql`s.annual_pay_nzd >= ${floor}`);
  else if (floor) {
    add('salary', sql`${SALARY_DESC} >= ${floor}`);
    // The same bound on the ascending key (true whenever the line above is), so the lowest-first
    // walk starts at the floor instead of reading every lower salary first.
    if (q.sort_by === 'salary_asc' && use === 'salary') add('salary', sql`${SALARY_ASC} >= ${floor}`);
  }
  return c.map(({ kind, condition }) => ({ condition, served: served(kind), hidable: hidable(kind) }));
}

const all = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` AND `) : sql`true`);

/** Every filter of the search but its words, as one SQL condition over `s`. */
export function filterConditions(q: JobSearchQuery, ctx: SearchContext, use: FilterUse = 'any'): SQL {
  // `(condition) IS TRUE` keeps the rows and PostgreSQL's estimate of how many pass (it asks the
  // condition's own selectivity), but no index matches it.
  return all(
    filterList(q, ctx, use).map(({ condition, served, hidable }) =>
      served || !hidable ? condition : sql`(${condition}) IS TRUE`,
    ),
  );
}

/**
 * A walk's filters in two: what leads its index (and which jobs are listed), checked as the walk
 * reads its index, and the rest, checked with the words on the jobs it looked at. A bounded walk
 * then looks at so many entries of its index, whatever the other filters let through.
 */
export function walkFilters(q: JobSearchQuery, ctx: SearchContext, use: 'newest' | 'salary') {
  const list = filterList(q, ctx, use);
  return {
    lead: all(list.filter((f) => f.served).map((f) => f.condition)),
    rest: all(list.filter((f) => !f.served).map((f) => f.condition)),
  };
}

/**
 * Whether a search's matches are found by its words alone: it has words to look for in job_search,
 * and no filter an index serves beside them (a place, a kind of work, a short date range); the
 * rest are checked on the rows read. Its count can then read the words' index in that index's
 * order and stop at its cap (decision 0242).
 */
export function wordsAloneFind(q: JobSearchQuery, k: Keywords, ctx: SearchContext): boolean {
  if (q.show_archived || !k.positive.length || !k.node) return false;
  return !filterList(q, ctx, 'words').some((f) => f.served && f.hidable);
}

/** Every condition of the search, words included. */
export function searchConditions(q: JobSearchQuery, k: Keywords, ctx: SearchContext): SQL {
  const text = textCondition(k);
  return text ? sql`${filterConditions(q, ctx, 'words')} AND ${text}` : filterConditions(q, ctx);
}

/** Which keyset a search walks: relevance needs words to look for; without them, newest first. */
export function cursorMode(q: JobSearchQuery, k: Keywords): CursorMode {
  const sort = q.sort_by ?? 'relevance';
  if (sort === 'relevance') return k.positive.length ? 'rank' : 'updated';
  if (sort === 'updated_desc') return 'updated';
  return sort;
}

/** `columns` of at most `limit` matching jobs, in no particular order. */
export function matchesQuery(
  q: JobSearchQuery,
  k: Keywords,
  ctx: SearchContext,
  columns: SQL,
  limit: number,
): SQL {
  return sql`SELECT ${columns} FROM ${source(q)} WHERE ${searchConditions(q, k, ctx)} LIMIT ${limit}`;
}

/** How many jobs match, counted no further than `cap`. */
export function countQuery(q: JobSearchQuery, k: Keywords, ctx: SearchContext, cap: number): SQL {
  return sql`SELECT count(*)::int AS n FROM (${matchesQuery(q, k, ctx, sql`1`, cap)}) capped`;
}
