import { bigint, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { applicationStatusEnum } from './enums.ts';
import { jobs } from './jobs.ts';
import { applications } from './seeker.ts';
import { users } from './users.ts';

/**
 * Each status an application reached, with when (decision 0175): the seeker's timeline and time
 * to hire. Undo deletes the change it undoes.
 */
export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    /** Ascending in the order the changes were made, even within one millisecond. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum().notNull(),
    /** What the employer wrote for the interview or offer e-mail; never shown in the timeline. */
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.applicationId, t.createdAt)],
);

/** A company's reusable message texts with {first_name}, {job_title}, {company_name} (decision 0177). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.name)],
);

/** An employer's invitation to a found candidate to apply to one job (decision 0176). */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    declinedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique().on(t.jobId, t.userId),
    index().on(t.companyId, t.createdAt),
    index().on(t.userId, t.createdAt),
  ],
);

/** A candidate's block of a company: no invitations from it, no resume views by it (decision 0176). */
export const companyBlocks = pgTable(
  'company_blocks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index().on(t.companyId)],
);
