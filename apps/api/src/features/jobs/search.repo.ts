import type { JobSearchPage, JobSearchQuery } from '@fitjobs/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, sortlessOf } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/per-database-cache.ts';
import { jobs } from '../../db/schema/index.ts';
import { type CursorMode, decodeCursor, encodeCursor, type SearchCursor } from './cursor.ts';
import { rowsOf } from './db-rows.ts';
import { selectJobCards, toJobCard } from './job-item.ts';
import { matchesPageQuery } from './search-matches-page.ts';
import {
  EXAMINE,
  PAGE_COLUMNS,
  type PagePart,
  type PageRow,
  type PayRead,
  pageParts,
  pageQuery,
} from './search-page.ts';
import { countQuery, cursorMode, type Keywords, keywordsOf, type SearchContext } from './search-query.ts';
import {
  readingsOf,
  type SearchReading,
  titleMatchesAtMost,
  titleVocabulary,
} from './search-reading.repo.ts';
import { readFirstSample, type SamplePage, sampleSize } from './search-samples.ts';
import { suggestQuery } from './search-suggest.repo.ts';
import { hasWordsByPayIndex } from './words-by-pay-index.repo.ts';

/**
 * The one entry point of job search. Everything engine-specific (PostgreSQL full-text search,
 * the job_search table, keyset SQL) sits behind it, so a dedicated engine could replace it
 * without touching callers (decision 0103).
 */
export const SEARCH_PAGE_SIZE = 20;
/** Fewer matches than this and the answer offers a spelling ("Did you mean nurse?"). */
const FEW_MATCHES = 3;

export type { SearchContext } from './search-query.ts';

function cursorFor(mode: CursorMode, row: { id: string; k: string; t: number }): SearchCursor {
  if (mode === 'rank') return { m: mode, t: row.t, k: row.k, id: row.id };
  if (mode === 'updated' || mode === 'saved') return { m: mode, k: row.k, id: row.id };
  return { m: mode, k: Number(row.k), id: row.id };
}

/**
 * The reading of the search that finds jobs (search-reading.repo.ts), with its count: the first
 * that matches anything, else the literal one. One count for most searches; two only when words
 * read as filters found nothing.
 */
export async function chooseReading<Counted extends { total: number }>(
  readings: SearchReading[],
  count: (query: JobSearchQuery) => Promise<Counted>,
): Promise<{ reading: SearchReading; counted: Counted }> {
  let chosen: { reading: SearchReading; counted: Counted } | null = null;
  for (const reading of readings) {
    chosen = { reading, counted: await count(reading.query) };
    if (chosen.counted.total > 0) break;
  }
  if (!chosen) throw new Error('a search has at least one reading');
  return chosen;
}

/**
 * A page's (id, t, k) rows where a search has many matches (few are sorted from its first sample,
 * `samplePage`). A part that checks words walks at most EXAMINE jobs of its order, which finds
 * most pages (decision 0222).
 * Short of a page, the walk looks FURTHER times as far if at that rate it would fill the page;
 * otherwise, or if even that falls short, the part is sorted (a tier few titles have, a word
 * common in the ads but rare among the best paid). A salary part with words reads the words-by-pay
 * index instead, where PostgreSQL has it (decision 0226); the exact-title tier reads its own index,
 * which holds just its jobs in page order (decision 0227). A walk of filters alone always finds its
 * page soon: the count said there are many (decision 0224).
 */
async function pageRows(db: DbOrTx, parts: PagePart[], limit: number): Promise<PageRow[]> {
  if (!parts.some((p) => p.checksWords)) return walkRows(db, pageQuery(parts, 'walk', limit));
  const rows: PageRow[] = [];
  for (const part of parts) {
    const wanted = limit - rows.length;
    rows.push(...(await partRows(db, part, wanted)));
    if (rows.length >= limit) break;
  }
  return rows;
}

/**
 * The rows of a walk of an order's index, as a walk. Asked for more rows than it expects the filters
 * to let through (its estimate is often off several times over), PostgreSQL prices reading every
 * one of them and sorting below walking: at 1,000,000 jobs 'family', full time, posted within 3
 * days, newest first, then read and sorted 50,000 jobs (330 ms) for a walk of 5,000 index entries.
 * Sorting is priced out for the walk's statement alone: on PostgreSQL it runs on connections that
 * set it at connect (`sortlessOf`, one round trip); elsewhere (PGlite) SET LOCAL sets it until its
 * transaction ends (decisions 0223, 0225). Search runs on the database, never inside a caller's
 * transaction, where a savepoint would keep the setting to that one's end.
 */
