import type { SearchParams } from '@fitjobs/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SCHEDULE_LOCK } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { rowsOf } from './db-rows.ts';

export interface ClaimedAlert {
  id: string;
  name: string;
  searchParams: SearchParams;
  queryString: string;
  unsubscribeToken: string;
  email: string;
  /** Start of the window: jobs posted since the last alert (or since the search was saved). */
  since: Date;
  /** The day stamped before this claim, restored when sending fails. */
  previousDay: string | null;
}

/**
 * Claims up to `limit` subscribed searches not yet alerted for `today` by stamping the day on them,
 * under the schedule advisory lock, so two instances never claim the same search. Returns nothing
 * when another instance holds the lock.
 */
export async function claimDueAlerts(db: Db, today: string, limit: number): Promise<ClaimedAlert[] | null> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ ok: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${SCHEDULE_LOCK}) AS ok`,
    );
    if (!lock?.ok) return null;
    const rows = await rowsOf<{
      id: string;
      name: string;
      search_params: SearchParams;
      query_string: string;
      unsubscribe_token: string;
      email: string;
      since: string | Date;
      previous_day: string | null;
    }>(
      tx,
      sql`WITH due AS (
          SELECT s.id, s.last_alerted_at AS since, s.last_alerted_on::text AS previous_day, u.email
          FROM saved_searches s JOIN users u ON u.id = s.user_id
          WHERE s.notify_by_email AND u.closed_at IS NULL
            AND (s.last_alerted_on IS NULL OR s.last_alerted_on < ${today}::date)
          ORDER BY s.id LIMIT ${limit}
          FOR UPDATE OF s
        )
        UPDATE saved_searches s SET last_alerted_on = ${today}::date
        FROM due WHERE s.id = due.id
        RETURNING s.id, s.name, s.search_params, s.query_string, s.unsubscribe_token, due.email,
          coalesce(due.since, s.created_at) AS since, due.previous_day`,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      searchParams: r.search_params,
      queryString: r.query_string,
      unsubscribeToken: r.unsubscribe_token,
      email: r.email,
      since: new Date(r.since),
      previousDay: r.previous_day,
    }));
  });
}

/** The alert went out (or nothing matched): the next window starts at `until`. */
export async function finishAlert(db: Db, id: string, until: Date): Promise<void> {
  await db.update(savedSearches).set({ lastAlertedAt: until }).where(eq(savedSearches.id, id));
}

/** Sending failed: give the day back so a later run (the same day) tries again. */
export async function releaseAlert(db: Db, id: string, previousDay: string | null): Promise<void> {
  await db.update(savedSearches).set({ lastAlertedOn: previousDay }).where(eq(savedSearches.id, id));
}
