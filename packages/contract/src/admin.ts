import { z } from 'zod';
import { Cursor, Timestamp, Uuid } from './common.ts';
import { CompanyRole, JobStatus, Role } from './enums.ts';

/**
 * The admin area as trust and safety (issue 24, docs/decisions/0189): lists of users, companies
 * and jobs, one user's page, suspensions and takedowns with a reason, and the audit log.
 */

/** Everything an admin does that the audit log records. */
export const AdminAction = z.enum([
  'company.insert',
  'company.update',
  'company.flags.update',
  'company.suspend',
  'company.restore',
  'review.delete',
  'review.reports.dismiss',
  'job.insert',
  'job.update',
  'job.takedown',
  'job.reports.dismiss',
  'user.suspend',
  'user.restore',
]);
export type AdminAction = z.infer<typeof AdminAction>;

export const AdminTargetType = z.enum(['user', 'company', 'job', 'review']);
export type AdminTargetType = z.infer<typeof AdminTargetType>;

/** A takedown, suspension or restore says why: the person affected reads it in an e-mail. */
export const AdminReason = z
  .string()
  .trim()
  .min(1, 'Please give a reason')
  .max(1000, 'Please keep the reason under 1000 characters');

/** POST admins/jobs.archive, users.suspend, users.restore, companies.suspend, companies.restore. */
export const AdminReasonBody = z.object({ id: Uuid, reason: AdminReason });
export type AdminReasonBody = z.input<typeof AdminReasonBody>;

const CursorField = z.string().max(500).nullish();
/** Rows a page holds: 50 unless asked for fewer or more (up to 100). */
export const ADMIN_PAGE_SIZE = 50;
const Limit = z.number().int().min(1).max(100).optional();
const SearchText = z.string().trim().max(200).optional();

/** One line of the audit log. */
export const AdminActionItem = z.object({
  id: Uuid,
  admin_id: Uuid,
  admin_email: z.string(),
  action: AdminAction,
  target_type: AdminTargetType,
  target_id: Uuid,
  reason: z.string().nullable(),
  created_at: Timestamp,
});
export type AdminActionItem = z.infer<typeof AdminActionItem>;

/** POST admins/actions.list: newest first, keyset-paged. */
export const AdminActionsListBody = z.object({ limit: Limit, next_cursor: CursorField });
export type AdminActionsListBody = z.input<typeof AdminActionsListBody>;

/** POST admins/users.list: search by e-mail or name, with filters. */
export const AdminUsersListBody = z.object({
  query: SearchText,
  role: Role.optional(),
  closed: z.boolean().optional(),
  suspended: z.boolean().optional(),
  reported: z.boolean().optional(),
  limit: Limit,
  next_cursor: CursorField,
});
export type AdminUsersListBody = z.input<typeof AdminUsersListBody>;

export const AdminUserItem = z.object({
  id: Uuid,
  email: z.string(),
  full_name: z.string().nullable(),
  role: Role,
  created_at: Timestamp,
  closed_at: Timestamp.nullable(),
  suspended_at: Timestamp.nullable(),
  suspension_reason: z.string().nullable(),
  company_count: z.number().int(),
  report_count: z.number().int(),
});
export type AdminUserItem = z.infer<typeof AdminUserItem>;

/** POST admins/companies.list: search by name, with filters. */
export const AdminCompaniesListBody = z.object({
  query: SearchText,
  suspended: z.boolean().optional(),
  reported: z.boolean().optional(),
  limit: Limit,
  next_cursor: CursorField,
});
export type AdminCompaniesListBody = z.input<typeof AdminCompaniesListBody>;

export const AdminCompanyRow = z.object({
  id: Uuid,
  name: z.string(),
  created_at: Timestamp,
  accredited: z.boolean(),
  verified: z.boolean(),
  suspended_at: Timestamp.nullable(),
  suspension_reason: z.string().nullable(),
  member_count: z.number().int(),
  job_count: z.number().int(),
  report_count: z.number().int(),
});
export type AdminCompanyRow = z.infer<typeof AdminCompanyRow>;

/** POST admins/jobs.list: search by title or company, with filters. */
export const AdminJobsListBody = z.object({
  query: SearchText,
  status: JobStatus.optional(),
  reported: z.boolean().optional(),
  taken_down: z.boolean().optional(),
  limit: Limit,
  next_cursor: CursorField,
});
export type AdminJobsListBody = z.input<typeof AdminJobsListBody>;

export const AdminJobRow = z.object({
  id: Uuid,
  title: z.string(),
  company_id: Uuid,
  company_name: z.string(),
  company_suspended: z.boolean(),
  status: JobStatus,
  created_at: Timestamp,
  report_count: z.number().int(),
  taken_down_at: Timestamp.nullable(),
  takedown_reason: z.string().nullable(),
});
export type AdminJobRow = z.infer<typeof AdminJobRow>;

export const adminPage = <T extends z.ZodType>(row: T) =>
  z.object({ items: z.array(row), next_cursor: Cursor });

/** A report against a user: of a job of one of their companies, or of a review they wrote. */
export const AdminUserReport = z.object({
  kind: z.enum(['job', 'review']),
  object_id: Uuid,
  title: z.string(),
  company_name: z.string(),
  reason: z.string(),
  comment: z.string().nullable(),
  created_at: Timestamp,
});

/** POST admins/users.get: one user's page. */
export const AdminUserDetail = AdminUserItem.extend({
  companies: z.array(
    z.object({
      id: Uuid,
      name: z.string(),
      role: CompanyRole,
      suspended_at: Timestamp.nullable(),
    }),
  ),
  reports: z.array(AdminUserReport),
  actions: z.array(AdminActionItem),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;
