import { z } from 'zod';
import { Cursor, CursorBody, Timestamp, Uuid } from './common.ts';
import { ApplicationStatus } from './enums.ts';
import { MAX_SCREENING_QUESTIONS, ScreeningAnswer, ScreeningAnswerInput } from './screening.ts';

/** Longest cover letter and chat message we store (a few pages of text). */
export const COVER_LETTER_MAX = 10_000;
export const MESSAGE_MAX = 5_000;

export const ApplicationInsertBody = z.object({
  id: Uuid,
  cover_letter: z.string().trim().max(COVER_LETTER_MAX).nullish(),
  /** The resume to send, one of the person's own; absent: the active one, else the newest (decision 0170). */
  resume_id: Uuid.nullish(),
  /** One answer to each of the job's screening questions (decision 0171). */
  answers: z.array(ScreeningAnswerInput).max(MAX_SCREENING_QUESTIONS).default([]),
});
export type ApplicationInsertBody = z.infer<typeof ApplicationInsertBody>;

/** Where the person applied: here, or on an external job's own site (decision 0173). */
export const AppliedOn = z.enum(['fitjobs', 'employer_site']);
export type AppliedOn = z.infer<typeof AppliedOn>;

/** What both sides see of an application. */
export const ApplicationBase = z.object({
  id: z.string(),
  job_id: z.string(),
  job_title: z.string(),
  job_company_id: z.string(),
  company_name: z.string(),
  status: ApplicationStatus,
  cover_letter: z.string().nullable(),
  /** Through FitJobs, or on the employer's own site as the seeker told us (decision 0173). */
  applied_on: AppliedOn,
  created_at: Timestamp,
});

export const StatusStep = z.object({ status: ApplicationStatus, at: Timestamp });
export type StatusStep = z.infer<typeof StatusStep>;

/** An application as its applicant sees it (spec part 1: "items with job_id"). */
export const EmployeeApplication = ApplicationBase.extend({
  /** Each status the application reached, with its date, oldest first (decision 0175). */
  status_history: z.array(StatusStep),
});
export type EmployeeApplication = z.infer<typeof EmployeeApplication>;

export const EmployeeApplicationPage = z.object({ items: z.array(EmployeeApplication), next_cursor: Cursor });
export type EmployeeApplicationPage = z.infer<typeof EmployeeApplicationPage>;

/** The spec's Application entity as an employer sees it, plus the applicant's e-mail for 'copy e-mail'. */
export const EmployerApplication = ApplicationBase.extend({
  /** Null once the applicant closed their account: the application is shown as "Closed account". */
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  user_avatar_url: z.string().nullable(),
  applicant_full_name: z.string().nullable(),
  applicant_email: z.string().nullable(),
  applicant_location: z.string().nullable(),
  /** Whole years: sum of the resume's experience entries over 365-day years, floored. */
  applicant_experience: z.number().int().nullable(),
  applicant_skills: z.array(z.string()),
  active_resume_id: z.string().nullable(),
  /** The company's private 1-5 rating and newest note (issue 18); never in an employee answer. */
  rating: z.number().int().nullable(),
  last_note: z.string().nullable(),
  /** While a status e-mail waits out its grace period: when it goes (Undo until then). */
  undo_until: Timestamp.nullable(),
  /** The answers to the job's screening questions, each with the question as it was asked. */
  answers: z.array(ScreeningAnswer),
  /**
   * The answers against the job's must-have questions as they are now (mustHaveResult); null
   * when the job has none. Only ever in the employer's answers: rankings never reach the seeker.
   */
  must_haves: z.object({ meets: z.boolean(), missed: z.number().int(), total: z.number().int() }).nullable(),
});
export type EmployerApplication = z.infer<typeof EmployerApplication>;

export const EmployerApplicationPage = z.object({ items: z.array(EmployerApplication), next_cursor: Cursor });
export type EmployerApplicationPage = z.infer<typeof EmployerApplicationPage>;

/** must_haves: the fewest must-haves missed first (meets all on top), newest first within. */
export const ApplicationSort = z.enum(['newest', 'oldest', 'status_asc', 'status_desc', 'must_haves']);
export type ApplicationSort = z.infer<typeof ApplicationSort>;

export const MustHaveFilter = z.enum(['meets', 'misses']);
export type MustHaveFilter = z.infer<typeof MustHaveFilter>;

export const EmployerApplicationsListBody = CursorBody.extend({
  company_id: Uuid,
  /** The job; absent means every job of the company. */
  id: Uuid.nullish(),
  sort: ApplicationSort.default('newest'),
  status: z.array(ApplicationStatus).max(ApplicationStatus.options.length).nullish(),
  /** 'meets': only applicants who meet every must-have; 'misses': only those who miss one or more. */
  must_haves: MustHaveFilter.nullish(),
});
export type EmployerApplicationsListBody = z.input<typeof EmployerApplicationsListBody>;

/**
 * Statuses an employer may set, in pipeline order; 'applied' is only ever the initial one and
 * 'withdrawn' the seeker's own (decision 0175).
 */
export const EmployerSettableStatus = z.enum([
  'viewed',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'rejected',
]);
export type EmployerSettableStatus = z.infer<typeof EmployerSettableStatus>;

/** Statuses the applicant is told about by e-mail, after the grace period (decisions 0150, 0175). */
export const MAILED_STATUSES = ['shortlisted', 'interview', 'offer', 'hired', 'rejected'] as const;
export type MailedStatus = (typeof MAILED_STATUSES)[number];
export const isMailedStatus = (s: string): s is MailedStatus =>
  (MAILED_STATUSES as readonly string[]).includes(s);

/** What the employer writes for the interview or offer e-mail (times, place, terms). */
export const STATUS_MESSAGE_MAX = 2_000;
export const StatusMessage = z
  .string()
  .trim()
  .max(STATUS_MESSAGE_MAX, `At most ${STATUS_MESSAGE_MAX} characters`);

export const ApplicationUpdateBody = z.object({
  id: Uuid,
  status: EmployerSettableStatus,
  /** Only the interview and offer e-mails carry it; ignored for other statuses. */
  message: StatusMessage.nullish(),
});
export type ApplicationUpdateBody = z.infer<typeof ApplicationUpdateBody>;

export const ApplicationMessage = z.object({
  id: z.string(),
  author_id: z.string().nullable(),
  author_name: z.string().nullable(),
  /** True when the applicant wrote it; the UI's 'Job seeker' / 'Employer' fallback label needs it. */
  is_applicant: z.boolean(),
  message: z.string(),
  created_at: Timestamp,
});
export type ApplicationMessage = z.infer<typeof ApplicationMessage>;

export const ApplicationMessagePage = z.object({ items: z.array(ApplicationMessage), next_cursor: Cursor });
export type ApplicationMessagePage = z.infer<typeof ApplicationMessagePage>;

export const MessagesListBody = CursorBody.extend({ id: Uuid });
export type MessagesListBody = z.infer<typeof MessagesListBody>;

export const MessageInsertBody = z.object({
  id: Uuid,
  text: z.string().trim().min(1, 'Message cannot be blank').max(MESSAGE_MAX),
});
export type MessageInsertBody = z.infer<typeof MessageInsertBody>;
