import type { JobHiring } from '@fitjobs/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../jobs/db-rows.ts';

/**
 * The company's jobs with at least one hire, newest hire first (decision 0175): applications,
 * hires (applications whose status is hired now) and whole days from posting to the first hire.
 */
export async function jobsWithHires(db: DbOrTx, companyId: string): Promise<JobHiring[]> {
  const rows = await rowsOf<{
    job_id: string;
    job_title: string;
    applications: number;
    hires: number;
    days_to_hire: number | null;
  }>(
    db,
    sql`SELECT j.id AS job_id, j.title AS job_title, count(a.id)::int AS applications,
        (count(a.id) FILTER (WHERE a.status = 'hired'))::int AS hires,
        floor(extract(epoch FROM (min(h.at) - j.created_at)) / 86400)::int AS days_to_hire
      FROM jobs j
      JOIN applications a ON a.job_id = j.id
      LEFT JOIN LATERAL (
        SELECT min(c.created_at) AS at FROM application_status_changes c
        WHERE c.application_id = a.id AND c.status = 'hired' AND a.status = 'hired'
      ) h ON true
      WHERE j.company_id = ${companyId}
      GROUP BY j.id
      HAVING count(a.id) FILTER (WHERE a.status = 'hired') > 0
      ORDER BY max(h.at) DESC NULLS LAST, j.id
      LIMIT 100`,
  );
  return rows.map((r) => ({
    ...r,
    days_to_hire: r.days_to_hire === null ? null : Math.max(0, r.days_to_hire),
  }));
}

/** The middle of the jobs' days to hire (the lower middle for an even count). */
export function medianDays(jobs: JobHiring[]): number | null {
  const days = jobs
    .map((j) => j.days_to_hire)
    .filter((d): d is number => d !== null)
    .sort((a, b) => a - b);
  if (days.length === 0) return null;
  return days[Math.floor((days.length - 1) / 2)] ?? null;
}
