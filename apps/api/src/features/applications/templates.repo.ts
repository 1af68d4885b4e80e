import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';

const columns = {
  id: messageTemplates.id,
  name: messageTemplates.name,
  body: messageTemplates.body,
  updatedAt: messageTemplates.updatedAt,
};
export type TemplateRow = { id: string; name: string; body: string; updatedAt: Date };

export async function listTemplates(db: DbOrTx, companyId: string): Promise<TemplateRow[]> {
  return db
    .select(columns)
    .from(messageTemplates)
    .where(eq(messageTemplates.companyId, companyId))
    .orderBy(asc(messageTemplates.name));
}

export async function countTemplates(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageTemplates)
    .where(eq(messageTemplates.companyId, companyId));
  return row?.n ?? 0;
}

/** Null when the company already has a template of that name. */
export async function insertTemplate(
  db: DbOrTx,
  v: { companyId: string; name: string; body: string; now: Date },
): Promise<TemplateRow | null> {
  const [row] = await db
    .insert(messageTemplates)
    .values({ companyId: v.companyId, name: v.name, body: v.body, createdAt: v.now, updatedAt: v.now })
    .onConflictDoNothing({ target: [messageTemplates.companyId, messageTemplates.name] })
    .returning(columns);
  return row ?? null;
}

/** 'not_found' for another company's template or none; 'taken' when the new name is in use. */
export async function updateTemplate(
  db: DbOrTx,
  v: { companyId: string; id: string; name: string; body: string; now: Date },
): Promise<TemplateRow | 'not_found' | 'taken'> {
  const [clash] = await db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.companyId, v.companyId), eq(messageTemplates.name, v.name)));
  if (clash && clash.id !== v.id) return 'taken';
  const [row] = await db
    .update(messageTemplates)
    .set({ name: v.name, body: v.body, updatedAt: v.now })
    .where(and(eq(messageTemplates.id, v.id), eq(messageTemplates.companyId, v.companyId)))
    .returning(columns);
  return row ?? 'not_found';
}

export async function deleteTemplate(db: DbOrTx, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.id, id), eq(messageTemplates.companyId, companyId)))
    .returning({ id: messageTemplates.id });
  return rows.length > 0;
}
