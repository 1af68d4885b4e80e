import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin action: who, what, on what, why and when (decision 0189). Append-only: the trigger
 * admin_actions_append_only (migration 0022) refuses UPDATE, DELETE and TRUNCATE. No foreign keys,
 * so closing an account or deleting an object never touches the record of what was done to it.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The order lines were written in: the log reads newest first by it, whatever the clocks said. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    adminId: uuid().notNull(),
    /** The admin's address when they acted: the log still says who after their account is gone. */
    adminEmail: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: uuid().notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_actions_seq').on(t.seq), index('admin_actions_target').on(t.targetId, t.seq)],
);
