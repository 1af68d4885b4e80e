import { z } from 'zod';
import { CursorBody, Money, RefId, Uuid } from './common.ts';
import {
  CompanyRole,
  Currency,
  Education,
  EmployeeCount,
  Experience,
  PayType,
  Schedule,
  WorkFormat,
} from './enums.ts';
import { ScreeningQuestions } from './screening.ts';

/** The longest pay note ('+ super', '+ KiwiSaver', '+ tips'). */
export const PAY_NOTE_MAX = 40;

// ---------- Companies (employer and admin) ----------

/** A company of the signed-in employer, with their company role (spec part 2, "Company"). */
export const EmployerCompany = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  description: z.string().nullable(),
  is_agency: z.boolean(),
  role: CompanyRole,
  logo_url: z.string().nullable(),
  industry_name: z.string().nullable(),
  employee_count: EmployeeCount.nullable(),
  city_name: z.string().nullable(),
  region_name: z.string().nullable(),
  country_name: z.string().nullable(),
  accredited: z.boolean(),
  verified: z.boolean(),
});
export type EmployerCompany = z.infer<typeof EmployerCompany>;

const required = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, `At most ${max} characters`);

/** The create-company form of the dashboard and of the admin area (same rules as the company form). */
export const NewCompanyBody = z.object({
  name: required('Name is required', 200),
  tagline: required('Tagline is required', 300),
  description: required('Description is required', 20_000),
  is_agency: z.boolean().default(false),
});
export type NewCompanyBody = z.infer<typeof NewCompanyBody>;
export type NewCompanyInput = z.input<typeof NewCompanyBody>;

export const CreatedId = z.object({ id: z.string() });
export type CreatedId = z.infer<typeof CreatedId>;

/** Admin company search: from 3 characters (shorter queries answer no items). */
export const AdminCompanySearchBody = z.object({ query: z.string().max(200) });
export const COMPANY_SEARCH_MIN_CHARS = 3;
export const AdminCompanyItem = z.object({
  id: z.string(),
  name: z.string(),
  accredited: z.boolean(),
  verified: z.boolean(),
});
export type AdminCompanyItem = z.infer<typeof AdminCompanyItem>;

/** Moderation flags only admins may set. */
export const CompanyFlagsBody = z.object({
  id: Uuid,
  accredited: z.boolean().optional(),
  verified: z.boolean().optional(),
});
export type CompanyFlagsBody = z.infer<typeof CompanyFlagsBody>;

// ---------- Jobs (write side) ----------

export const MAX_EXPIRY_DAYS = 30;
const ListEntries = z.array(z.string().max(1000)).max(50).default([]);

export const JobDescriptionInput = z.object({
  summary: z.string().max(50_000).default(''),
  responsibilities: ListEntries,
  requirements: ListEntries,
  qualifications: ListEntries,
  working_conditions: ListEntries,
  skills: ListEntries,
  tools_and_technologies: ListEntries,
  benefits: ListEntries,
});
export type JobDescriptionInput = z.infer<typeof JobDescriptionInput>;

const optionalText = (max: number) => z.string().max(max).nullish();

/** Basic Details step fields. Shape only: the publishing rules are in jobProblems(). */
export const JobBasicsShape = z.object({
  title: z.string().max(200).default(''),
  /** Dollars and cents: an hourly rate may have cents, an annual salary is whole (decision 0172). */
  salary_from: Money.nullish(),
  salary_to: Money.nullish(),
  currency: Currency.default('nzd'),
  pay_type: PayType.default('annual'),
  /** Shown after the figure: '+ super', '+ KiwiSaver', '+ tips' (decision 0172). */
  pay_note: z.string().trim().max(PAY_NOTE_MAX, `Up to ${PAY_NOTE_MAX} characters`).nullish(),
  /** Keep the figure off the ad; it still counts in the salary filter and sorts (decision 0172). */
  salary_hidden: z.boolean().default(false),
  country_id: RefId.nullish(),
  region_id: RefId.nullish(),
  city_id: RefId.nullish(),
  street: optionalText(200),
  building: optionalText(100),
  postal_code: optionalText(20),
  industry_id: RefId.nullish(),
  specialization_id: RefId.nullish(),
  education: Education.nullish(),
  experience: Experience.nullish(),
  schedule: Schedule.nullish(),
  work_format: WorkFormat.nullish(),
  disability_friendly: z.boolean().default(false),
  visa_sponsorship: z.boolean().default(false),
  external_id: optionalText(2000),
  /** A calendar day, YYYY-MM-DD; the job expires at the end of it. */
  expires_at: z.iso.date().nullish(),
});
export type JobBasicsInput = z.input<typeof JobBasicsShape>;

