import type { UploadCategory } from '@fitjobs/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, uploads } from '../../db/schema/index.ts';

export async function insertUpload(
  db: DbOrTx,
  row: {
    userId: string;
    category: UploadCategory;
    fileName: string;
    contentType: string;
    size: number;
    width: number;
    height: number;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(uploads).values(row);
}

export async function findUploadByFileName(
  db: DbOrTx,
  fileName: string,
): Promise<{ contentType: string } | null> {
  const [row] = await db
    .select({ contentType: uploads.contentType })
    .from(uploads)
    .where(eq(uploads.fileName, fileName));
  return row ?? null;
}

export async function companyExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return Boolean(row);
}
