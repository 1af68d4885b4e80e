import type {
  AdminCompanyRow,
  AdminJobRow,
  AdminUserItem,
  AdminUserReport,
  CompanyRole,
  JobStatus,
  Role,
} from '@fitjobs/contract';
import { jobStatus } from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../jobs/db-rows.ts';
import type { KeysetCursor } from './admin-cursor.ts';

/**
 * The admin lists of users, companies and jobs (decision 0189): newest first, keyset-paged on
 * (created_at, id), searched with ILIKE (the admin types part of an e-mail, name or title).
 */

/** `%text%` with the LIKE wildcards in the text taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const and = (parts: SQL[]) => (parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``);
const flag = (column: SQL, wanted: boolean | undefined) =>
  wanted === undefined ? [] : [wanted ? sql`${column} IS NOT NULL` : sql`${column} IS NULL`];
const before = (after: KeysetCursor | null) =>
  after
    ? [sql`(x.created_at, x.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`]
    : [];

/** Reports against a person: of the jobs of their companies, and of the reviews they wrote. */
const userReportCount = sql`(
  (SELECT count(*) FROM job_reports r JOIN jobs j ON j.id = r.job_id
     JOIN company_members m ON m.company_id = j.company_id WHERE m.user_id = u.id)
  + (SELECT count(*) FROM review_reports rr JOIN reviews v ON v.id = rr.review_id WHERE v.user_id = u.id))::int`;

interface UserRow {
  id: string;
  email: string;
  full_name: string | null;
  role: Role;
  created_at: Date;
  closed_at: Date | null;
  suspended_at: Date | null;
  suspension_reason: string | null;
  company_count: number;
  report_count: number;
}

const toUser = (r: UserRow): AdminUserItem => ({
  ...r,
  created_at: new Date(r.created_at).toISOString(),
  closed_at: iso(r.closed_at),
  suspended_at: iso(r.suspended_at),
});

const usersSelect = sql`SELECT u.id, u.email, u.full_name, u.role, u.created_at, u.closed_at, u.suspended_at,
    u.suspension_reason,
    (SELECT count(*) FROM company_members m WHERE m.user_id = u.id)::int AS company_count,
    ${userReportCount} AS report_count
  FROM users u`;

export interface UserFilters {
  query?: string;
  role?: Role;
  closed?: boolean;
  suspended?: boolean;
  reported?: boolean;
}

export async function listUsers(db: DbOrTx, f: UserFilters, after: KeysetCursor | null, limit: number) {
  const where: SQL[] = [
    ...(f.query ? [sql`(x.email ILIKE ${contains(f.query)} OR x.full_name ILIKE ${contains(f.query)})`] : []),
    ...(f.role ? [sql`x.role = ${f.role}`] : []),
    ...flag(sql`x.closed_at`, f.closed),
    ...flag(sql`x.suspended_at`, f.suspended),
    ...(f.reported === undefined ? [] : [f.reported ? sql`x.report_count > 0` : sql`x.report_count = 0`]),
    ...before(after),
  ];
  const rows = await rowsOf<UserRow>(
    db,
    sql`SELECT * FROM (${usersSelect}) x ${and(where)} ORDER BY x.created_at DESC, x.id DESC LIMIT ${limit}`,
  );
  return rows.map(toUser);
}

export async function findUserItem(db: DbOrTx, id: string): Promise<AdminUserItem | null> {
  const [row] = await rowsOf<UserRow>(db, sql`${usersSelect} WHERE u.id = ${id}::uuid`);
  return row ? toUser(row) : null;
}

export async function userCompanies(db: DbOrTx, userId: string) {
  const rows = await rowsOf<{ id: string; name: string; role: CompanyRole; suspended_at: Date | null }>(
    db,
    sql`SELECT c.id, c.name, m.role, c.suspended_at FROM company_members m JOIN companies c ON c.id = m.company_id
        WHERE m.user_id = ${userId}::uuid ORDER BY m.created_at`,
  );
  return rows.map((r) => ({ ...r, suspended_at: iso(r.suspended_at) }));
}

