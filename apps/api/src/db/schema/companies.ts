import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyRoleEnum, employeeCountEnum, employmentStatusEnum, scheduleEnum } from './enums.ts';
import { cities, countries, industries, regions } from './reference.ts';
import { users } from './users.ts';

export const addresses = pgTable('addresses', {
  id: uuid().primaryKey().defaultRandom(),
  countryId: integer().references(() => countries.id),
  regionId: integer().references(() => regions.id),
  cityId: integer().references(() => cities.id),
  street: text(),
  building: text(),
  postalCode: text(),
});

export const companies = pgTable(
  'companies',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    tagline: text(),
    /** Rich HTML, sanitised on the server before it is stored. */
    description: text(),
    website: text(),
    isAgency: boolean().notNull().default(false),
    industryId: integer().references(() => industries.id),
    addressId: uuid().references(() => addresses.id),
    employeeCount: employeeCountEnum(),
    logoUrl: text(),
    headerImageUrl: text(),
    /** Set by admins only: the accredited_employer search filter uses it. */
    accredited: boolean().notNull().default(false),
    /** Set by admins only: the tick on job cards. */
    verified: boolean().notNull().default(false),
    /** Set by an admin with a reason: its jobs leave search and their pages (decision 0189). */
    suspendedAt: timestamp({ withTimezone: true }),
    suspensionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: companyRoleEnum().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index().on(t.userId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null once the author closed their account (the review stays, de-identified). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    rating: smallint().notNull(),
    title: text(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the review starts to count toward the rating: its author's account turning 7 days old
     * (or at once, when the author had applied to the company). Applying later counts too, checked
     * when reading (docs/decisions/0121).
     */
    countsFrom: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The anonymous descriptor's parts and the structured ratings (issue 26, decision 0203): all
    // nullable, since reviews from before had none and the spec's insert body still suffices.
    jobTitle: text(),
    workType: scheduleEnum(),
    employmentStatus: employmentStatusEnum(),
    /** The last year worked there; null reads as the review's own year. */
    employmentYear: smallint(),
    ratingWorkLifeBalance: smallint(),
    ratingCareerDevelopment: smallint(),
    ratingBenefits: smallint(),
    ratingManagement: smallint(),
    ratingCultureDiversity: smallint(),
    ratingWorkingEnvironment: smallint(),
    /** "The challenges" (body is "The good things"). */
    challenges: text(),
    recommend: boolean(),
    /** The company's one public response; rewriting the review clears it (decision 0203). */
    responseBody: text(),
    responseCreatedAt: timestamp({ withTimezone: true }),
    responseUpdatedAt: timestamp({ withTimezone: true }),
    responseBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique().on(t.companyId, t.userId),
    index().on(t.companyId, t.createdAt),
    index().on(t.userId, t.createdAt),
    // Sorted by rating (highest, lowest) within a company.
    index('reviews_company_rating').on(t.companyId, t.rating, t.createdAt),
  ],
);
