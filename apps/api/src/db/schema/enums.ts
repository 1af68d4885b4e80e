import {
  AlertFrequency,
  ApplicationStatus,
  CompanyRole,
  Currency,
  Education,
  EmployeeCount,
  EmploymentStatus,
  Experience,
  JobReportReason,
  PayType,
  ResumeViewKind,
  ResumeVisibility,
  Role,
  Schedule,
  UploadCategory,
  WorkFormat,
} from '@fitjobs/contract';
import { customType, pgEnum } from 'drizzle-orm/pg-core';

/** zod 4 types `.options` as an array; Drizzle wants the non-empty tuple it really is. */
const values = <T extends string>(e: { options: readonly T[] }) => e.options as unknown as [T, ...T[]];

// Database enums are built from the contract's zod enums so the two never drift.
export const roleEnum = pgEnum('role', values(Role));
export const companyRoleEnum = pgEnum('company_role', values(CompanyRole));
export const workFormatEnum = pgEnum('work_format', values(WorkFormat));
export const experienceEnum = pgEnum('experience', values(Experience));
export const scheduleEnum = pgEnum('schedule', values(Schedule));
export const educationEnum = pgEnum('education', values(Education));
export const employeeCountEnum = pgEnum('employee_count', values(EmployeeCount));
export const currencyEnum = pgEnum('currency', values(Currency));
export const payTypeEnum = pgEnum('pay_type', values(PayType));
export const applicationStatusEnum = pgEnum('application_status', values(ApplicationStatus));
export const uploadCategoryEnum = pgEnum('upload_category', values(UploadCategory));
export const resumeVisibilityEnum = pgEnum('resume_visibility', values(ResumeVisibility));
export const resumeViewKindEnum = pgEnum('resume_view_kind', values(ResumeViewKind));
export const jobReportReasonEnum = pgEnum('job_report_reason', values(JobReportReason));
export const alertFrequencyEnum = pgEnum('alert_frequency', values(AlertFrequency));

/** PostgreSQL full-text vector; always a generated column, never written by the app. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const employmentStatusEnum = pgEnum('employment_status', values(EmploymentStatus));
