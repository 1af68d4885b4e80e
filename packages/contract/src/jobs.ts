import { z } from 'zod';
import { Timestamp } from './common.ts';
import { Currency, Education, Experience, PayType, Schedule, WorkFormat } from './enums.ts';
import { PublicScreeningQuestion, ScreeningQuestionShape } from './screening.ts';

export const JobDescription = z.object({
  summary: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  qualifications: z.array(z.string()),
  working_conditions: z.array(z.string()),
  skills: z.array(z.string()),
  tools_and_technologies: z.array(z.string()),
  benefits: z.array(z.string()),
});
export type JobDescription = z.infer<typeof JobDescription>;

/** A job as every reader sees it (spec part 1 "Job" plus the fields part 2 loads for editing). */
export const JobItem = z.object({
  id: z.string(),
  title: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  company_logo_url: z.string().nullable(),
  verified_company: z.boolean(),
  is_agency: z.boolean(),
  description: JobDescription,
  schedule: Schedule.nullable(),
  work_format: WorkFormat.nullable(),
  experience: Experience.nullable(),
  education: Education.nullable(),
  /** Dollars and cents; null on the public ad when salary_hidden (decision 0172). */
  salary_from: z.number().nullable(),
  salary_to: z.number().nullable(),
  currency: Currency,
  /** Whether salary_from/salary_to are a year's salary or an hourly rate. */
  pay_type: PayType,
  /** Shown after the figure ('+ super'); null when none or when the figure is hidden. */
  pay_note: z.string().nullable(),
  /** The ad reads 'Salary not shown'; the figure still counts in the salary filter and sorts. */
  salary_hidden: z.boolean(),
  address_id: z.string().nullable(),
  country_id: z.number().nullable(),
  region_id: z.number().nullable(),
  city_id: z.number().nullable(),
  country_name: z.string().nullable(),
  region_name: z.string().nullable(),
  city_name: z.string().nullable(),
  street: z.string().nullable(),
  building: z.string().nullable(),
  postal_code: z.string().nullable(),
  industry_id: z.number().nullable(),
  specialization_id: z.number().nullable(),
  disability_friendly: z.boolean(),
  visa_sponsorship: z.boolean(),
  external_id: z.string().nullable(),
  expires_at: Timestamp.nullable(),
  is_draft: z.boolean(),
  is_test: z.boolean(),
  archived_at: Timestamp.nullable(),
  /** The job a Repost of this one made (decision 0178); it then offers no second Repost. */
  reposted_as_id: z.string().nullable(),
  /** Archived by an admin (decision 0189): it offers no Repost or Duplicate. */
  taken_down: z.boolean(),
  /** The admin's reason; only its company's members and admins read it, null for everyone else. */
  takedown_reason: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  response_count: z.number().int(),
  /** The screening questions the apply dialog asks, without their accepted answers. */
  questions: z.array(PublicScreeningQuestion),
});
export type JobItem = z.infer<typeof JobItem>;

/**
 * A job as a card shows it: everything but the description. Search answers carry cards
 * (decision 0102: a page of 20 was about 49 KB with descriptions); jobs.get keeps the whole job.
 */
export const JobCard = JobItem.omit({ description: true, questions: true });
export type JobCard = z.infer<typeof JobCard>;

export { jobStatus } from './display.ts';

/** A job as its company's members load it for editing: the questions with their accepted answers. */
export const EmployerJobItem = JobItem.extend({ questions: z.array(ScreeningQuestionShape) });
export type EmployerJobItem = z.infer<typeof EmployerJobItem>;