function walkRows<Row = PageRow>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const sortless = sortlessOf(db);
  if (sortless) return rowsOf<Row>(sortless, query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_sort = off`);
    return rowsOf<Row>(tx, query);
  });
}

/** How much further than EXAMINE a second walk looks. */
const FURTHER = 10;
/**
 * A title tier with at most this many jobs, by the vocabulary, is sorted without a walk first:
 * its jobs are then too thin among the newest for a walk to find a page soon. At 100,000 and
 * 1,000,000 jobs sorting 1,500 was as fast as walking 1,000 jobs and then 10,000 (decision 0236).
 */
const SORT_TITLES_UP_TO = 1_500;

async function partRows(db: DbOrTx, part: PagePart, wanted: number): Promise<PageRow[]> {
  if (part.ordered) return walkRows(db, part.walk(wanted));
  const sort = () => rowsOf<PageRow>(db, part.sort(wanted));
  if (part.titleWords) {
    const atMost = titleMatchesAtMost(part.titleWords, await titleVocabulary(db));
    if (atMost !== null && atMost <= SORT_TITLES_UP_TO) return sort();
  }
  const found = await walkRows(db, part.walk(wanted, EXAMINE));
  if (found.length >= wanted) return found;
  if (part.byPay && (await hasWordsByPayIndex(db))) return (await payRows(db, part.byPay, wanted)) ?? sort();
  // A walk FURTHER times as long meets about FURTHER times as many: when even that falls short,
  // the part is thin at the head of its order and sorting its matches is the cheaper read.
  if (found.length * FURTHER < wanted) return sort();
  const further = await walkRows(db, part.walk(wanted, FURTHER * EXAMINE));
  return further.length >= wanted ? further : sort();
}

/**
 * A salary page's rows through the words-by-pay index (search-page.ts, PayRead), on a walk's
 * connection: how far down the pay scale the page goes, then every match to there, sorted. Null
 * when the index cannot say (fewer matches left than the page wants, or the page reaches the jobs
 * without a pay): the part is then sorted as before.
 */
async function payRows(db: DbOrTx, read: PayRead, wanted: number): Promise<PageRow[] | null> {
  const reached = await walkRows<{ pay: number | null }>(db, read.reach(wanted));
  const last = reached.at(-1)?.pay;
  if (reached.length < wanted || last === null || last === undefined) return null;
  return walkRows(db, read.upTo(last, wanted));
}

/**
 * The cards of a page's rows, in the page's order, in one statement. The rows come as arrays so
 * the statement's text never changes: it is prepared once per connection and, after a few runs,
 * PostgreSQL keeps its plan instead of planning its joins for every page (about 4 ms each).
 */
const pageCards = preparedPerDatabase((db) => {
  // Drizzle names a CTE's raw columns unqualified, so they carry names no joined table has.
  const page = db
    .$with('page', {
      id: sql<string>`page_id`.as('page_id'),
      k: sql<string>`page_k`.as('page_k'),
      t: sql<number>`page_t`.as('page_t'),
      pos: sql<number>`page_pos`.as('page_pos'),
    })
    .as(
      sql`SELECT p.id AS page_id, p.k AS page_k, p.t AS page_t, p.pos AS page_pos
          FROM unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('keys')}::text[],
                      ${sql.placeholder('tiers')}::int[]) WITH ORDINALITY AS p(id, k, t, pos)`,
    );
  return selectJobCards(db, page, { k: page.k, t: page.t })
    .innerJoin(page, eq(page.id, jobs.id))
    .orderBy(page.pos)
    .prepare('search_page_cards');
});

function readPage(db: DbOrTx, rows: PageRow[]) {
  return pageCards(db).execute({
    ids: rows.map((r) => r.id),
    keys: rows.map((r) => r.k),
    tiers: rows.map((r) => r.t),
  });
}

/** How many jobs a search finds (place words understood as the screen does), counted no further than `cap`. */
export async function countMatches(
  db: DbOrTx,
  asked: JobSearchQuery,
  ctx: SearchContext,
  cap: number,
): Promise<number> {
  const count = async (query: JobSearchQuery) => {
    const [counted] = await rowsOf<{ n: number }>(db, countQuery(query, keywordsOf(query), ctx, cap));
    return { total: Number(counted?.n ?? 0) };
  };
  return (await chooseReading(await readingsOf(db, asked), count)).counted.total;
}

/**
 * The page of a search with few matches, as a sort of them (decision 0239): its first sample then
 * holds every match, so the page is read from it in the same statement. Undefined when the cursor
 * is not one of this reading's (searchJobs then refuses it).
 */
function samplePage(
  query: JobSearchQuery,
  keywords: Keywords,
  ctx: SearchContext,
  limit: number,
): SamplePage | undefined {
  let after: SearchCursor | null;
  try {
    after = query.next_cursor ? decodeCursor(query.next_cursor, cursorMode(query, keywords)) : null;
  } catch {
    return undefined;
  }
  return {
    columns: PAGE_COLUMNS,
    rows: (matches) => matchesPageQuery(query, keywords, ctx, after, matches, limit),
  };
}

export async function searchJobs(
  db: DbOrTx,
  asked: JobSearchQuery,
  ctx: SearchContext,
  pageSize = SEARCH_PAGE_SIZE,
): Promise<JobSearchPage> {
  // The capped count first: it says whether the page walks an index or sorts its few matches,
  // and a search that matches nothing is answered without reading a page (decision 0210). It is
  // the size of the search's first sample, whose filter counts the screen asks for next (0229).
  // With few matches the same read also gives the page (decision 0239).
  const count = async (query: JobSearchQuery) => {
    const page = samplePage(query, keywordsOf(query), ctx, pageSize + 1);
    const read = await readFirstSample(db, query, ctx, page);
    return { total: sampleSize(read.rows), page: read.page };
  };
  const { reading, counted } = await chooseReading(await readingsOf(db, asked), count);
  const { query, place, understood } = reading;
  const { total } = counted;
  const keywords = keywordsOf(query);
  const mode = cursorMode(query, keywords);
  const after = query.next_cursor ? decodeCursor(query.next_cursor, mode) : null;
  let cards: Awaited<ReturnType<typeof readPage>> = [];
  let next: string | null = null;
  const rows =
    total === 0
      ? []
      : (counted.page ?? (await pageRows(db, pageParts(query, keywords, ctx, after), pageSize + 1)));
  if (rows.length) {
    cards = await readPage(db, rows.slice(0, pageSize));
    const last = cards.at(-1);
    next = rows.length > pageSize && last ? encodeCursor(cursorFor(mode, last)) : null;
  }
  const didYouMean =
    total < FEW_MATCHES && !after && keywords.positive.length ? await suggestQuery(db, query.q ?? '') : null;
  return {
    items: cards.map((r) => toJobCard(r)),
    total_count: total,
    next_cursor: next,
    place,
    understood,
    did_you_mean: didYouMean,
  };
}
