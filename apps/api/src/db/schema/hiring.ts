import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { applicationStatusEnum, companyRoleEnum } from './enums.ts';
import { applications } from './seeker.ts';
import { users } from './users.ts';

/**
 * A shortlisted/rejected e-mail waiting out its grace period (decision 0150). One row per
 * application: a later change replaces it, a change back deletes it; the scheduled task deletes
 * the row as it claims it, so each mail goes out once however many processes run.
 */
export const pendingStatusMails = pgTable(
  'pending_status_mails',
  {
    applicationId: uuid()
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum().notNull(),
    /** The status before the first unsent change: a change back to it leaves nothing to send. */
    previousStatus: applicationStatusEnum().notNull(),
    /** The status right before the latest change: what Undo restores. */
    undoStatus: applicationStatusEnum().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.dueAt)],
);

/** Private notes of the hiring company on an application; never shown to the applicant. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.applicationId, t.createdAt)],
);

/** An invitation to join a company; accepted (and deleted) when that address signs in. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased, like users.email. */
    email: text().notNull(),
    role: companyRoleEnum().notNull(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The person declined it in their account (decision 0188); accepting deletes the row. */
    declinedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique().on(t.companyId, t.email), index().on(t.email)],
);
