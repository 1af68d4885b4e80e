import { type JobSearchQuery, PG_INT_MAX } from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { SearchCursor } from './cursor.ts';
import { plainWords, type QueryNode, withoutExclusions } from './search-parse.ts';
import {
  cursorMode,
  exclusionsOnly,
  filterConditions,
  type Keywords,
  SALARY_ASC,
  SALARY_DESC,
  type SearchContext,
  salaryFloor,
  source,
  textCondition,
  walkFilters,
} from './search-query.ts';
import { anyWordQuery, phraseQuery, tsquery } from './search-tsquery.ts';

/**
 * Newest first, in the order of the job_search_updated and jobs_listed_updated indexes:
 * (updated_at DESC NULLS LAST, id DESC NULLS LAST). A plain `DESC` means NULLS FIRST, which the
 * index cannot give, and PostgreSQL then sorts every match.
 */
const NEWEST_FIRST = sql`s.updated_at DESC NULLS LAST, s.id DESC NULLS LAST`;
/** Microsecond-exact ISO text, so a cursor never drops a job that shares a millisecond. */
export const updatedKey = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** The jobs of `s` after a newest-first cursor: older, or as old with a lower id. */
export const olderThan = (after: Pick<SearchCursor, 'k' | 'id'>) =>
  sql`(s.updated_at, s.id) < (${after.k}::timestamptz, ${after.id}::uuid)`;

/**
 * Relevance as tiers (decision 0101), best first: the title is the query's words and nothing
 * else; the words as a phrase in the title; every word as written in the title; every word's stem
 * in the title ('Development' for 'developer'); some of the words in the title; the words
 * elsewhere in the ad. Within a tier the newest come first, so every tier is an index walk or a
 * small bitmap, never a ranking of every match, and an older job with the exact title still comes
 * ahead of a newer one that only mentions the words.
 */
export interface RankTier {
  condition: SQL;
  /** A title match already is a match of the words: only the exclusions are left to check. */
  inTitle: boolean;
  /** job_search_title_updated holds the tier's jobs newest first: it is read whole (decision 0227). */
  ordered?: boolean;
  /** Words every job of the tier has in its title as written: the vocabulary bounds its size. */
  titleWords?: QueryNode;
}

export function rankTiers(k: Keywords): RankTier[] {
  const positive = withoutExclusions(k.node);
  if (!positive) return [];
  const exact = sql`s.title_words @@ ${tsquery(positive, 'fts_simple')}`;
  const stems = sql`s.title_stems @@ ${tsquery(positive, 'fts')}`;
  const plain = plainWords(withoutExclusions(k.parsed));
  const title = (condition: SQL) => ({ condition, inTitle: true, titleWords: positive });
  const elsewhere = (condition: SQL) => ({ condition, inTitle: false });
  const tiers: RankTier[] = [];
  if (plain) {
    // The title is the query and nothing else: a pasted title finds itself first.
    const whole = sql`title_key(s.title_words) = title_key(to_tsvector('fts_simple', ${plain.join(' ')}))`;
    tiers.push({ ...title(whole), ordered: true });
    if (plain.length > 1) {
      const phrase = sql`s.title_words @@ ${phraseQuery(plain, 'fts_simple')}`;
      tiers.push(title(sql`${phrase} AND NOT (${whole})`), title(sql`${exact} AND NOT (${phrase})`));
    } else tiers.push(title(sql`${exact} AND NOT (${whole})`));
  } else tiers.push(title(exact));
  tiers.push({ condition: sql`${stems} AND NOT (${exact})`, inTitle: true });
  if (k.positive.length > 1) {
    const some = sql`s.title_stems @@ ${anyWordQuery(k.positive, 'fts')}`;
    tiers.push(elsewhere(sql`${some} AND NOT (${stems})`), elsewhere(sql`NOT (${some})`));
  } else tiers.push(elsewhere(sql`NOT (${stems})`));
  return tiers;
}

/**
 * Each ordering twice: as the index walks it, and in a form no index gives, so that PostgreSQL
 * sorts the matches instead of walking (same rows either way: the keys are never null); and its
 * key, by which a bounded walk's output is ordered again outside it (`walked`). Which one
 * a page uses is found by counting, not guessed from the planner's estimate, which for words ANDed
 * with filters can be off by thousands (decision 0210).
 */