/** jobs.insert / jobs.update (employer and admin): job fields plus company_id, is_draft and, to update, id. */
export const JobWriteBody = JobBasicsShape.extend({
  company_id: Uuid,
  is_draft: z.boolean(),
  description: JobDescriptionInput.default(JobDescriptionInput.parse({})),
  /** Screening questions (decision 0171); absent keeps none on insert and leaves them as they are on update. */
  questions: ScreeningQuestions.optional(),
});
export type JobWriteBody = z.infer<typeof JobWriteBody>;
export const JobUpdateBody = JobWriteBody.extend({ id: Uuid });
export type JobUpdateBody = z.infer<typeof JobUpdateBody>;

export const EmployerJobsListBody = CursorBody.extend({ company_id: Uuid });
export const JobArchiveBody = z.object({ company_id: Uuid, id: Uuid });

// ---------- Publishing rules (shared by the wizard and the server, so messages match) ----------

export const JOB_MESSAGES = {
  title: 'Job title is required',
  salary: 'Salary To must be greater than Salary From',
  wholeDollars: 'An annual salary is in whole dollars',
  externalId: 'External ID must be a valid URL',
  expiryPast: 'Expiration date must be today or later',
  expiryFar: 'Expiration date must be within 30 days',
  summary: 'Job summary is required',
  responsibilities: 'Add at least one responsibility',
} as const;

/** Today's calendar day on the board (New Zealand time), as YYYY-MM-DD. */
export function boardToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(now);
}

/** A YYYY-MM-DD day plus n days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export interface JobProblem {
  path: string;
  message: string;
}

type BasicsRuleInput = Pick<
  JobBasicsInput,
  'title' | 'salary_from' | 'salary_to' | 'pay_type' | 'external_id' | 'expires_at'
>;

/** The Basic Details rules (spec part 2, "Job basics"). `today` is boardToday(now). */
export function basicsProblems(job: BasicsRuleInput, today: string): JobProblem[] {
  const problems: JobProblem[] = [];
  if (!job.title?.trim()) problems.push({ path: 'title', message: JOB_MESSAGES.title });
  // Cents are for hourly rates (NZ's minimum wage has them); a year's salary is whole dollars.
  if ((job.pay_type ?? 'annual') === 'annual') {
    for (const path of ['salary_from', 'salary_to'] as const) {
      const n = job[path];
      if (n != null && !Number.isInteger(n)) problems.push({ path, message: JOB_MESSAGES.wholeDollars });
    }
  }
  if (job.salary_from != null && job.salary_to != null && job.salary_to < job.salary_from) {
    problems.push({ path: 'salary_to', message: JOB_MESSAGES.salary });
  }
  if (job.external_id?.trim() && !isHttpUrl(job.external_id.trim())) {
    problems.push({ path: 'external_id', message: JOB_MESSAGES.externalId });
  }
  if (job.expires_at) {
    if (job.expires_at < today) problems.push({ path: 'expires_at', message: JOB_MESSAGES.expiryPast });
    else if (job.expires_at > addDays(today, MAX_EXPIRY_DAYS)) {
      problems.push({ path: 'expires_at', message: JOB_MESSAGES.expiryFar });
    }
  }
  return problems;
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');

/** The Job Description rules (spec part 2, "Job description"). */
export function descriptionProblems(
  d: Pick<JobDescriptionInput, 'summary' | 'responsibilities'>,
): JobProblem[] {
  const problems: JobProblem[] = [];
  if (!stripTags(d.summary ?? '').trim()) problems.push({ path: 'summary', message: JOB_MESSAGES.summary });
  if (!(d.responsibilities ?? []).some((r) => r.trim())) {
    problems.push({ path: 'responsibilities', message: JOB_MESSAGES.responsibilities });
  }
  return problems;
}

/** Every rule a job must meet to be published (is_draft false). Drafts are checked for shape only. */
export function jobProblems(job: JobWriteBody, today: string): JobProblem[] {
  return [...basicsProblems(job, today), ...descriptionProblems(job.description)];
}

/** Zod form schemas for the wizard steps, carrying the same rules and messages as the server. */
export const jobBasicsForm = (today: string) =>
  JobBasicsShape.superRefine((value, ctx) => {
    for (const p of basicsProblems(value, today))
      ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
export const jobDescriptionForm = JobDescriptionInput.superRefine((value, ctx) => {
  for (const p of descriptionProblems(value))
    ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
});

/** The instant a job expiring on `day` stops being active: the end of that day in New Zealand time. */
export function endOfBoardDay(day: string): Date {
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'Pacific/Auckland', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value;
  // 'GMT+13:00'; 'GMT' alone is zero; before 1868 New Zealand kept local mean time, 'GMT+11:39:04',
  // whose seconds an ISO date-time offset cannot carry, so the offset is applied as a number.
  const [, sign = '+', hours = '0', minutes = '0', seconds = '0'] =
    /([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(zone ?? '') ?? [];
  const offsetMs =
    (sign === '-' ? -1 : 1) * (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000;
  return new Date(Date.parse(`${day}T23:59:59.999Z`) - offsetMs);
}
