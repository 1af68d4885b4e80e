import type { JobSearchQuery, SearchParams } from '@fitjobs/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { claimDueAlerts, finishAlert, releaseAlert } from '../features/jobs/alerts.repo.ts';
import { searchJobs } from '../features/jobs/search.repo.ts';
import type { Mailer } from '../lib/mailer.ts';
import { alertMail } from './alert-mail.ts';

export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/** Alerts follow the day of the board's users: New Zealand time. */
export const ALERT_TIME_ZONE = 'Pacific/Auckland';
const BATCH = 200;
const JOBS_PER_MAIL = 10;

export function alertDay(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: ALERT_TIME_ZONE }).format(now);
}

/** A saved search's parameters as a search query, newest first. */
export function toSearchQuery(p: SearchParams): JobSearchQuery {
  const orUndefined = <T>(v: T | null | undefined) => v ?? undefined;
  return {
    ...p,
    country_id: orUndefined(p.country_id),
    region_id: orUndefined(p.region_id),
    city_id: orUndefined(p.city_id),
    education: orUndefined(p.education),
    experience: orUndefined(p.experience),
    schedule: orUndefined(p.schedule),
    work_format: orUndefined(p.work_format),
    salary_from: orUndefined(p.salary_from),
    max_responses: orUndefined(p.max_responses),
    sort_by: 'updated_desc',
  };
}

/**
 * E-mails each subscribed saved search the jobs posted since its last alert, at most once per
 * NZ day. A run after a missed day covers every job since the last alert. Idempotent: a second
 * run the same day finds nothing due.
 */
export async function runDailyAlerts(deps: AlertDeps, now: Date): Promise<{ sent: number; checked: number }> {
  const today = alertDay(now);
  let sent = 0;
  let checked = 0;
  for (;;) {
    const claimed = await claimDueAlerts(deps.db, today, BATCH);
    if (!claimed || claimed.length === 0) break;
    for (const alert of claimed) {
      checked++;
      try {
        const page = await searchJobs(
          deps.db,
          toSearchQuery(alert.searchParams),
          { now, createdAfter: alert.since, createdBefore: now },
          JOBS_PER_MAIL,
        );
        if (page.items.length > 0) {
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
          sent++;
        }
        await finishAlert(deps.db, alert.id, now);
      } catch (err) {
        deps.log?.warn({ err, savedSearchId: alert.id }, 'saved search alert failed; retried on a later run');
        await releaseAlert(deps.db, alert.id, alert.previousDay);
      }
    }
    if (claimed.length < BATCH) break;
  }
  deps.log?.info({ sent, checked, day: today }, 'daily alerts done');
  return { sent, checked };
}