const ORDERS = {
  updated: {
    walk: NEWEST_FIRST,
    sort: sql`s.updated_at DESC, s.id DESC`,
    key: sql`s.updated_at`,
    walked: sql`s.order_key DESC NULLS LAST, s.id DESC NULLS LAST`,
  },
  salary_desc: {
    walk: sql`${SALARY_DESC} DESC, s.id DESC`,
    sort: sql`${SALARY_DESC} DESC NULLS LAST, s.id DESC NULLS LAST`,
    key: SALARY_DESC,
    walked: sql`s.order_key DESC, s.id DESC`,
  },
  salary_asc: {
    walk: sql`${SALARY_ASC} ASC, s.id ASC`,
    sort: sql`${SALARY_ASC} ASC NULLS FIRST, s.id ASC NULLS FIRST`,
    key: SALARY_ASC,
    walked: sql`s.order_key ASC, s.id ASC`,
  },
};
type Order = (typeof ORDERS)[keyof typeof ORDERS];

/**
 * How many listed jobs (after the filters) a walk that checks words looks at before it gives way
 * to sorting its matches. Checking a job's words reads its whole search vector, so a walk for words
 * few jobs have would read thousands of jobs per row it returns; bounded, a page costs at most this
 * many checks plus a sort of the part's matches, which are then few (decision 0222).
 */
export const EXAMINE = 1000;
/**
 * How a page is read: walking the index of its order (a search with at least the count's cap of
 * matches), or sorting its few matches (read from its first sample, decision 0239).
 */
export type PageRead = 'walk' | 'sort';

/** One row of a page: the job, its part (a relevance tier, or 0), and its cursor key. */
export interface PageRow {
  id: string;
  t: number;
  k: string;
}

/**
 * One part of a page: the whole search, or one relevance tier. Each form gives `limit` rows of
 * (id, t, k) in page order, `k` being the cursor's key.
 */
export interface PagePart {
  /** Walk the order's index; with `examine`, look at no more than that many listed jobs. */
  walk(limit: number, examine?: number): SQL;
  /** Sort every match of the part: for parts with few, or thin at the head of the order. */
  sort(limit: number): SQL;
  /** Whether the part checks words (a bounded walk is then worth it). */
  checksWords: boolean;
  /** An index holds exactly the part's jobs in page order: its whole walk reads only those. */
  ordered?: boolean;
  /** For words under a salary order: the read of the words-by-pay index, where it exists. */
  byPay?: PayRead;
  /** For a title tier of listed jobs: words each of its jobs has in its title (RankTier). */
  titleWords?: QueryNode;
}

/**
 * A salary page read through the words-by-pay index (RUM, decision 0226), which gives a word's
 * matches in order of pay, reading the index only, but jobs of equal pay in no particular order,
 * while a page orders them by id (pays are often round thousands). So `reach` finds how far down
 * the pay scale the page goes, and `upTo` takes every match from the page's start to that pay, as
 * one range of the same index, and sorts those few. Both order their read of the index by pay, an
 * order only that index gives, so on a walk's connection (sorting priced out) PostgreSQL reads it
 * and no other: the planner's estimate of a word's rows is often far off.
 */
export interface PayRead {
  /** The pays of the part's first `limit` matches in the order's direction, a job without one last. */
  reach(limit: number): SQL;
  /** The part's rows from the page's start to `pay` inclusive, in page order. */
  upTo(pay: number, limit: number): SQL;
}

/**
 * Each part of a salary page starts at its cursor's pay (the top, or the bottom, on the first
 * page). A cursor among the jobs without a pay (its key is the order's stand-in for none, -1 or
 * PG_INT_MAX) leaves no range to read: `reach` then finds nothing and the part is sorted.
 * A salary floor bounds the range in the index too: checked only on the rows, every match under
 * it was read from the table first ('site', part time, on site, from $80,000 AUD, lowest paid
 * first: 137,000 rows and 785 ms at 1,000,000 jobs, decision 0243).
 */
