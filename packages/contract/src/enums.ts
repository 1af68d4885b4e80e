import { z } from 'zod';
import { CURRENCIES, EDUCATIONS, EXPERIENCES, PAY_TYPES, SCHEDULES, WORK_FORMATS } from './enum-values.ts';

export const WorkFormat = z.enum(WORK_FORMATS);
export const Experience = z.enum(EXPERIENCES);
export const Schedule = z.enum(SCHEDULES);
/** The employer job form offers every schedule, Part time too (the spec's list omits it; decision 0172). */
export const JobFormSchedules = Schedule.options;
export const Education = z.enum(EDUCATIONS);
export const EmployeeCount = z.enum([
  'under_10',
  'from_10_to_49',
  'from_50_to_99',
  'from_100_to_249',
  'from_250_to_499',
  'from_500_to_999',
  'over_1000',
]);
/**
 * The hiring pipeline in order (decision 0175): the employer moves an application forward or back;
 * withdrawn is the seeker's own step. The order is the database enum's: status sorts follow it.
 */
export const ApplicationStatus = z.enum([
  'applied',
  'viewed',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
]);
export const JobStatus = z.enum(['active', 'archived', 'expired', 'draft', 'test']);
export const Currency = z.enum(CURRENCIES);
export const PayType = z.enum(PAY_TYPES);
export const Role = z.enum(['employee', 'employer', 'admin']);
/** Roles a person may choose when signing in; admins are made by ADMIN_EMAILS only. */
export const SignInRole = z.enum(['employee', 'employer']);
export const CompanyRole = z.enum(['admin', 'member']);
export const UploadCategory = z.enum(['avatar', 'company_logo', 'company_banner']);
export const ImageContentType = z.enum(['png', 'jpeg', 'webp']);
/**
 * Who finds the active resume in resume search (docs/decisions/0120): searchable with contact
 * details, limited (contact details only for companies the person applied to), or hidden.
 */
export const ResumeVisibility = z.enum(['searchable', 'limited', 'hidden']);
/** How an employer read a resume: opened it, or downloaded its PDF. */
export const ResumeViewKind = z.enum(['view', 'pdf']);
export const JobReportReason = z.enum(['scam', 'discriminatory', 'misleading', 'other']);

export type WorkFormat = z.infer<typeof WorkFormat>;
export type Experience = z.infer<typeof Experience>;
export type Schedule = z.infer<typeof Schedule>;
export type Education = z.infer<typeof Education>;
export type EmployeeCount = z.infer<typeof EmployeeCount>;
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;
export type JobStatus = z.infer<typeof JobStatus>;
export type Currency = z.infer<typeof Currency>;
export type PayType = z.infer<typeof PayType>;
export type Role = z.infer<typeof Role>;
export type SignInRole = z.infer<typeof SignInRole>;
export type CompanyRole = z.infer<typeof CompanyRole>;
export type UploadCategory = z.infer<typeof UploadCategory>;
export type ImageContentType = z.infer<typeof ImageContentType>;
export type ResumeVisibility = z.infer<typeof ResumeVisibility>;
export type ResumeViewKind = z.infer<typeof ResumeViewKind>;
export type JobReportReason = z.infer<typeof JobReportReason>;
