import type { Role } from '@fitjobs/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companyMembers, users } from '../../db/schema/index.ts';
import { signAccessToken } from '../../lib/access-token.ts';

/** The company an employer acts for: the first one they joined (spec: "first company of the list"). */
export async function activeCompanyId(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.companyId))
    .limit(1);
  return row?.companyId ?? null;
}

/** A fresh access token carrying the user's current role and active company. */
export async function accessTokenFor(db: DbOrTx, secret: string, userId: string, now: Date): Promise<string> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const role: Role = user.role;
  const companyId = role === 'employer' ? await activeCompanyId(db, userId) : null;
  return signAccessToken(secret, { userId, role, activeCompanyId: companyId }, now);
}
