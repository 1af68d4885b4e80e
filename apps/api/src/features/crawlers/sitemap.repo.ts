import { and, asc, count, gt, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { companies, jobSearch } from '../../db/schema/index.ts';

/** A slice of the id space: ids from `from` (inclusive) up to `to` (exclusive; null: to the end). */
export interface IdRange {
  from: string;
  to: string | null;
}

/** One URL's row: the id, and when the object last changed (the sitemap's lastmod). */
export interface SitemapRow {
  id: string;
  updatedAt: Date;
}

/**
 * A job a crawler should find: what the search lists, the rows of job_search (no draft, test or
 * archived job; decision 0100) that have not expired since the last scheduled expiry.
 */
export const listedJobs = (now: Date): SQL =>
  or(isNull(jobSearch.expiresAt), gt(jobSearch.expiresAt, now)) as SQL;

export async function countListedJobs(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobSearch).where(listedJobs(now));
  return row?.n ?? 0;
}

export async function countCompanies(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies);
  return row?.n ?? 0;
}

const inRange = (id: PgColumn, range: IdRange, after: string | null) =>
  and(gte(id, range.from), range.to ? lt(id, range.to) : undefined, after ? gt(id, after) : undefined);

/** The next `limit` listed jobs of a range after `after`, by id: a keyset walk of the primary key. */
export function listedJobsPage(
  db: DbOrTx,
  now: Date,
  range: IdRange,
  after: string | null,
  limit: number,
): Promise<SitemapRow[]> {
  return db
    .select({ id: jobSearch.id, updatedAt: jobSearch.updatedAt })
    .from(jobSearch)
    .where(and(listedJobs(now), inRange(jobSearch.id, range, after)))
    .orderBy(asc(jobSearch.id))
    .limit(limit);
}

/** The next `limit` companies of a range after `after`, by id. */
export function companiesPage(
  db: DbOrTx,
  range: IdRange,
  after: string | null,
  limit: number,
): Promise<SitemapRow[]> {
  return db
    .select({ id: companies.id, updatedAt: companies.updatedAt })
    .from(companies)
    .where(inRange(companies.id, range, after))
    .orderBy(asc(companies.id))
    .limit(limit);
}
