import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyInvitations, companyMembers } from '../../db/schema/index.ts';

/**
 * Team invitations as the invited person sees them (decision 0188): addressed to their account's
 * e-mail, neither declined nor expired (created after liveSince).
 */
const waiting = (email: string, liveSince: Date) =>
  and(
    eq(companyInvitations.email, email),
    isNull(companyInvitations.declinedAt),
    gt(companyInvitations.createdAt, liveSince),
  );

export async function listReceived(db: DbOrTx, email: string, liveSince: Date) {
  return db
    .select({
      id: companyInvitations.id,
      companyId: companyInvitations.companyId,
      companyName: companies.name,
      role: companyInvitations.role,
      createdAt: companyInvitations.createdAt,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(waiting(email, liveSince))
    .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id));
}

/** Whether the invitation waits for this address. */
export async function findReceived(db: DbOrTx, id: string, email: string, liveSince: Date) {
  const [row] = await db
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.id, id), waiting(email, liveSince)));
  return row ?? null;
}

/** Turns the invitation into a membership with the role offered; false when it no longer waits. */
export async function acceptInvitation(
  db: DbOrTx,
  v: { id: string; userId: string; email: string; liveSince: Date; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [accepted] = await tx
      .delete(companyInvitations)
      .where(and(eq(companyInvitations.id, v.id), waiting(v.email, v.liveSince)))
      .returning({ companyId: companyInvitations.companyId, role: companyInvitations.role });
    if (!accepted) return false;
    await tx
      .insert(companyMembers)
      .values({ companyId: accepted.companyId, userId: v.userId, role: accepted.role, createdAt: v.now })
      .onConflictDoNothing();
    return true;
  });
}

/** Marks the invitation declined; it stays until it expires so the company cannot send it again. */
export async function declineInvitation(
  db: DbOrTx,
  v: { id: string; email: string; liveSince: Date; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(companyInvitations)
    .set({ declinedAt: v.now })
    .where(and(eq(companyInvitations.id, v.id), waiting(v.email, v.liveSince)))
    .returning({ id: companyInvitations.id });
  return rows.length > 0;
}
