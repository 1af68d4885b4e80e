import { RESUME_COUNT_CAP, type ResumeSortBy } from '@fitjobs/contract';
import { and, desc, eq, exists, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applications, cities, countries, jobs, regions, resumes } from '../../db/schema/index.ts';
import type { KeysetCursor } from './cursor.ts';
import { companiesOfMember } from './resume-views.repo.ts';
import { createdKey } from './resumes.repo.ts';

export interface ResumeSearchFilters {
  q: string | undefined;
  exclude: string[];
  countryId: number | undefined;
  regionId: number | undefined;
  cityId: number | undefined;
  eligibleToWorkInNz: boolean | undefined;
  /** Only people who can work in this country now (decision 0174). */
  canWorkIn: 'nz' | 'au' | undefined;
  sortBy: ResumeSortBy;
  /** The employer searching (null for an admin): whether opening a Limited resume shows contact details depends on it. */
  employerId: string | null;
}

/**
 * Whether the person can work in the country today (decision 0174): a citizen or resident, or a
 * visa whose last day has not passed. A resume with no answer for New Zealand keeps its earlier
 * eligible_to_work_in_nz; one with none for Australia does not match.
 */
function canWorkIn(country: 'nz' | 'au'): SQL {
  const right = sql`${resumes.workRights} -> ${country}`;
  const stated = sql`jsonb_typeof(${right}) = 'object'`;
  const can = sql`(${right} ->> 'status' = 'citizen_or_resident' OR (${right} ->> 'status' = 'visa'
    AND coalesce((${right} ->> 'visa_expires_on')::date, 'infinity'::date) >= current_date))`;
  const earlier = country === 'nz' ? sql`${resumes.eligibleToWorkInNz}` : sql`false`;
  return sql`(CASE WHEN ${stated} THEN ${can} ELSE ${earlier} END)`;
}

/**
 * Full-text search over active resumes that are not Hidden (the searchable pool; docs/decisions/0061
 * and 0120). The whole
 * query lives here so that a dedicated engine can replace it without touching the routes.
 */
export async function searchResumes(
  db: DbOrTx,
  filters: ResumeSearchFilters,
  after: KeysetCursor | null,
  limit: number,
) {
  const tsquery = filters.q ? sql`websearch_to_tsquery('fts', ${filters.q})` : null;
  const where: SQL[] = [eq(resumes.isActive, true), ne(resumes.visibility, 'hidden')];
  if (tsquery) where.push(sql`${resumes.searchVector} @@ ${tsquery}`);
  // A term that is only a stop word makes an empty tsquery, which matches nothing: no exclusion.
  for (const term of filters.exclude) {
    where.push(sql`NOT (${resumes.searchVector} @@ plainto_tsquery('fts', ${term}))`);
  }
  if (filters.countryId) where.push(eq(resumes.countryId, filters.countryId));
  if (filters.regionId) where.push(eq(resumes.regionId, filters.regionId));
  if (filters.cityId) where.push(eq(resumes.cityId, filters.cityId));
  // The filters are toggles: on means "only those who can work there"; off means everyone.
  if (filters.eligibleToWorkInNz || filters.canWorkIn === 'nz') where.push(canWorkIn('nz'));
  if (filters.canWorkIn === 'au') where.push(canWorkIn('au'));
  // Nobody who blocked one of the employer's companies is found by it (decision 0176).
  if (filters.employerId) {
    where.push(sql`NOT EXISTS (SELECT 1 FROM company_blocks b WHERE b.user_id = ${resumes.userId}
      AND b.company_id IN (SELECT m.company_id FROM company_members m WHERE m.user_id = ${filters.employerId}))`);
  }

  const byRank = filters.sortBy === 'relevance' && tsquery !== null;
  const rank = tsquery ? sql<number>`ts_rank_cd(${resumes.searchVector}, ${tsquery})` : sql<number>`0`;
  // float4 text is the shortest exact form, so the cursor compares equal to the row's own rank.
  const sortKey = byRank ? sql<string>`(${rank})::text` : createdKey;
  const page = [...where];
  if (after) {
    page.push(
      byRank
        ? sql`(${rank}, ${resumes.id}) < (${after.key}::real, ${after.id}::uuid)`
        : sql`(${resumes.createdAt}, ${resumes.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`,
    );
  }

  // Whether opening the resume will show contact details: Searchable ones to everyone, Limited ones
  // only where the person applied. The details themselves are never selected here (decision 0187).
  const applied = filters.employerId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(
            and(
              eq(applications.userId, resumes.userId),
              inArray(jobs.companyId, companiesOfMember(db, filters.employerId)),
            ),
          ),
      )
    : sql`false`;
  const contactShown = sql<boolean>`(${resumes.visibility} = 'searchable' OR ${applied})`;

  const rows = await db
    .select({
      id: resumes.id,
      userId: resumes.userId,
      fullName: resumes.fullName,
      experience: resumes.experience,
      skills: resumes.skills,
      eligibleToWorkInNz: resumes.eligibleToWorkInNz,
      workRights: resumes.workRights,
      contactShown,
      createdAt: resumes.createdAt,
      updatedAt: resumes.updatedAt,
      countryName: countries.name,
      regionName: regions.name,
      cityName: cities.name,
      sortKey,
    })
    .from(resumes)
    .leftJoin(countries, eq(countries.id, resumes.countryId))
    .leftJoin(regions, eq(regions.id, resumes.regionId))
    .leftJoin(cities, eq(cities.id, resumes.cityId))
    .where(and(...page))
    .orderBy(...(byRank ? [desc(rank)] : [desc(resumes.createdAt)]), desc(resumes.id))
    .limit(limit);

  // Counting stops at the cap so that a common word stays cheap on a large pool.
  const matches = db
    .select({ one: sql`1` })
    .from(resumes)
    .where(and(...where))
    .limit(RESUME_COUNT_CAP)
    .as('matches');
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return { rows, totalCount: count?.n ?? 0 };
}
export type ResumeSearchRow = Awaited<ReturnType<typeof searchResumes>>['rows'][number];
