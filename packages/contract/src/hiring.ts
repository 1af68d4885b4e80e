import { z } from 'zod';
import { EmployerApplication, EmployerSettableStatus, StatusMessage } from './applications.ts';
import { Email } from './auth.ts';
import { Timestamp, Uuid } from './common.ts';
import { CompanyRole } from './enums.ts';

// ---------- Status changes with a grace period, in bulk (issue 18) ----------

/** One page of applicants at most: what "select all on the page" can pick. */
export const BULK_MAX = 100;
const Ids = z
  .array(Uuid)
  .min(1, 'Select at least one applicant')
  .max(BULK_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'Each applicant once');

export const ApplicationsBulkUpdateBody = z.object({
  company_id: Uuid,
  ids: Ids,
  status: EmployerSettableStatus,
  message: StatusMessage.nullish(),
});
export type ApplicationsBulkUpdateBody = z.infer<typeof ApplicationsBulkUpdateBody>;

/** Undo puts back the status each application had before its unsent change. */
export const ApplicationsUndoBody = z.object({ company_id: Uuid, ids: Ids });
export type ApplicationsUndoBody = z.infer<typeof ApplicationsUndoBody>;

export const EmployerApplicationList = z.object({ items: z.array(EmployerApplication) });

// ---------- Private notes and ratings ----------

export const NOTE_MAX = 2_000;

export const ApplicationNote = z.object({
  id: z.string(),
  author_name: z.string().nullable(),
  body: z.string(),
  created_at: Timestamp,
});
export type ApplicationNote = z.infer<typeof ApplicationNote>;

export const NoteInsertBody = z.object({
  id: Uuid,
  body: z.string().trim().min(1, 'Note cannot be blank').max(NOTE_MAX, `At most ${NOTE_MAX} characters`),
});
export type NoteInsertBody = z.infer<typeof NoteInsertBody>;

/** null clears the rating. */
export const RatingUpdateBody = z.object({ id: Uuid, rating: z.number().int().min(1).max(5).nullable() });
export type RatingUpdateBody = z.infer<typeof RatingUpdateBody>;

/** A job of the company: export, duplicate, repost and stats all name one. */
export const CompanyJobBody = z.object({ company_id: Uuid, id: Uuid });
export type CompanyJobBody = z.infer<typeof CompanyJobBody>;

// ---------- How each job is doing ----------

export const JobStatsDay = z.object({
  /** A New Zealand calendar day, YYYY-MM-DD. */
  date: z.string(),
  views: z.number().int(),
  apply_clicks: z.number().int(),
  applications: z.number().int(),
});
export type JobStatsDay = z.infer<typeof JobStatsDay>;

export const JobTotals = z.object({
  job_id: z.string(),
  views: z.number().int(),
  apply_clicks: z.number().int(),
  applications: z.number().int(),
});
export type JobTotals = z.infer<typeof JobTotals>;

export const JobStats = JobTotals.extend({ days: z.array(JobStatsDay) });
export type JobStats = z.infer<typeof JobStats>;

export const JobTotalsBody = z.object({ company_id: Uuid, ids: z.array(Uuid).min(1).max(BULK_MAX) });
export type JobTotalsBody = z.infer<typeof JobTotalsBody>;

// ---------- The company's team ----------

export const CompanyMember = z.object({
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  role: CompanyRole,
  created_at: Timestamp,
});
export type CompanyMember = z.infer<typeof CompanyMember>;

/**
 * A live invitation, by the address the company typed and never the person's name (decision
 * 0188): pending, or declined by the person (it then stays until it expires).
 */
export const CompanyInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: CompanyRole,
  status: z.enum(['pending', 'declined']),
  created_at: Timestamp,
  /** After this the invitation is gone and the address may be invited again. */
  expires_at: Timestamp,
});
export type CompanyInvitation = z.infer<typeof CompanyInvitation>;

export const CompanyTeam = z.object({
  members: z.array(CompanyMember),
  invitations: z.array(CompanyInvitation),
});
export type CompanyTeam = z.infer<typeof CompanyTeam>;

/** A team invitation waiting in the invited person's account (decision 0188). */
export const ReceivedTeamInvitation = z.object({
  id: Uuid,
  company_id: Uuid,
  company_name: z.string(),
  role: CompanyRole,
  created_at: Timestamp,
  expires_at: Timestamp,
});
export type ReceivedTeamInvitation = z.infer<typeof ReceivedTeamInvitation>;

export const CompanyBody = z.object({ company_id: Uuid });
export type CompanyBody = z.infer<typeof CompanyBody>;

export const InvitationInsertBody = z.object({ company_id: Uuid, email: Email, role: CompanyRole });
export type InvitationInsertBody = z.infer<typeof InvitationInsertBody>;
export type InvitationInsertInput = z.input<typeof InvitationInsertBody>;

export const InvitationDeleteBody = z.object({ company_id: Uuid, id: Uuid });
export type InvitationDeleteBody = z.infer<typeof InvitationDeleteBody>;

/** Removing a member; a member's own user_id means leaving. */
export const MemberDeleteBody = z.object({ company_id: Uuid, user_id: Uuid });
export type MemberDeleteBody = z.infer<typeof MemberDeleteBody>;
