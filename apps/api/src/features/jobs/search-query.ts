import { type JobSearchQuery, type PostedWithin, SEARCH_COUNT_CAP } from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { CursorMode, SearchCursor } from './cursor.ts';
import {
  hasExclusion,
  parseQuery,
  plainWords,
  positiveWords,
  type QueryNode,
  withoutExclusions,
} from './search-parse.ts';
import { expandSynonyms } from './search-synonyms.ts';
import { queryText } from './search-terms.ts';
import { anyWordQuery, phraseQuery, tsquery } from './search-tsquery.ts';

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
const SALARY_DESC = sql`coalesce(s.annual_pay_nzd, -1)`;
const SALARY_ASC = sql`coalesce(s.annual_pay_nzd, 2147483647)`;

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
const source = (q: JobSearchQuery) => (q.show_archived ? sql`jobs s` : sql`job_search s`);

const excluded = (terms: string[]) =>
  sql.join(
    terms.map((t) => sql`plainto_tsquery('fts', ${t})`),
    sql` || `,
  );

/** The full-text condition, or null when the search has no words to look for. */
function textCondition(k: Keywords): SQL | null {
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
function exclusionsOnly(k: Keywords): SQL | null {
  const top = k.node?.kind === 'and' ? k.node.nodes : k.node ? [k.node] : [];
  if (top.some((n) => n.kind !== 'not' && hasExclusion(n))) return null;
  const parts = top.flatMap((n) => (n.kind === 'not' ? [tsquery(n.node, 'fts')] : []));
  if (k.exclude.length) parts.push(excluded(k.exclude));
  return parts.length ? sql`NOT (s.search_vector @@ (${sql.join(parts, sql` || `)}))` : sql`true`;
}

/** Every filter of the search but its words, as one SQL condition over `s`. */
function filterConditions(q: JobSearchQuery, ctx: SearchContext): SQL {
  const c: SQL[] = [];
  if (q.show_archived) c.push(sql`NOT s.is_draft AND NOT s.is_test`);
  // job_search holds no archived job; an expired one stays until the scheduled expiry removes it.
  else c.push(sql`(s.expires_at IS NULL OR s.expires_at > ${ctx.now.toISOString()}::timestamptz)`);
  // The figure is in the income's currency and, with a pay type, per hour or per year; turned into
  // a year's NZD like every job's key (decision 0104). Written as the salary sorts' key
  // (SALARY_DESC) so their index serves the filter too. The currency alone filters nothing.
  if (q.salary_from !== undefined) {
    // A sub-select, so it runs once per search and not once per row.
    const floor = sql`(SELECT to_annual_nzd(${q.salary_from}::numeric, ${q.pay_type ?? 'annual'}::pay_type, ${q.currency ?? 'nzd'}::currency))`;
    c.push(sql`${SALARY_DESC} >= ${floor}`);
    // The same bound on the ascending key (true whenever the line above is), so the lowest-first
    // walk starts at the floor instead of reading every lower salary first.
    if (q.sort_by === 'salary_asc') c.push(sql`${SALARY_ASC} >= ${floor}`);
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
    c.push(sql`s.created_at >= ${since.toISOString()}::timestamptz`);
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
  return text ? sql`${filterConditions(q, ctx)} AND ${text}` : filterConditions(q, ctx);
}

/** Which keyset a search walks: relevance needs words to look for; without them, newest first. */
export function cursorMode(q: JobSearchQuery, k: Keywords): CursorMode {
  const sort = q.sort_by ?? 'relevance';
  if (sort === 'relevance') return k.positive.length ? 'rank' : 'updated';
  if (sort === 'updated_desc') return 'updated';
  return sort;
}

/**
 * Newest first, in the order of the job_search_updated and jobs_listed_updated indexes:
 * (updated_at DESC NULLS LAST, id DESC NULLS LAST). A plain `DESC` means NULLS FIRST, which the
 * index cannot give, and PostgreSQL then sorts every match.
 */
const NEWEST_FIRST = sql`s.updated_at DESC NULLS LAST, s.id DESC NULLS LAST`;
/** Microsecond-exact ISO text, so a cursor never drops a job that shares a millisecond. */
const updatedKey = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Relevance as tiers (decision 0101), best first: the title is the query's words and nothing
 * else; the words as a phrase in the title; every word
 * as written in the title; every word's stem in the title ('Development' for 'developer'); some
 * of the words in the title; the words elsewhere in the ad. Within a tier the newest come first,
 * so every tier is an index walk or a small bitmap, never a ranking of every match, and an older
 * job with the exact title still comes ahead of a newer one that only mentions the words.
 */
export interface RankTier {
  condition: SQL;
  /** A title match already is a match of the words: only the exclusions are left to check. */
  inTitle: boolean;
}

export function rankTiers(k: Keywords): RankTier[] {
  const positive = withoutExclusions(k.node);
  if (!positive) return [];
  const exact = sql`s.title_words @@ ${tsquery(positive, 'fts_simple')}`;
  const stems = sql`s.title_stems @@ ${tsquery(positive, 'fts')}`;
  const plain = plainWords(withoutExclusions(k.parsed));
  const title = (condition: SQL) => ({ condition, inTitle: true });
  const elsewhere = (condition: SQL) => ({ condition, inTitle: false });
  const tiers: RankTier[] = [];
  if (plain) {
    // The title is the query and nothing else: a pasted title finds itself first.
    const whole = sql`title_key(s.title_words) = title_key(to_tsvector('fts_simple', ${plain.join(' ')}))`;
    tiers.push(title(whole));
    if (plain.length > 1) {
      const phrase = sql`s.title_words @@ ${phraseQuery(plain, 'fts_simple')}`;
      tiers.push(title(sql`${phrase} AND NOT (${whole})`), title(sql`${exact} AND NOT (${phrase})`));
    } else tiers.push(title(sql`${exact} AND NOT (${whole})`));
  } else tiers.push(title(exact));
  tiers.push(title(sql`${stems} AND NOT (${exact})`));
  if (k.positive.length > 1) {
    const some = sql`s.title_stems @@ ${anyWordQuery(k.positive, 'fts')}`;
    tiers.push(elsewhere(sql`${some} AND NOT (${stems})`), elsewhere(sql`NOT (${some})`));
  } else tiers.push(elsewhere(sql`NOT (${stems})`));
  return tiers;
}

/**
 * Each ordering twice: as the index walks it, and in a form no index gives. The page walks the
 * index when the search has many matches (the walk soon finds a page) and sorts the matches when
 * it has few: found by counting, not guessed, because the planner's guess for words ANDed with
 * filters can be off by thousands, and a walk that finds nothing reads every listed job (7.5 s at
 * 1,000,000 jobs for 'warehouse manager', which matches none). Same rows either way: the keys are
 * never null. The count runs first, so only the chosen form is sent and planned (decision 0210).
 */
const ORDERS = {
  updated: { walk: NEWEST_FIRST, sort: sql`s.updated_at DESC, s.id DESC` },
  salary_desc: {
    walk: sql`${SALARY_DESC} DESC, s.id DESC`,
    sort: sql`${SALARY_DESC} DESC NULLS LAST, s.id DESC NULLS LAST`,
  },
  salary_asc: {
    walk: sql`${SALARY_ASC} ASC, s.id ASC`,
    sort: sql`${SALARY_ASC} ASC NULLS FIRST, s.id ASC NULLS FIRST`,
  },
};

/** Matches at least this many (the count's cap) and a page walks its index; fewer, and it sorts them. */
export const WALK_FROM = SEARCH_COUNT_CAP;

/** How a page is read: walking the index of its order, or sorting its few matches. */
export type PageRead = 'walk' | 'sort';
export const pageRead = (count: number): PageRead => (count >= WALK_FROM ? 'walk' : 'sort');

/**
 * One page of (id, k, t) in sort order; `limit` rows are asked for (the caller asks one extra).
 * `read` comes from the search's capped count (search.repo.ts counts first).
 */
export function pageQuery(
  q: JobSearchQuery,
  k: Keywords,
  ctx: SearchContext,
  after: SearchCursor | null,
  limit: number,
  read: PageRead,
): SQL {
  const where = searchConditions(q, k, ctx);
  const from = source(q);
  const mode = cursorMode(q, k);
  const ordered = (order: { walk: SQL; sort: SQL }, select: SQL) =>
    sql`${select} ORDER BY ${order[read]} LIMIT ${limit}`;
  if (mode === 'rank') {
    const filters = filterConditions(q, ctx);
    const exclusions = exclusionsOnly(k);
    const first = after?.m === 'rank' ? after.t : 0;
    const tiers = rankTiers(k);
    const parts = tiers.flatMap(({ condition, inTitle }, t) => {
      if (t < first) return [];
      const seek =
        after?.m === 'rank' && t === first
          ? sql`AND (s.updated_at, s.id) < (${after.k}::timestamptz, ${after.id}::uuid)`
          : sql``;
      const text = inTitle && exclusions ? exclusions : textCondition(k);
      return [
        sql`(${ordered(
          ORDERS.updated,
          sql`SELECT s.id, ${t}::int AS t, s.updated_at FROM ${from}
            WHERE tier.n = ${t} AND ${filters} AND ${text} AND ${condition} ${seek}`,
        )})`,
      ];
    });
    // The tiers run one after another and stop once the page is full: a nested loop over the
    // tier numbers gives that order, and a later tier's query runs only if an earlier one fell
    // short ('developer' fills its page from exact titles and never reads the rest).
    return sql`SELECT x.id, x.t, ${updatedKey(sql`x.updated_at`)} AS k
      FROM generate_series(${first}::int, ${tiers.length - 1}::int) AS tier(n)
      CROSS JOIN LATERAL (${sql.join(parts, sql` UNION ALL `)}) x
      LIMIT ${limit}`;
  }
  const seekFor = {
    updated: after ? sql`AND (s.updated_at, s.id) < (${after.k}::timestamptz, ${after.id}::uuid)` : sql``,
    salary_desc: after ? sql`AND (${SALARY_DESC}, s.id) < (${after.k}, ${after.id}::uuid)` : sql``,
    salary_asc: after ? sql`AND (${SALARY_ASC}, s.id) > (${after.k}, ${after.id}::uuid)` : sql``,
  };
  const key = {
    updated: updatedKey(sql`s.updated_at`),
    salary_desc: sql`${SALARY_DESC}::text`,
    salary_asc: sql`${SALARY_ASC}::text`,
  };
  const m = mode === 'saved' ? 'updated' : mode;
  return ordered(
    ORDERS[m],
    sql`SELECT s.id, 0 AS t, ${key[m]} AS k FROM ${from} WHERE ${where} ${seekFor[m]}`,
  );
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