function payRead(
  select: SQL,
  from: SQL,
  where: SQL,
  order: Order,
  after: number | null,
  floor: SQL | null,
): PayRead {
  const pay = sql`s.annual_pay_nzd`;
  const desc = order === ORDERS.salary_desc;
  const start = after ?? (desc ? PG_INT_MAX : 0);
  const byPay = sql`${pay} ${sql.raw(desc ? '<=|' : '|=>')} ${start}::int`;
  const aboveFloor = floor ? sql` AND ${pay} >= ${floor}` : sql``;
  const upFrom = (end: number) =>
    desc ? sql`${pay} BETWEEN ${end} AND ${start}` : sql`${pay} BETWEEN ${start} AND ${end}`;
  return {
    reach: (limit) =>
      sql`SELECT ${pay} AS pay FROM ${from} WHERE ${where} AND ${desc ? sql`${pay} <= ${start}` : sql`${pay} >= ${start}`}${aboveFloor}
          ORDER BY ${byPay} LIMIT ${limit}`,
    // OFFSET 0 keeps the range's read apart from the page's sort of what it found.
    upTo: (end, limit) =>
      sql`${select} FROM (SELECT s.id, ${pay} FROM ${from} WHERE ${where} AND ${upFrom(end)}${aboveFloor} ORDER BY ${byPay} OFFSET 0) s
          ORDER BY ${order.sort} LIMIT ${limit}`,
  };
}

/**
 * A part's filters as each read wants them (search-query.ts): for a walk of its order's index, whole
 * or split in what its index serves and the rest (a bounded walk); for a sort, which the words'
 * index leads when there are words and the filters' own indexes otherwise.
 */
interface PartFilters {
  walk: SQL;
  walkLead: SQL;
  walkRest: SQL;
  sorted: SQL;
  any: SQL;
}

function part(select: SQL, from: SQL, filters: PartFilters, text: SQL | null, order: Order): PagePart {
  return {
    checksWords: text !== null,
    walk: (limit, examine) =>
      examine === undefined || !text
        ? sql`${select} FROM ${from} WHERE ${text ? sql`${filters.walk} AND ${text}` : filters.walk} ORDER BY ${order.walk} LIMIT ${limit}`
        : // The walk looks at `examine` listed jobs of its index in order; the words and the filters
          // the index does not serve are checked on those only (a condition outside a subquery
          // with a LIMIT is never pushed into it), so its cost is the same whatever they let
          // through. The order's key comes out of the walk as a column, so the outer ORDER BY is
          // known to hold already.
          sql`${select} FROM (SELECT s.*, ${order.key} AS order_key FROM ${from} WHERE ${filters.walkLead}
              ORDER BY ${order.walk} LIMIT ${examine}) s
            WHERE ${filters.walkRest} AND ${text} ORDER BY ${order.walked} LIMIT ${limit}`,
    sort: (limit) =>
      sql`${select} FROM ${from} WHERE ${text ? sql`${filters.sorted} AND ${text}` : filters.any} ORDER BY ${order.sort} LIMIT ${limit}`,
  };
}

/**
 * The columns of a search's matches that its page's parts read once those matches are at hand
 * (`pageParts`' `matches`): the key and orders, and the titles the relevance tiers compare.
 */
export const PAGE_COLUMNS = sql`s.id, s.updated_at, s.annual_pay_nzd, s.title_words, s.title_stems`;

/**
 * The parts of a search's page after `after`, in page order: its tiers, or the whole search.
 * With `matches`, the name of a set of the search's matches with PAGE_COLUMNS (its first sample,
 * which holds every match when there are fewer than the cap: decision 0239), the parts read those
 * instead of the table; each of them passes the search's filters and words already, so a part
 * checks only its tier and the cursor.
 */
