import { type JobItem, type JobSearchPage, type JobSearchQuery, SEARCH_COUNT_CAP } from '@fitjobs/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { type CursorMode, decodeCursor, encodeCursor, type SearchCursor } from './cursor.ts';
import { rowsOf } from './db-rows.ts';
import { selectJobItems, toJobItem } from './job-item.ts';
import { countQuery, cursorMode, pageQuery, type SearchContext } from './search-query.ts';

/**
 * The one entry point of job search. Everything engine-specific (PostgreSQL full-text search,
 * keyset SQL) sits behind it, so a dedicated engine could replace it without touching callers.
 */
export const SEARCH_PAGE_SIZE = 20;

export type { SearchContext } from './search-query.ts';

function cursorFor(mode: CursorMode, row: { id: string; k: string | number }): SearchCursor {
  if (mode === 'updated' || mode === 'saved') return { m: mode, k: String(row.k), id: row.id };
  return { m: mode, k: Number(row.k), id: row.id };
}

/** Job items by id, in the order of `ids`. */
async function itemsInOrder(db: DbOrTx, ids: string[]): Promise<JobItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectJobItems(db).where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toJobItem(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function searchJobs(
  db: DbOrTx,
  query: JobSearchQuery,
  ctx: SearchContext,
  pageSize = SEARCH_PAGE_SIZE,
): Promise<JobSearchPage> {
  const mode = cursorMode(query);
  const after = query.next_cursor ? decodeCursor(query.next_cursor, mode) : null;
  const [rows, counted] = await Promise.all([
    rowsOf<{ id: string; k: string | number }>(db, pageQuery(query, ctx, after, pageSize + 1)),
    rowsOf<{ n: number }>(db, countQuery(query, ctx, SEARCH_COUNT_CAP)),
  ]);
  const pageRows = rows.slice(0, pageSize);
  const last = pageRows.at(-1);
  const next = rows.length > pageSize && last ? encodeCursor(cursorFor(mode, last)) : null;
  return {
    items: await itemsInOrder(
      db,
      pageRows.map((r) => r.id),
    ),
    total_count: Number(counted[0]?.n ?? 0),
    next_cursor: next,
  };
}
