import type { CompanyRole } from '@fitjobs/contract';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyInvitations, companyMembers, users } from '../../db/schema/index.ts';

export async function memberRole(db: DbOrTx, companyId: string, userId: string): Promise<CompanyRole | null> {
  const [row] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row?.role ?? null;
}

export async function listMembers(db: DbOrTx, companyId: string) {
  return db
    .select({
      userId: companyMembers.userId,
      email: users.email,
      fullName: users.fullName,
      role: companyMembers.role,
      createdAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(users.email));
}

/** The company's live invitations: those created after liveSince. */
export async function listInvitations(db: DbOrTx, companyId: string, liveSince: Date) {
  return db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      role: companyInvitations.role,
      createdAt: companyInvitations.createdAt,
      declinedAt: companyInvitations.declinedAt,
    })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), gt(companyInvitations.createdAt, liveSince)))
    .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.email));
}

export async function findUserRoleByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
  return row ?? null;
}

/**
 * Records an invitation unless the address already has a live one from this company (decision
 * 0188): one statement, so two requests at once cannot both send. An expired one is replaced; a
 * declined one stays live until it expires. Returns null when a live invitation exists.
 */
export async function insertInvitationUnlessLive(
  db: DbOrTx,
  v: { companyId: string; email: string; role: CompanyRole; invitedBy: string; now: Date; liveSince: Date },
): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(companyInvitations)
    .values({
      companyId: v.companyId,
      email: v.email,
      role: v.role,
      invitedBy: v.invitedBy,
      createdAt: v.now,
    })
    .onConflictDoUpdate({
      target: [companyInvitations.companyId, companyInvitations.email],
      set: { role: v.role, invitedBy: v.invitedBy, createdAt: v.now, declinedAt: null },
      setWhere: lte(companyInvitations.createdAt, v.liveSince),
    })
    .returning({ id: companyInvitations.id });
  return row ?? null;
}

/** The company's invitation of the address, live or not. */
export async function findInvitation(db: DbOrTx, companyId: string, email: string) {
  const [row] = await db
    .select({ createdAt: companyInvitations.createdAt, declinedAt: companyInvitations.declinedAt })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.email, email)));
  return row ?? null;
}

/** Withdraws a pending invitation; a declined one stays until it expires, so it cannot be sent again. */
export async function deleteInvitation(db: DbOrTx, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.id, id),
        isNull(companyInvitations.declinedAt),
      ),
    )
    .returning({ id: companyInvitations.id });
  return rows.length > 0;
}

/**
 * Removes a member unless that would leave the company without an admin. The admins are locked
 * first, so two admins removing each other at once cannot both succeed.
 */
export async function deleteMemberKeepingAnAdmin(
  db: DbOrTx,
  companyId: string,
  userId: string,
): Promise<'removed' | 'not_found' | 'last_admin'> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')))
      .for('update');
    const role = await memberRole(tx, companyId, userId);
    if (!role) return 'not_found';
    if (role === 'admin' && admins.length <= 1) return 'last_admin';
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    return 'removed';
  });
}

export async function companyName(db: DbOrTx, companyId: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/**
 * Changes a member's role unless that would leave the company without an admin (decision 0179).
 * The admin rows are locked first, as for removal, so two admins demoting each other at once
 * cannot both succeed.
 */
export async function changeRoleKeepingAnAdmin(
  db: DbOrTx,
  companyId: string,
  userId: string,
  role: CompanyRole,
): Promise<'changed' | 'not_found' | 'last_admin'> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')))
      .for('update');
    const current = await memberRole(tx, companyId, userId);
    if (!current) return 'not_found';
    if (current === 'admin' && role === 'member' && admins.length <= 1) return 'last_admin';
    await tx
      .update(companyMembers)
      .set({ role })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    return 'changed';
  });
}
