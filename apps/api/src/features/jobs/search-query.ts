import type { JobSearchQuery, PostedWithin } from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { CursorMode } from './cursor.ts';
import { hasExclusion, parseQuery, positiveWords, type QueryNode } from './search-parse.ts';
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

/** Every filter of the search but its words, as one SQL condition over `s`. */
/**
 * With `wordsLead`, the range filters (a salary floor, posted within) are written so no index
 * serves them: the words' index is then the way in and the ranges are checked on the rows it
 * finds. Left indexable, PostgreSQL ANDs the words' bitmap with a bitmap of every job in the range
 * (often half the board: 90-150 ms at 1,000,000 jobs) before reading a row (decision 0222).
 * Walks keep them indexable: a salary walk starts at the floor.
 */
export function filterConditions(q: JobSearchQuery, ctx: SearchContext, wordsLead = false): SQL {
  const range = (column: SQL) => (wordsLead ? sql`(${column} + 0)` : column);
  const c: SQL[] = [];
  if (q.show_archived) c.push(sql`NOT s.is_draft AND NOT s.is_test`);
  // job_search holds no archived job; an expired one stays until the scheduled expiry removes it.
  // Written so no index serves it: nearly every listed job passes, and a bitmap of the expiry
  // index ANDed with the words' (which PostgreSQL picks at 1,000,000 jobs) reads them all first.
  else c.push(sql`coalesce(s.expires_at, 'infinity') > ${ctx.now.toISOString()}::timestamptz`);
  // The figure is in the income's currency and, with a pay type, per hour or per year; turned into
  // a year's NZD like every job's key (decision 0104). Written as the salary sorts' key
  // (SALARY_DESC) so their index serves the filter too. The currency alone filters nothing.
  if (q.salary_from !== undefined) {
    // A sub-select, so it runs once per search and not once per row.
    const floor = sql`(SELECT to_annual_nzd(${q.salary_from}::numeric, ${q.pay_type ?? 'annual'}::pay_type, ${q.currency ?? 'nzd'}::currency))`;
    c.push(sql`${range(SALARY_DESC)} >= ${floor}`);
    // The same bound on the ascending key (true whenever the line above is), so the lowest-first
    // walk starts at the floor instead of reading every lower salary first.
    if (q.sort_by === 'salary_asc' && !wordsLead) c.push(sql`${SALARY_ASC} >= ${floor}`);
  }
  if (q.pay_type) c.push(sql`s.pay_type = ${q.pay_type}`);
  if (q.salary_specified) c.push(sql`(s.salary_from IS NOT NULL OR s.salary_to IS NOT NULL)`);
  if (q.country_id) c.push(sql`s.country_id = ${q.country_id}`);
  if (q.region_id) c.push(sql`s.region_id = ${q.region_id}`);
  if (q.city_id) c.push(sql`s.city_id = ${q.city_id}`);
  if (q.industry_id) c.push(sql`s.industry_id = ${q.industry_id}`);
  if (q.specialization_id) c.push(sql`s.specialization_id = ${q.specialization_id}`);
  if (q.education) c.push(sql`s.education = ${q.education}`);
  if (q.experience) c.push(sql`s.experience = ${q.experience}`);
  if (q.schedule) c.push(sql`s.schedule = ${q.schedule}`);
  if (q.work_format) c.push(sql`s.work_format = ${q.work_format}`);
  if (q.remote_worldwide) c.push(sql`s.work_format = 'remote_worldwide'`);
  if (q.with_address) c.push(sql`s.address_id IS NOT NULL`);
  // 'Fewer than 10 applicants' sends max_responses=10.
  if (q.max_responses !== undefined) c.push(sql`s.response_count < ${q.max_responses}`);
  if (q.disability_friendly) c.push(sql`s.disability_friendly`);
  if (q.visa_sponsorship) c.push(sql`s.visa_sponsorship`);
  if (q.exclude_agency) c.push(sql`s.company_id NOT IN (SELECT id FROM companies WHERE is_agency)`);
  if (q.accredited_employer) c.push(sql`s.company_id IN (SELECT id FROM companies WHERE accredited)`);
  if (q.posted_within) {
    const since = new Date(ctx.now.getTime() - POSTED_WITHIN_DAYS[q.posted_within] * DAY_MS);
    const created = wordsLead ? sql`(s.created_at + interval '0 s')` : sql`s.created_at`;
    c.push(sql`${created} >= ${since.toISOString()}::timestamptz`);
  }
  if (ctx.createdAfter) c.push(sql`s.created_at >= ${ctx.createdAfter.toISOString()}::timestamptz`);
  if (ctx.createdBefore) c.push(sql`s.created_at < ${ctx.createdBefore.toISOString()}::timestamptz`);
  if (ctx.viewerId) {
    c.push(
      sql`NOT EXISTS (SELECT 1 FROM hidden_jobs h WHERE h.user_id = ${ctx.viewerId}::uuid AND h.job_id = s.id)`,
    );
    c.push(
      sql`s.company_id NOT IN (SELECT company_id FROM hidden_companies WHERE user_id = ${ctx.viewerId}::uuid)`,
    );
  }
  return sql.join(c, sql` AND `);
}

/** Every condition of the search, words included. */
export function searchConditions(q: JobSearchQuery, k: Keywords, ctx: SearchContext): SQL {
  const text = textCondition(k);
  return text ? sql`${filterConditions(q, ctx, true)} AND ${text}` : filterConditions(q, ctx);
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
