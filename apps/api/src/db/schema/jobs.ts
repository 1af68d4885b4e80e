import type { ScreeningQuestion } from '@fitjobs/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { addresses, companies } from './companies.ts';
import {
  currencyEnum,
  educationEnum,
  experienceEnum,
  payTypeEnum,
  scheduleEnum,
  tsvector,
  workFormatEnum,
} from './enums.ts';
import { cities, countries, industries, regions } from './reference.ts';

export interface JobDescriptionDoc {
  summary: string;
  responsibilities: string[];
  requirements: string[];
  qualifications: string[];
  working_conditions: string[];
  skills: string[];
  tools_and_technologies: string[];
  benefits: string[];
}

export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Copy of companies.name so the search vector can weight it; kept in step on rename. */
    companyName: text().notNull(),
    title: text().notNull(),
    description: jsonb().$type<JobDescriptionDoc>().notNull(),
    schedule: scheduleEnum(),
    workFormat: workFormatEnum(),
    experience: experienceEnum(),
    education: educationEnum(),
    // Dollars and cents (decision 0172): an hourly rate may have cents.
    salaryFrom: numeric({ precision: 12, scale: 2, mode: 'number' }),
    salaryTo: numeric({ precision: 12, scale: 2, mode: 'number' }),
    currency: currencyEnum().notNull().default('nzd'),
    payType: payTypeEnum().notNull().default('annual'),
    /** Shown after the figure: '+ super', '+ KiwiSaver', '+ tips'. */
    payNote: text(),
    /** The ad reads 'Salary not shown'; the figure still feeds annual_pay_nzd (decision 0172). */
    salaryHidden: boolean().notNull().default(false),
    /**
     * The top of the pay range as a year's wage in NZD (decision 0104), set by the trigger
     * jobs_annual_pay (migration 0009): what the salary filter and sorts compare.
     */
    annualPayNzd: integer(),
    addressId: uuid().references(() => addresses.id),
    // Location ids are copied from the address so search filters need no join.
    countryId: integer().references(() => countries.id),
    regionId: integer().references(() => regions.id),
    cityId: integer().references(() => cities.id),
    industryId: integer().references(() => industries.id),
    specializationId: integer().references(() => industries.id),
    disabilityFriendly: boolean().notNull().default(false),
    visaSponsorship: boolean().notNull().default(false),
    /** URL of the job on another site; present means an external job. */
    externalId: text(),
    expiresAt: timestamp({ withTimezone: true }),
    isDraft: boolean().notNull().default(false),
    isTest: boolean().notNull().default(false),
    archivedAt: timestamp({ withTimezone: true }),
    /** Archived by an admin, with the reason e-mailed to the employer: no repost, no duplicate (0189). */
    takenDownAt: timestamp({ withTimezone: true }),
    takedownReason: text(),
    /** The job a Repost of this archived or expired one made: it offers no second Repost (decision 0178). */
    repostedAsId: uuid().references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    responseCount: integer().notNull().default(0),
    /** Up to 8 screening questions with their accepted answers (decision 0171); never public as such. */
    screeningQuestions: jsonb().$type<ScreeningQuestion[]>().notNull().default([]),
    // Every text goes through search_text() first (search-terms.ts: 'C#', '.NET', 'part time').
    searchVector: tsvector().generatedAlwaysAs(
      (): SQL => sql`
        setweight(to_tsvector('fts', search_text(coalesce(${jobs.title}, ''))), 'A') ||
        setweight(to_tsvector('fts', search_text(coalesce(${jobs.companyName}, ''))), 'B') ||
        setweight(to_tsvector('fts', search_text(coalesce((${jobs.description} -> 'skills')::text, ''))), 'B') ||
        setweight(to_tsvector('fts', search_text(coalesce((${jobs.description} -> 'tools_and_technologies')::text, ''))), 'B') ||
        setweight(to_tsvector('fts', search_text(coalesce(${jobs.description} ->> 'summary', ''))), 'C') ||
        setweight(to_tsvector('fts', search_text(coalesce((${jobs.description} -> 'responsibilities')::text, ''))), 'C')`,
    ),
    /** The title stemmed ('development' and 'developer' are one): ranking's "all words in the title". */
    titleStems: tsvector().generatedAlwaysAs((): SQL => sql`to_tsvector('fts', search_text(${jobs.title}))`),
    /** The title's words as written (no stemming): ranking puts the exact word ahead of its stem. */
    titleWords: tsvector().generatedAlwaysAs(
      (): SQL => sql`to_tsvector('fts_simple', search_text(${jobs.title}))`,
    ),
  },
  (t) => [
    index('jobs_search_vector').using('gin', t.searchVector).with({ fastupdate: false }),
    index().on(t.companyId, t.createdAt),
    index('jobs_listed_updated').on(t.updatedAt.desc(), t.id.desc()).where(sql`NOT is_draft AND NOT is_test`),
    // The salary sorts' keys (search-query.ts: SALARY_DESC, walked backwards, and SALARY_ASC):
    // the year's pay in NZD, jobs without a salary last either way.
    index('jobs_listed_pay_high')
      .on(sql`coalesce(${t.annualPayNzd}, -1)`, t.id)
      .where(sql`NOT is_draft AND NOT is_test`),
    index('jobs_listed_pay_low')
      .on(sql`coalesce(${t.annualPayNzd}, 2147483647)`, t.id)
      .where(sql`NOT is_draft AND NOT is_test`),
    index().on(t.countryId, t.regionId, t.cityId),
    // Similar jobs under a job page (discovery.repo.ts): one specialisation near one place.
    index('jobs_listed_specialization')
      .on(t.specializationId, t.countryId, t.regionId, t.cityId)
      .where(sql`NOT is_draft AND NOT is_test`),
  ],
);
