import type { JobSearchQuery } from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { SearchCursor } from './cursor.ts';
import { olderThan, pageParts, pageQuery, rankTiers, updatedKey } from './search-page.ts';
import { cursorMode, type Keywords, type SearchContext } from './search-query.ts';

/**
 * A page of a search's matches at hand (`matches`, with PAGE_COLUMNS: its first sample when that
 * holds every match, decision 0239), in one sort. Under relevance, each match's tier is worked out
 * once: rankTiers' conditions exclude each other, so the first that holds is its only one. A sort
 * per tier cost PostgreSQL about 0.4 ms more to plan, paid by every search whose sample holds the
 * cap and so never makes this page (decision 0241).
 */
export function matchesPageQuery(
  q: JobSearchQuery,
  k: Keywords,
  ctx: SearchContext,
  after: SearchCursor | null,
  matches: SQL,
  limit: number,
): SQL {
  const tiers = cursorMode(q, k) === 'rank' ? rankTiers(k) : [];
  if (!tiers.length) return pageQuery(pageParts(q, k, ctx, after, matches), 'sort', limit);
  const tier = sql.join(
    tiers.map(({ condition }, t) => sql`WHEN ${condition} THEN ${sql.raw(String(t))}`),
    sql` `,
  );
  const seek =
    after?.m === 'rank'
      ? sql`WHERE s.t > ${after.t}::int OR (s.t = ${after.t}::int AND ${olderThan(after)})`
      : sql``;
  return sql`SELECT s.id, s.t, ${updatedKey(sql`s.updated_at`)} AS k
    FROM (SELECT s.id, s.updated_at, CASE ${tier} END AS t FROM ${matches} s) s ${seek}
    ORDER BY s.t, s.updated_at DESC, s.id DESC LIMIT ${limit}`;
}