export function pageParts(
  q: JobSearchQuery,
  k: Keywords,
  ctx: SearchContext,
  after: SearchCursor | null,
  matches?: SQL,
): PagePart[] {
  const from = matches ? sql`${matches} s` : source(q);
  const mode = cursorMode(q, k);
  const m = mode === 'saved' || mode === 'rank' ? 'updated' : mode;
  const walkUse = m === 'updated' ? 'newest' : 'salary';
  const [walk, sorted, any] = ([walkUse, 'sorted', 'any'] as const).map((use) =>
    filterConditions(q, ctx, use),
  );
  const split = walkFilters(q, ctx, walkUse);
  const ownFilters = (seek: SQL): PartFilters => ({
    walk: sql`${walk} ${seek}`,
    walkLead: sql`${split.lead} ${seek}`,
    walkRest: split.rest,
    sorted: sql`${sorted} ${seek}`,
    any: sql`${any} ${seek}`,
  });
  const filters = (seek: SQL): PartFilters => {
    if (!matches) return ownFilters(seek);
    // The matches at hand passed every filter: only the cursor is left to check.
    const onlySeek = sql`true ${seek}`;
    return { walk: onlySeek, walkLead: onlySeek, walkRest: sql`true`, sorted: onlySeek, any: onlySeek };
  };
  // The words, as each part checks them; none where the matches are at hand.
  const words = (inTitle: boolean, exclusions: SQL | null): SQL | null =>
    matches ? null : inTitle && exclusions ? exclusions : textCondition(k);
  if (mode === 'rank') {
    const exclusions = exclusionsOnly(k);
    const first = after?.m === 'rank' ? after.t : 0;
    return rankTiers(k).flatMap(({ condition, inTitle, ordered, titleWords }, t) => {
      if (t < first) return [];
      const seek = after?.m === 'rank' && t === first ? sql`AND ${olderThan(after)}` : sql``;
      const text = words(inTitle, exclusions);
      const select = sql`SELECT s.id, ${t}::int AS t, ${updatedKey(sql`s.updated_at`)} AS k`;
      const checks = text ? sql`${text} AND ${condition}` : condition;
      const tier = part(select, from, filters(seek), checks, ORDERS.updated);
      // The archive (the jobs table) has no such index, and the vocabulary counts listed titles.
      if (q.show_archived) return [tier];
      return [{ ...tier, ordered: ordered === true, titleWords }];
    });
  }
  const seekFor = {
    updated: after ? sql`AND ${olderThan(after)}` : sql``,
    salary_desc: after ? sql`AND (${SALARY_DESC}, s.id) < (${after.k}, ${after.id}::uuid)` : sql``,
    salary_asc: after ? sql`AND (${SALARY_ASC}, s.id) > (${after.k}, ${after.id}::uuid)` : sql``,
  };
  const key = {
    updated: updatedKey(sql`s.updated_at`),
    salary_desc: sql`${SALARY_DESC}::text`,
    salary_asc: sql`${SALARY_ASC}::text`,
  };
  const select = sql`SELECT s.id, 0 AS t, ${key[m]} AS k`;
  const text = words(false, null);
  const own = filters(seekFor[m]);
  const whole = part(select, from, own, text, ORDERS[m]);
  // The words-by-pay index is on job_search, of listed jobs (not the archive).
  if (m === 'updated' || !text || q.show_archived) return [whole];
  const start = after?.m === m ? Number(after.k) : null;
  return [
    {
      ...whole,
      byPay: payRead(select, from, sql`${own.sorted} AND ${text}`, ORDERS[m], start, salaryFloor(q)),
    },
  ];
}

/**
 * A page in one statement, every part read the same way. The parts run one after another and
 * stop once the page is full: a nested loop over the part numbers gives that order, and a later
 * tier's query runs only if an earlier one fell short ('developer' fills its page from exact
 * titles and never reads the rest).
 */
export function pageQuery(parts: PagePart[], read: PageRead, limit: number): SQL {
  const [only] = parts;
  if (parts.length === 1 && only) return only[read](limit);
  const branches = parts.map((p, n) => sql`(SELECT * FROM (${p[read](limit)}) p WHERE part.n = ${n})`);
  return sql`SELECT x.id, x.t, x.k
    FROM generate_series(0, ${parts.length - 1}::int) AS part(n)
    CROSS JOIN LATERAL (${sql.join(branches, sql` UNION ALL `)}) x
    LIMIT ${limit}`;
}
