import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  currencyEnum,
  educationEnum,
  experienceEnum,
  payTypeEnum,
  scheduleEnum,
  tsvector,
  workFormatEnum,
} from './enums.ts';
import { jobs } from './jobs.ts';

/**
 * The listed jobs, narrow, for search (decision 0100): one row per job that is not a draft, a test
 * or archived, kept by the trigger `job_search_sync` on jobs (migration 0003), and cleared of
 * expired jobs by the scheduled expiry (schedules/search-upkeep.ts). Columns carry the names they
 * have on jobs, so one filter builder serves both tables. Never written by the app.
 */
// Autovacuum runs after 2 % of it changes (migration 0010, decision 0210): counts read indexes only.
export const jobSearch = pgTable(
  'job_search',
  {
    id: uuid()
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    companyId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    schedule: scheduleEnum(),
    workFormat: workFormatEnum(),
    experience: experienceEnum(),
    education: educationEnum(),
    // Dollars and cents (decision 0172): an hourly rate may have cents.
    salaryFrom: numeric({ precision: 12, scale: 2, mode: 'number' }),
    salaryTo: numeric({ precision: 12, scale: 2, mode: 'number' }),
    currency: currencyEnum().notNull(),
    payType: payTypeEnum().notNull().default('annual'),
    annualPayNzd: integer(),
    addressId: uuid(),
    countryId: integer(),
    regionId: integer(),
    cityId: integer(),
    industryId: integer(),
    specializationId: integer(),
    disabilityFriendly: boolean().notNull(),
    visaSponsorship: boolean().notNull(),
    responseCount: integer().notNull(),
    searchVector: tsvector().notNull(),
    titleStems: tsvector().notNull(),
    titleWords: tsvector().notNull(),
    // A sample of matches sends these instead of counting options in SQL (decision 0238).
    facetCodes: text().generatedAlwaysAs(
      sql`job_facet_codes(industry_id, specialization_id, country_id, region_id, city_id, schedule, work_format, education, experience)`,
    ),
  },
  (t) => [
    // The words with the filters a search names most, in one GIN (btree_gin; decision 0223).
    index('job_search_words_filters')
      .using('gin', t.searchVector, t.regionId, t.cityId, t.schedule, t.workFormat, t.payType, t.industryId)
      .with({ fastupdate: false }),
    // Relevance tiers ask 'is it in the title?' first (search-query.ts: rankTiers).
    index('job_search_title_words').using('gin', t.titleWords).with({ fastupdate: false }),
    index('job_search_title_stems').using('gin', t.titleStems).with({ fastupdate: false }),
    // 'The title is exactly these words' (rankTiers' first tier) is an equality on this key; the
    // tier's jobs follow it newest first (decision 0227).
    index('job_search_title_updated').on(sql`title_key(${t.titleWords})`, t.updatedAt.desc(), t.id.desc()),
    index('job_search_updated').on(t.updatedAt.desc(), t.id.desc()),
    index('job_search_pay_high').on(sql`coalesce(${t.annualPayNzd}, -1)`, t.id),
    index('job_search_pay_low').on(sql`coalesce(${t.annualPayNzd}, 2147483647)`, t.id),
    index('job_search_country_updated').on(t.countryId, t.updatedAt.desc(), t.id.desc()),
    index('job_search_region_updated').on(t.regionId, t.updatedAt.desc(), t.id.desc()),
    index('job_search_city_updated').on(t.cityId, t.updatedAt.desc(), t.id.desc()),
    index('job_search_created').on(t.createdAt),
    // Few values each, but ANDed in a bitmap with a place, a date or a word they spare the filter
    // counts (decision 0105) and the capped count a walk through rows that do not match.
    index('job_search_schedule').on(t.schedule),
    index('job_search_work_format').on(t.workFormat),
    index('job_search_expires').on(t.expiresAt),
  ],
);

/** Words of listed job titles and how many jobs use each: "Did you mean" looks here (pg_trgm). */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text().primaryKey(),
    jobs: integer().notNull(),
  },
  (t) => [index('search_vocabulary_trgm').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * One row: the AUD_PER_NZD rate the stored annual_pay_nzd keys were computed with (decision 0104).
 * The server writes its configured rate at start and recomputes the AUD jobs' keys when it changed.
 */
export const paySettings = pgTable(
  'pay_settings',
  {
    only: boolean().primaryKey().default(true),
    audPerNzd: numeric().notNull(),
  },
  (t) => [
    check('pay_settings_one_row', sql`${t.only}`),
    check('pay_settings_rate_positive', sql`${t.audPerNzd} > 0`),
  ],
);
