import type { Role, SignInRole } from '@fitjobs/contract';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, SIGN_IN_RECORDS_LOCK } from '../../db/client.ts';
import { loginCodes, refreshTokens, users } from '../../db/schema/index.ts';
import { rowsOf } from '../jobs/db-rows.ts';

/** A retired code (its e-mail signed in with another) carries this many attempts. */
export const MAX_CODE_ATTEMPTS = 5;

/** Serialises work on one key (an account's reviews, a company's resume reads) until the transaction ends, across processes. */
export async function lockKey(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function insertLoginCode(
  db: DbOrTx,
  row: { email: string; role: SignInRole; codeHash: string; ip: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(loginCodes).values(row);
}

/**
 * The e-mail's live codes (unused, unexpired, not retired), with the network that asked for each.
 * Wrong tries are counted per network in the shared limits (auth.service.ts), never on the codes:
 * nobody else's guesses can use up a code the person holds (decision 0180).
 */
export async function liveCodes(
  db: DbOrTx,
  email: string,
  now: Date,
): Promise<{ id: string; codeHash: string; role: SignInRole; ip: string | null; createdAt: Date }[]> {
  const rows = await db
    .select({
      id: loginCodes.id,
      codeHash: loginCodes.codeHash,
      role: loginCodes.role,
      ip: loginCodes.ip,
      createdAt: loginCodes.createdAt,
    })
    .from(loginCodes)
    .where(
      and(
        eq(loginCodes.email, email),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, now),
        lt(loginCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    );
  return rows.map((row) => ({ ...row, role: row.role === 'employer' ? 'employer' : 'employee' }));
}

/** True when the address has signed in from this network (within the sign-in records' retention). */
export async function hasSignedInFrom(db: DbOrTx, email: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loginCodes.id })
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), eq(loginCodes.ip, ip), isNotNull(loginCodes.usedAt)))
    .limit(1);
  return row !== undefined;
}

/** After a sign-in the e-mail's other codes have served their purpose: no try is left on them. */
export async function retireLoginCodes(db: DbOrTx, email: string): Promise<void> {
  await db
    .update(loginCodes)
    .set({ attempts: MAX_CODE_ATTEMPTS })
    .where(
      and(eq(loginCodes.email, email), isNull(loginCodes.usedAt), lt(loginCodes.attempts, MAX_CODE_ATTEMPTS)),
    );
}

/**
 * True for exactly one caller: the conditional UPDATE is the single-use guarantee. A used code
 * keeps the network it was used from: that is where the person signed in (their data export, and
 * the networks they are never held back on, read it).
 */
export async function markCodeUsed(db: DbOrTx, id: string, now: Date, ip: string): Promise<boolean> {
  const rows = await db
    .update(loginCodes)
    .set({ usedAt: now, ip })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.usedAt)))
    .returning({ id: loginCodes.id });
  return rows.length === 1;
}

export async function findUserByEmail(
  db: DbOrTx,
  email: string,
): Promise<{ id: string; role: Role; suspendedAt: Date | null; suspensionReason: string | null } | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      suspendedAt: users.suspendedAt,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

export async function findUserById(
  db: DbOrTx,
  id: string,
): Promise<{
  id: string;
  email: string;
  role: Role;
  suspendedAt: Date | null;
  suspensionReason: string | null;
} | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      suspendedAt: users.suspendedAt,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** Creates the user, or finds the one a parallel sign-in just created. */
export async function insertUser(db: DbOrTx, email: string, role: Role) {
  await db.insert(users).values({ email, role }).onConflictDoNothing({ target: users.email });
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error('user insert failed');
  return user;
}

export async function setUserRole(db: DbOrTx, id: string, role: Role): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}

export async function insertRefreshToken(
  db: DbOrTx,
  row: { userId: string; tokenHash: string; familyId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** True for exactly one caller: a token rotates once. */
export async function markRefreshTokenUsed(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Deletes sign-in code records (e-mail, IP address, times) created before `cutoff`, under an
 * advisory lock so one instance does it at a time; null when another instance holds the lock.
 */
export async function deleteLoginCodesBefore(db: Db, cutoff: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ ok: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${SIGN_IN_RECORDS_LOCK}) AS ok`,
    );
    if (!lock?.ok) return null;
    const gone = await tx
      .delete(loginCodes)
      .where(lt(loginCodes.createdAt, cutoff))
      .returning({ id: loginCodes.id });
    return gone.length;
  });
}
