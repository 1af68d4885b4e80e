import { type BoardStats, type JobItem, SIMILAR_JOBS_LIMIT } from '@fitjobs/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { rowsOf } from './db-rows.ts';
import { selectJobItems, toJobItem } from './job-item.ts';

/**
 * Listed and open to applications now: not a draft or test job, not archived, not expired, and
 * not of a suspended company (decision 0189).
 */
const live = (now: Date) =>
  sql`NOT jobs.is_draft AND NOT jobs.is_test AND jobs.archived_at IS NULL
    AND (jobs.expires_at IS NULL OR jobs.expires_at > ${now.toISOString()}::timestamptz)
    AND NOT EXISTS (SELECT 1 FROM companies sc WHERE sc.id = jobs.company_id AND sc.suspended_at IS NOT NULL)`;

interface Origin {
  id: string;
  specialization_id: number | null;
  industry_id: number | null;
  country_id: number | null;
  region_id: number | null;
  city_id: number | null;
}

/**
 * Up to six live jobs like job `id`: its specialisation first, in the same city, then region,
 * then country; then, to fill the list, others of its industry in the same country. Never the job
 * itself, never unlisted jobs, nor what the viewer hid; nothing for a draft or test job. Each tier is a short walk of
 * jobs_listed_specialization (or the location index), newest first, cut at six.
 */
export async function similarJobs(
  db: DbOrTx,
  id: string,
  ctx: { now: Date; viewerId: string | null },
): Promise<JobItem[]> {
  const [origin] = await rowsOf<Origin>(
    db,
    sql`SELECT id, specialization_id, industry_id, country_id, region_id, city_id FROM jobs
      WHERE id = ${id}::uuid AND NOT is_draft AND NOT is_test`,
  );
  if (!origin) return [];
  const base = [live(ctx.now), sql`jobs.id <> ${origin.id}::uuid`];
  if (ctx.viewerId) {
    base.push(
      sql`NOT EXISTS (SELECT 1 FROM hidden_jobs h WHERE h.user_id = ${ctx.viewerId}::uuid AND h.job_id = jobs.id)`,
    );
    base.push(
      sql`jobs.company_id NOT IN (SELECT company_id FROM hidden_companies WHERE user_id = ${ctx.viewerId}::uuid)`,
    );
  }
  const tiers: SQL[][] = [];
  const spec = origin.specialization_id;
  if (spec !== null) {
    if (origin.city_id !== null)
      tiers.push([sql`jobs.specialization_id = ${spec}`, sql`jobs.city_id = ${origin.city_id}`]);
    if (origin.region_id !== null) {
      tiers.push([sql`jobs.specialization_id = ${spec}`, sql`jobs.region_id = ${origin.region_id}`]);
    }
    tiers.push(
      origin.country_id !== null
        ? [sql`jobs.specialization_id = ${spec}`, sql`jobs.country_id = ${origin.country_id}`]
        : [sql`jobs.specialization_id = ${spec}`],
    );
  }
  if (origin.industry_id !== null && origin.country_id !== null) {
    tiers.push([sql`jobs.industry_id = ${origin.industry_id}`, sql`jobs.country_id = ${origin.country_id}`]);
  }
  if (tiers.length === 0) return [];
  const parts = tiers.map(
    (where, tier) => sql`(SELECT jobs.id, ${tier}::int AS tier, jobs.created_at FROM jobs
      WHERE ${sql.join([...base, ...where], sql` AND `)}
      ORDER BY jobs.created_at DESC LIMIT ${SIMILAR_JOBS_LIMIT})`,
  );
  const picked = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM (${sql.join(parts, sql` UNION ALL `)}) candidates
      GROUP BY id ORDER BY min(tier), max(created_at) DESC LIMIT ${SIMILAR_JOBS_LIMIT}`,
  );
  if (picked.length === 0) return [];
  const ids = picked.map((r) => r.id);
  const rows = await selectJobItems(db).where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toJobItem(r)]));
  return ids.flatMap((jobId) => byId.get(jobId) ?? []);
}

/** How many classifications the home page lists. */
export const HOME_INDUSTRIES = 8;

/**
 * Live jobs on the board and the classifications (top-level industries) with the most of them,
 * in one pass over the live jobs.
 */
export async function boardStats(db: DbOrTx, now: Date): Promise<BoardStats> {
  const rows = await rowsOf<{ id: number | null; name: string | null; n: number }>(
    db,
    sql`SELECT c.industry_id AS id, i.name, c.n FROM (
        SELECT jobs.industry_id, count(*)::int AS n FROM jobs WHERE ${live(now)} GROUP BY jobs.industry_id
      ) c LEFT JOIN industries i ON i.id = c.industry_id
      ORDER BY c.n DESC, i.name`,
  );
  const industries = rows
    .flatMap((r) =>
      r.id !== null && r.name !== null ? [{ id: r.id, name: r.name, count: Number(r.n) }] : [],
    )
    .slice(0, HOME_INDUSTRIES);
  return { live_jobs: rows.reduce((n, r) => n + Number(r.n), 0), industries };
}