/** The latest reports against the person, newest first. */
export async function userReports(db: DbOrTx, userId: string, limit: number) {
  const rows = await rowsOf<Omit<z.infer<typeof AdminUserReport>, 'created_at'> & { created_at: Date }>(
    db,
    sql`SELECT * FROM (
          SELECT 'job' AS kind, j.id AS object_id, j.title, j.company_name, r.reason::text AS reason, r.comment, r.created_at
            FROM job_reports r JOIN jobs j ON j.id = r.job_id
            JOIN company_members m ON m.company_id = j.company_id WHERE m.user_id = ${userId}::uuid
          UNION ALL
          SELECT 'review', v.id, coalesce(v.title, left(v.body, 80)), c.name, rr.reason, NULL, rr.created_at
            FROM review_reports rr JOIN reviews v ON v.id = rr.review_id JOIN companies c ON c.id = v.company_id
            WHERE v.user_id = ${userId}::uuid) x
        ORDER BY x.created_at DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}

interface CompanyRow extends Omit<AdminCompanyRow, 'created_at' | 'suspended_at'> {
  created_at: Date;
  suspended_at: Date | null;
}

export async function listCompanies(
  db: DbOrTx,
  f: { query?: string; suspended?: boolean; reported?: boolean },
  after: KeysetCursor | null,
  limit: number,
): Promise<AdminCompanyRow[]> {
  const where: SQL[] = [
    ...(f.query ? [sql`x.name ILIKE ${contains(f.query)}`] : []),
    ...flag(sql`x.suspended_at`, f.suspended),
    ...(f.reported === undefined ? [] : [f.reported ? sql`x.report_count > 0` : sql`x.report_count = 0`]),
    ...before(after),
  ];
  const rows = await rowsOf<CompanyRow>(
    db,
    sql`SELECT * FROM (
          SELECT c.id, c.name, c.created_at, c.accredited, c.verified, c.suspended_at, c.suspension_reason,
            (SELECT count(*) FROM company_members m WHERE m.company_id = c.id)::int AS member_count,
            (SELECT count(*) FROM jobs j WHERE j.company_id = c.id)::int AS job_count,
            (SELECT count(*) FROM job_reports r JOIN jobs j ON j.id = r.job_id WHERE j.company_id = c.id)::int
              AS report_count
          FROM companies c) x
        ${and(where)} ORDER BY x.created_at DESC, x.id DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    suspended_at: iso(r.suspended_at),
  }));
}

/** The display status as SQL over the jobs row `x`, in the spec's order (draft, test, archived, expired). */
function statusIs(status: JobStatus, now: Date): SQL {
  const expired = sql`(x.expires_at IS NOT NULL AND x.expires_at < ${now.toISOString()}::timestamptz)`;
  switch (status) {
    case 'draft':
      return sql`x.is_draft`;
    case 'test':
      return sql`(NOT x.is_draft AND x.is_test)`;
    case 'archived':
      return sql`(NOT x.is_draft AND NOT x.is_test AND x.archived_at IS NOT NULL)`;
    case 'expired':
      return sql`(NOT x.is_draft AND NOT x.is_test AND x.archived_at IS NULL AND ${expired})`;
    case 'active':
      return sql`(NOT x.is_draft AND NOT x.is_test AND x.archived_at IS NULL AND NOT ${expired})`;
  }
}

interface JobRow {
  id: string;
  title: string;
  company_id: string;
  company_name: string;
  company_suspended: boolean;
  is_draft: boolean;
  is_test: boolean;
  archived_at: Date | null;
  expires_at: Date | null;
  created_at: Date;
  report_count: number;
  taken_down_at: Date | null;
  takedown_reason: string | null;
}

export async function listJobs(
  db: DbOrTx,
  f: { query?: string; status?: JobStatus; reported?: boolean; taken_down?: boolean },
  after: KeysetCursor | null,
  limit: number,
  now: Date,
): Promise<AdminJobRow[]> {
  const where: SQL[] = [
    ...(f.query
      ? [sql`(x.title ILIKE ${contains(f.query)} OR x.company_name ILIKE ${contains(f.query)})`]
      : []),
    ...(f.status ? [statusIs(f.status, now)] : []),
    ...flag(sql`x.taken_down_at`, f.taken_down),
    ...(f.reported === undefined ? [] : [f.reported ? sql`x.report_count > 0` : sql`x.report_count = 0`]),
    ...before(after),
  ];
  const rows = await rowsOf<JobRow>(
    db,
    sql`SELECT * FROM (
          SELECT j.id, j.title, j.company_id, j.company_name, c.suspended_at IS NOT NULL AS company_suspended,
            j.is_draft, j.is_test, j.archived_at, j.expires_at, j.created_at, j.taken_down_at, j.takedown_reason,
            (SELECT count(*) FROM job_reports r WHERE r.job_id = j.id)::int AS report_count
          FROM jobs j JOIN companies c ON c.id = j.company_id) x
        ${and(where)} ORDER BY x.created_at DESC, x.id DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    company_id: r.company_id,
    company_name: r.company_name,
    company_suspended: r.company_suspended,
    status: jobStatus(
      {
        is_draft: r.is_draft,
        is_test: r.is_test,
        archived_at: iso(r.archived_at),
        expires_at: iso(r.expires_at),
      },
      now,
    ),
    created_at: new Date(r.created_at).toISOString(),
    report_count: r.report_count,
    taken_down_at: iso(r.taken_down_at),
    takedown_reason: r.takedown_reason,
  }));
}
