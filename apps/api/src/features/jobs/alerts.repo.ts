import type { AlertFrequency, SearchParams } from '@fitjobs/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SCHEDULE_LOCK } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/index.ts';
import { rowsOf } from './db-rows.ts';

/** An instant alert waits this long after its last e-mail. */
export const INSTANT_GAP_MS = 60 * 60 * 1000;

export interface ClaimedAlert {
  id: string;
  name: string;
  frequency: AlertFrequency;
  searchParams: SearchParams;
  queryString: string;
  unsubscribeToken: string;
  email: string;
  /** Start of the window: jobs posted since the last alert (or since the search was saved). */
  since: Date;
  /** The stamps before this claim, restored when nothing goes out or sending fails. */
  previousDay: string | null;
  previousSentAt: Date | null;
}

export interface ClaimOptions {
  /** Today in New Zealand (YYYY-MM-DD): daily and weekly alerts are stamped with it. */
  today: string;
  now: Date;
  /** Daily and weekly alerts wait for the morning run; instant ones go out at any hour. */
  periodic: boolean;
  limit: number;
}

/**
 * Claims up to `limit` subscribed searches that are due, under the schedule advisory lock and row
 * locks, by stamping them: daily ones not yet stamped today, weekly ones not stamped in the last
 * seven days, instant ones whose last e-mail is an hour old and that have a job newer than their
 * window (a cheap walk of jobs_listed_updated, so quiet minutes search nothing). Two processes
 * never claim the same search for the same period (decision 0043, 0140). Returns null when another
 * process holds the lock.
 */
export async function claimDueAlerts(db: Db, o: ClaimOptions): Promise<ClaimedAlert[] | null> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ ok: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${SCHEDULE_LOCK}) AS ok`,
    );
    if (!lock?.ok) return null;
    const now = o.now.toISOString();
    const instantAfter = new Date(o.now.getTime() - INSTANT_GAP_MS).toISOString();
    const rows = await rowsOf<{
      id: string;
      name: string;
      frequency: AlertFrequency;
      search_params: SearchParams;
      query_string: string;
      unsubscribe_token: string;
      email: string;
      since: string | Date;
      previous_day: string | null;
      previous_sent_at: string | Date | null;
    }>(
      tx,
      sql`WITH due AS (
          SELECT s.id, coalesce(s.last_alerted_at, s.created_at) AS since, s.last_alerted_on::text AS previous_day,
            s.last_sent_at AS previous_sent_at, u.email
          FROM saved_searches s JOIN users u ON u.id = s.user_id
          WHERE s.notify_by_email AND u.closed_at IS NULL AND (
            (${o.periodic} AND s.frequency = 'daily'
              AND (s.last_alerted_on IS NULL OR s.last_alerted_on < ${o.today}::date))
            OR (${o.periodic} AND s.frequency = 'weekly'
              AND (s.last_alerted_on IS NULL OR s.last_alerted_on <= ${o.today}::date - 7))
            OR (s.frequency = 'instant'
              AND (s.last_sent_at IS NULL OR s.last_sent_at <= ${instantAfter}::timestamptz)
              AND EXISTS (SELECT 1 FROM jobs j WHERE NOT j.is_draft AND NOT j.is_test
                AND j.updated_at >= coalesce(s.last_alerted_at, s.created_at)))
          )
          ORDER BY s.id LIMIT ${o.limit}
          FOR UPDATE OF s SKIP LOCKED
        )
        UPDATE saved_searches s SET last_alerted_on = ${o.today}::date,
          last_sent_at = CASE WHEN s.frequency = 'instant' THEN ${now}::timestamptz ELSE s.last_sent_at END
        FROM due WHERE s.id = due.id
        RETURNING s.id, s.name, s.frequency, s.search_params, s.query_string, s.unsubscribe_token, due.email,
          due.since, due.previous_day, due.previous_sent_at`,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      frequency: r.frequency,
      searchParams: r.search_params,
      queryString: r.query_string,
      unsubscribeToken: r.unsubscribe_token,
      email: r.email,
      since: new Date(r.since),
      previousDay: r.previous_day,
      previousSentAt: r.previous_sent_at === null ? null : new Date(r.previous_sent_at),
    }));
  });
}

/** The alert went out: the next window starts at `until`, and the hour of an instant alert at `sentAt`. */
export async function finishSentAlert(db: Db, id: string, until: Date, sentAt: Date): Promise<void> {
  await db
    .update(savedSearches)
    .set({ lastAlertedAt: until, lastSentAt: sentAt })
    .where(eq(savedSearches.id, id));
}

/**
 * Nothing matched: the window still moves on to `until`. A daily or weekly alert keeps its stamp
 * (its period is done); an instant one gets its stamps back, so the next new job goes out at once.
 */
export async function finishQuietAlert(db: Db, alert: ClaimedAlert, until: Date): Promise<void> {
  const instant = alert.frequency === 'instant';
  await db
    .update(savedSearches)
    .set({
      lastAlertedAt: until,
      ...(instant ? { lastAlertedOn: alert.previousDay, lastSentAt: alert.previousSentAt } : {}),
    })
    .where(eq(savedSearches.id, alert.id));
}

/** Sending failed: give the stamps back so a later run tries again (the window did not move). */
export async function releaseAlert(db: Db, alert: ClaimedAlert): Promise<void> {
  await db
    .update(savedSearches)
    .set({ lastAlertedOn: alert.previousDay, lastSentAt: alert.previousSentAt })
    .where(eq(savedSearches.id, alert.id));
}
