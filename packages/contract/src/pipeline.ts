import { z } from 'zod';
import { MESSAGE_MAX } from './applications.ts';
import { Timestamp, Uuid } from './common.ts';
import { CompanyRole } from './enums.ts';
import { BULK_MAX } from './hiring.ts';

// ---------- Message templates (decision 0177) ----------

/** The fields a template may name; each is filled per applicant when it is used. */
export const TEMPLATE_FIELDS = ['first_name', 'job_title', 'company_name'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATES_PER_COMPANY = 50;

/** Fills {first_name}, {job_title} and {company_name}; any other braces stay as typed. */
export function fillTemplate(body: string, values: Record<TemplateField, string>): string {
  return body.replace(/\{(first_name|job_title|company_name)\}/g, (_, key: TemplateField) => values[key]);
}

export const MessageTemplate = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  updated_at: Timestamp,
});
export type MessageTemplate = z.infer<typeof MessageTemplate>;

const TemplateFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(TEMPLATE_NAME_MAX, `At most ${TEMPLATE_NAME_MAX} characters`),
  body: z.string().trim().min(1, 'Text is required').max(MESSAGE_MAX, `At most ${MESSAGE_MAX} characters`),
};
export const TemplateInsertBody = z.object({ company_id: Uuid, ...TemplateFields });
export type TemplateInsertBody = z.infer<typeof TemplateInsertBody>;
export const TemplateUpdateBody = z.object({ company_id: Uuid, id: Uuid, ...TemplateFields });
export type TemplateUpdateBody = z.infer<typeof TemplateUpdateBody>;
export const TemplateDeleteBody = z.object({ company_id: Uuid, id: Uuid });
export type TemplateDeleteBody = z.infer<typeof TemplateDeleteBody>;

/** One chat message to each selected applicant, its fields filled for each. */
export const BulkMessageBody = z.object({
  company_id: Uuid,
  ids: z
    .array(Uuid)
    .min(1, 'Select at least one applicant')
    .max(BULK_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each applicant once'),
  text: z.string().trim().min(1, 'Message cannot be blank').max(MESSAGE_MAX),
});
export type BulkMessageBody = z.infer<typeof BulkMessageBody>;

/** What a bulk message did: sent once to each applicant who can still be reached. */
export const BulkMessageResult = z.object({
  sent: z.number().int(),
  /** Applicants who closed their account or withdrew: nothing was sent to them. */
  skipped: z.number().int(),
});
export type BulkMessageResult = z.infer<typeof BulkMessageResult>;

// ---------- Invitations to apply (decision 0176) ----------

export const JOB_INVITATIONS_PER_COMPANY_DAY = 25;
export const INVITATION_MESSAGE_MAX = 1_000;

export const JobInvitationInsertBody = z.object({
  company_id: Uuid,
  job_id: Uuid,
  /** The resume found in resume search or opened: its owner is invited, never shown by address. */
  resume_id: Uuid,
  message: z
    .string()
    .trim()
    .min(1, 'Write a short message')
    .max(INVITATION_MESSAGE_MAX, `At most ${INVITATION_MESSAGE_MAX} characters`),
});
export type JobInvitationInsertBody = z.infer<typeof JobInvitationInsertBody>;

/** What the employer gets back: no name, address or phone of the candidate. */
export const SentJobInvitation = z.object({
  id: z.string(),
  job_id: z.string(),
  job_title: z.string(),
  created_at: Timestamp,
  /** Invitations the company may still send in the current 24 hours. */
  remaining_today: z.number().int(),
});
export type SentJobInvitation = z.infer<typeof SentJobInvitation>;

/** An invitation as the candidate sees it. */
export const ReceivedJobInvitation = z.object({
  id: z.string(),
  job_id: z.string(),
  job_title: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  message: z.string(),
  created_at: Timestamp,
  declined: z.boolean(),
  /** The job still takes applications. */
  job_open: z.boolean(),
  applied: z.boolean(),
});
export type ReceivedJobInvitation = z.infer<typeof ReceivedJobInvitation>;

export const BlockedCompany = z.object({
  company_id: z.string(),
  company_name: z.string(),
  created_at: Timestamp,
});
export type BlockedCompany = z.infer<typeof BlockedCompany>;

export const BlockCompanyBody = z.object({ company_id: Uuid });
export type BlockCompanyBody = z.infer<typeof BlockCompanyBody>;

// ---------- Team roles (decision 0179) ----------

export const MemberRoleUpdateBody = z.object({ company_id: Uuid, user_id: Uuid, role: CompanyRole });
export type MemberRoleUpdateBody = z.infer<typeof MemberRoleUpdateBody>;

// ---------- Hires and time to hire (decision 0175) ----------

export const JobHiring = z.object({
  job_id: z.string(),
  job_title: z.string(),
  applications: z.number().int(),
  hires: z.number().int(),
  /** Whole days from posting the job to its first hire; null before any hire. */
  days_to_hire: z.number().int().nullable(),
});
export type JobHiring = z.infer<typeof JobHiring>;

export const HiringSummary = z.object({
  hires: z.number().int(),
  /** Median of the jobs' days to hire; null before any hire. */
  median_days_to_hire: z.number().int().nullable(),
  jobs: z.array(JobHiring),
});
export type HiringSummary = z.infer<typeof HiringSummary>;
