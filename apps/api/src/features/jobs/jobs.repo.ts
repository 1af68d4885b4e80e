import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companyMembers } from '../../db/schema/index.ts';

/** Whether the user belongs to the company (owner or member). */
export async function isCompanyMember(db: DbOrTx, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}
