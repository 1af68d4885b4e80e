import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { reviews } from './companies.ts';
import { jobReportReasonEnum } from './enums.ts';
import { jobs } from './jobs.ts';
import { users } from './users.ts';

/** A signed-in person's report of a review; the admin queue lists reviews that have any. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.reviewId, t.reporterId), index().on(t.reporterId, t.createdAt)],
);

/** A signed-in person's report of a job ad (docs/decisions/0123). */
export const jobReports = pgTable(
  'job_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    reporterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: jobReportReasonEnum().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.jobId, t.reporterId), index().on(t.reporterId, t.createdAt)],
);
