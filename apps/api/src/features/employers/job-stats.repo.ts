import type { JobStatsDay, JobTotals } from '@fitjobs/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../jobs/db-rows.ts';

/** Days are New Zealand days, like job expiry (decision 0071). */
const day = (column: string) => sql.raw(`(${column} AT TIME ZONE 'Pacific/Auckland')::date`);

/**
 * Views (job_view events), apply clicks (apply_click and external_apply_click events) and
 * applications per job, for the given jobs only (decision 0152).
 */
export async function jobTotals(db: DbOrTx, jobIds: string[]): Promise<JobTotals[]> {
  const ids = sql`ARRAY[${sql.join(
    jobIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const rows = await rowsOf<{ job_id: string; views: number; apply_clicks: number; applications: number }>(
    db,
    sql`SELECT j.id AS job_id,
        (SELECT count(*) FROM events e WHERE e.job_id = j.id AND e.event_type = 'job_view')::int AS views,
        (SELECT count(*) FROM events e WHERE e.job_id = j.id
          AND e.event_type IN ('apply_click', 'external_apply_click'))::int AS apply_clicks,
        (SELECT count(*) FROM applications a WHERE a.job_id = j.id)::int AS applications
      FROM jobs j WHERE j.id = ANY(${ids})`,
  );
  return rows;
}

/** The job's figures per NZ day that had any; the service fills the quiet days with zeros. */
export async function jobDays(db: DbOrTx, jobId: string): Promise<JobStatsDay[]> {
  return rowsOf<JobStatsDay>(
    db,
    sql`SELECT to_char(d, 'YYYY-MM-DD') AS date,
        sum(views)::int AS views, sum(apply_clicks)::int AS apply_clicks, sum(applications)::int AS applications
      FROM (
        SELECT ${day('created_at')} AS d,
          (event_type = 'job_view')::int AS views,
          (event_type IN ('apply_click', 'external_apply_click'))::int AS apply_clicks,
          0 AS applications
        FROM events WHERE job_id = ${jobId}
        UNION ALL
        SELECT ${day('created_at')}, 0, 0, 1 FROM applications WHERE job_id = ${jobId}
      ) counted
      GROUP BY d ORDER BY d`,
  );
}
