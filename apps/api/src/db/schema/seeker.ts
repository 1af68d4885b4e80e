import type { Resume, ResumeFile, ScreeningAnswer, WorkRights } from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import {
  alertFrequencyEnum,
  applicationStatusEnum,
  resumeViewKindEnum,
  resumeVisibilityEnum,
  tsvector,
} from './enums.ts';
import { jobs } from './jobs.ts';
import { cities, countries, regions } from './reference.ts';
import { users } from './users.ts';

/** A file resume's file (decision 0221): `key` is its name under DATA_DIR/resume-files, never sent. */
export interface ResumeFileDoc extends ResumeFile {
  key: string;
}

export interface ResumeExperienceDoc {
  company: string;
  position: string;
  location: string;
  start_date: string;
  end_date: string | null;
  description: string;
}
export interface ResumeEducationDoc {
  institution: string;
  degree: string;
  graduation_month: number;
  graduation_year: number;
}

export const resumes = pgTable(
  'resumes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    linkedinProfile: text(),
    countryId: integer().references(() => countries.id),
    regionId: integer().references(() => regions.id),
    cityId: integer().references(() => cities.id),
    /**
     * The answer to the earlier single question, or (once work_rights.nz is answered) derived from
     * it when the resume is saved (decision 0174).
     */
    eligibleToWorkInNz: boolean().notNull().default(false),
    /** Work rights in New Zealand and Australia; null for a country not answered (decision 0174). */
    workRights: jsonb().$type<WorkRights>().notNull().default({ nz: null, au: null }),
    summary: text(),
    skills: jsonb().$type<string[]>().notNull().default([]),
    languages: jsonb().$type<string[]>().notNull().default([]),
    experience: jsonb().$type<ResumeExperienceDoc[]>().notNull().default([]),
    education: jsonb().$type<ResumeEducationDoc[]>().notNull().default([]),
    isActive: boolean().notNull().default(false),
    /** Who finds the resume while it is active (docs/decisions/0120). */
    visibility: resumeVisibilityEnum().notNull().default('limited'),
    /** Set for a resume uploaded as a PDF or Word file instead of built (decision 0221). */
    file: jsonb().$type<ResumeFileDoc>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector().generatedAlwaysAs(
      (): SQL => sql`
        setweight(to_tsvector('fts', coalesce((${resumes.skills})::text, '')), 'A') ||
        setweight(to_tsvector('fts', coalesce(jsonb_path_query_array(${resumes.experience}, '$[*].position')::text, '')), 'A') ||
        setweight(to_tsvector('fts', coalesce(${resumes.summary}, '')), 'B') ||
        setweight(to_tsvector('fts', coalesce((${resumes.experience})::text, '')), 'C') ||
        setweight(to_tsvector('fts', coalesce((${resumes.education})::text, '')), 'D')`,
    ),
  },
  (t) => [
    index('resumes_search_vector').using('gin', t.searchVector).with({ fastupdate: false }),
    index().on(t.userId),
    index('resumes_active_created').on(t.createdAt.desc(), t.id.desc()).where(sql`is_active`),
  ],
);

/**
 * Every time an employer opened a resume or downloaded its PDF (issue 15): the seeker sees which
 * companies did, and each company's reads in a day are capped (RESUME_VIEWS_PER_COMPANY_DAY).
 */
export const resumeViews = pgTable(
  'resume_views',
  {
    id: uuid().primaryKey().defaultRandom(),
    resumeId: uuid()
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The employer who read it; null once their account is closed. */
    viewerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: resumeViewKindEnum().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.createdAt), index().on(t.resumeId)],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /**
     * Null once the applicant closed their account: the employer keeps the application, its status
     * and the chat, anonymised ("Closed account"; decision 0112).
     */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The resume sent with the application (the one chosen, else the active one). */
    resumeId: uuid().references(() => resumes.id, { onDelete: 'set null' }),
    coverLetter: text(),
    /** The answers to the job's screening questions, with each question as it was asked. */
    screeningAnswers: jsonb().$type<ScreeningAnswer[]>().notNull().default([]),
    /** The resume sent, as it was when sent (decision 0170); what the employer reads. */
    resumeSnapshot: jsonb().$type<Resume>(),
    /** The stored file of a file resume as sent (decision 0221): kept while any application has it. */
    resumeFileKey: text(),
    status: applicationStatusEnum().notNull().default('applied'),
    /** The hiring company's private 1-5 rating; never shown to the applicant. */
    rating: smallint(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Last chat notification e-mailed to each side (at most one per thread per 15 minutes). */
    applicantNotifiedAt: timestamp({ withTimezone: true }),
    employerNotifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique().on(t.jobId, t.userId),
    index().on(t.userId, t.createdAt),
    index('applications_resume_file_key_index')
      .on(t.resumeFileKey)
      .where(sql`${t.resumeFileKey} IS NOT NULL`),
  ],
);

export const applicationMessages = pgTable(
  'application_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Null once the author closed their account. */
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.applicationId, t.createdAt)],
);

/**
 * A seeker's record that they applied on an employer's own site (decision 0173), said on their
 * return from 'Leaving FitJobs'. Only they read it: the employer's lists never do.
 */
export const externalApplications = pgTable(
  'external_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.jobId), index().on(t.userId, t.createdAt)],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

export const hiddenJobs = pgTable(
  'hidden_jobs',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

export const hiddenCompanies = pgTable(
  'hidden_companies',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    searchParams: jsonb().$type<Record<string, unknown>>().notNull(),
    queryString: text().notNull(),
    notifyByEmail: boolean().notNull().default(true),
    /** daily (the spec's), weekly, or instant: within minutes of a new job, at most once an hour. */
    frequency: alertFrequencyEnum().notNull().default('daily'),
    /** Secret for the one-click unsubscribe link in alert e-mails. */
    unsubscribeToken: text().notNull().unique(),
    /** Day (in NZ time) the last alert covered; makes the daily run idempotent. */
    lastAlertedOn: date({ mode: 'string' }),
    lastAlertedAt: timestamp({ withTimezone: true }),
    /** When the last e-mail went out (or an instant alert's claim): instant alerts wait an hour after it. */
    lastSentAt: timestamp({ withTimezone: true }),
    /** When the seeker last opened it from Saved searches: its "N new" count starts there (0207). */
    lastViewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId),
    // The per-minute alert run looks up the subscribed searches of one frequency.
    index('saved_searches_alerts').on(t.frequency, t.lastAlertedOn).where(sql`notify_by_email`),
  ],
);
