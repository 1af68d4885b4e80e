import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { roleEnum, uploadCategoryEnum } from './enums.ts';

export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  /** Lower-cased; replaced by a tombstone when the account is closed. */
  email: text().notNull().unique(),
  fullName: text(),
  avatarUrl: text(),
  role: roleEnum().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp({ withTimezone: true }),
  /** Set by an admin with a reason e-mailed to the person: no sign-in, no session (decision 0189). */
  suspendedAt: timestamp({ withTimezone: true }),
  suspensionReason: text(),
});

export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    role: roleEnum().notNull(),
    /** HMAC of the code; the code itself is never stored. */
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.email, t.createdAt), index().on(t.ip, t.createdAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    /** Every rotation of one sign-in shares a family; replaying a used token revokes the family. */
    familyId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Absolute lifetime of the family (30 days from sign-in), copied on rotation. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.familyId), index().on(t.userId)],
);

export const uploads = pgTable('uploads', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  category: uploadCategoryEnum().notNull(),
  /** File name under DATA_DIR/uploads, e.g. '<uuid>.webp'. */
  fileName: text().notNull().unique(),
  contentType: text().notNull(),
  size: integer().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventType: text().notNull(),
    jobId: uuid(),
    companyId: uuid(),
    userId: uuid(),
    sessionId: uuid(),
    /** The page of a page view (decision 0131). */
    path: text(),
    /**
     * Who, for the events a job's figures count (views, apply clicks): `u:` and the account, or
     * `ip:` and a keyed hash of the network; with `day`, each counts once a visitor, job and day
     * (decision 0184). Null for other events.
     */
    visitor: text(),
    /** The board's day (Pacific/Auckland) of a counted event. */
    day: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.jobId),
    index().on(t.companyId),
    uniqueIndex('events_once_a_day_unique')
      .on(t.jobId, t.eventType, t.visitor, t.day)
      .where(sql`${t.visitor} IS NOT NULL`),
  ],
);
