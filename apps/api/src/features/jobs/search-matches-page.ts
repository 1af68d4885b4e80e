import type { JobSearchQuery } from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { SearchCursor } from './cursor.ts';
import { pageParts, pageQuery, rankTiers, updatedKey } from './search-page.ts';
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
      ? sql`WHERE x.t > ${after.t}::int
          OR (x.t = ${after.t}::int AND (x.updated_at, x.id) < (${after.k}::timestamptz, ${after.id}::uuid))`
      : sql``;
  return sql`SELECT x.id, x.t, ${updatedKey(sql`x.updated_at`)} AS k
    FROM (SELECT s.id, s.updated_at, CASE ${tier} END AS t FROM ${matches} s) x ${seek}
    ORDER BY x.t, x.updated_at DESC, x.id DESC LIMIT ${limit}`;
}
