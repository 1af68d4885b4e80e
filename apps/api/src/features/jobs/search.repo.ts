import { type JobSearchPage, type JobSearchQuery, SEARCH_COUNT_CAP } from '@fitjobs/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { type CursorMode, decodeCursor, encodeCursor, type SearchCursor } from './cursor.ts';
import { rowsOf } from './db-rows.ts';
import { selectJobCards, toJobCard } from './job-item.ts';
import {
  countQuery,
  cursorMode,
  type Keywords,
  keywordsOf,
  pageQuery,
  pageRead,
  type SearchContext,
} from './search-query.ts';
import { readingsOf, type SearchReading } from './search-reading.repo.ts';
import { suggestQuery } from './search-suggest.repo.ts';

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
 * The reading of the search that finds jobs (search-reading.repo.ts), with its capped count: the
 * first that matches anything, else the literal one. One count for most searches; two only when
 * words read as filters found nothing.
 */
export async function chooseReading(
  db: DbOrTx,
  readings: SearchReading[],
  ctx: SearchContext,
  cap = SEARCH_COUNT_CAP,
): Promise<{ reading: SearchReading; keywords: Keywords; total: number }> {
  let chosen: { reading: SearchReading; keywords: Keywords; total: number } | null = null;
  for (const reading of readings) {
    const keywords = keywordsOf(reading.query);
    const [counted] = await rowsOf<{ n: number }>(db, countQuery(reading.query, keywords, ctx, cap));
    chosen = { reading, keywords, total: Number(counted?.n ?? 0) };
    if (chosen.total > 0) break;
  }
  if (!chosen) throw new Error('a search has at least one reading');
  return chosen;
}

/** The cards of a page's (id, k, t) rows, in the page's order, in one statement. */
function readPage(db: DbOrTx, ids: SQL) {
  // Drizzle names a CTE's raw columns unqualified, so they carry names no joined table has.
  const page = db
    .$with('page', {
      id: sql<string>`page_id`.as('page_id'),
      k: sql<string>`page_k`.as('page_k'),
      t: sql<number>`page_t`.as('page_t'),
      pos: sql<number>`page_pos`.as('page_pos'),
    })
    .as(
      sql`SELECT p.id AS page_id, p.k AS page_k, p.t AS page_t, row_number() OVER () AS page_pos
          FROM (${ids}) p`,
    );
  return selectJobCards(db, page, { k: page.k, t: page.t })
    .innerJoin(page, eq(page.id, jobs.id))
    .orderBy(page.pos);
}

/** How many jobs a search finds (place words understood as the screen does), counted no further than `cap`. */
export async function countMatches(
  db: DbOrTx,
  asked: JobSearchQuery,
  ctx: SearchContext,
  cap: number,
): Promise<number> {
  return (await chooseReading(db, await readingsOf(db, asked), ctx, cap)).total;
}

export async function searchJobs(
  db: DbOrTx,
  asked: JobSearchQuery,
  ctx: SearchContext,
  pageSize = SEARCH_PAGE_SIZE,
): Promise<JobSearchPage> {
  // The capped count first: it says whether the page walks an index or sorts its few matches,
  // and a search that matches nothing is answered without reading a page (decision 0210).
  const { reading, keywords, total } = await chooseReading(db, await readingsOf(db, asked), ctx);
  const { query, place, understood } = reading;
  const mode = cursorMode(query, keywords);
  const after = query.next_cursor ? decodeCursor(query.next_cursor, mode) : null;
  let pageRows: Awaited<ReturnType<typeof readPage>> = [];
  let next: string | null = null;
  if (total > 0) {
    const rows = await readPage(db, pageQuery(query, keywords, ctx, after, pageSize + 1, pageRead(total)));
    pageRows = rows.slice(0, pageSize);
    const last = pageRows.at(-1);
    next = rows.length > pageSize && last ? encodeCursor(cursorFor(mode, last)) : null;
  }
  const didYouMean =
    total < FEW_MATCHES && !after && keywords.positive.length ? await suggestQuery(db, query.q ?? '') : null;
  return {
    items: pageRows.map((r) => toJobCard(r)),
    total_count: total,
    next_cursor: next,
    place,
    understood,
    did_you_mean: didYouMean,
  };
}
