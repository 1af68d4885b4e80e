import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  type ClaimedAlert,
  claimDueAlerts,
  finishQuietAlert,
  finishSentAlert,
  releaseAlert,
} from '../features/jobs/alerts.repo.ts';
import { toSearchQuery } from '../features/jobs/saved-search-news.ts';
import { searchJobs } from '../features/jobs/search.repo.ts';
import type { Mailer } from '../lib/mailer.ts';
import { alertMail } from './alert-mail.ts';

export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  log?: { info(fields: object, message: string): void; warn(fields: object, message: string): void };
}

/** Alerts follow the day of the board's users: New Zealand time. */
export const ALERT_TIME_ZONE = 'Pacific/Auckland';
/** Daily and weekly alerts go out from this hour (NZ time) on; instant ones at any hour. */
export const MORNING_HOUR = 7;
/**
 * A run looks at jobs posted up to this long before its clock: a job whose insert is still being
 * committed as the run searches is then found by the next run instead of being skipped.
 */
export const SETTLE_MS = 15_000;
const BATCH = 200;
const JOBS_PER_MAIL = 10;

export function alertDay(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: ALERT_TIME_ZONE }).format(now);
}

function alertHour(now: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: ALERT_TIME_ZONE,
    hour: 'numeric',
    hourCycle: 'h23',
  });
  return Number(hour.format(now));
}

export interface AlertRunOptions {
  /** By hand (`npm run alerts:send`): daily and weekly alerts due today go out before the morning too. */
  anyHour?: boolean;
}

/**
 * E-mails each subscribed saved search that is due the jobs posted since its last alert: daily
 * ones once per NZ day, weekly ones once per seven days (from 07:00), instant ones within a minute
 * or two of a new job and at most once an hour. A run after a pause covers every job since the
 * last alert. Idempotent and safe beside other processes: each search is claimed before it is
 * searched (alerts.repo.ts), so a second run finds nothing due.
 */
export async function runDueAlerts(
  deps: AlertDeps,
  now: Date,
  options: AlertRunOptions = {},
): Promise<{ sent: number; checked: number }> {
  const today = alertDay(now);
  const periodic = options.anyHour === true || alertHour(now) >= MORNING_HOUR;
  const until = new Date(now.getTime() - SETTLE_MS);
  let sent = 0;
  let checked = 0;
  for (;;) {
    const claimed = await claimDueAlerts(deps.db, { today, now, periodic, limit: BATCH });
    if (!claimed || claimed.length === 0) break;
    for (const alert of claimed) {
      checked++;
      if (await sendAlert(deps, alert, now, until)) sent++;
    }
    if (claimed.length < BATCH) break;
  }
  if (checked > 0) deps.log?.info({ sent, checked, day: today }, 'saved search alerts done');
  return { sent, checked };
}

/** Searches one claimed alert's window and e-mails what it found; true when an e-mail went out. */
async function sendAlert(deps: AlertDeps, alert: ClaimedAlert, now: Date, until: Date): Promise<boolean> {
  try {
    const page = await searchJobs(
      deps.db,
      toSearchQuery(alert.searchParams),
      { now, createdAfter: alert.since, createdBefore: until },
      JOBS_PER_MAIL,
    );
    if (page.items.length === 0) {
      await finishQuietAlert(deps.db, alert, until);
      return false;
    }
    const unsubscribeUrl = `${deps.config.publicUrl}/api/v1/jobs/search.unsubscribe?token=${alert.unsubscribeToken}`;
    await deps.mailer.send(
      alertMail({
        to: alert.email,
        searchName: alert.name,
        queryString: alert.queryString,
        jobs: page.items,
        totalCount: page.total_count,
        publicUrl: deps.config.publicUrl,
        unsubscribeUrl,
      }),
    );
    await finishSentAlert(deps.db, alert.id, until, now);
    return true;
  } catch (err) {
    deps.log?.warn({ err, savedSearchId: alert.id }, 'saved search alert failed; retried on a later run');
    await releaseAlert(deps.db, alert);
    return false;
  }
}
