import type { JobItem } from '@fitjobs/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthUser } from '../../http/auth.ts';
import { findJobItemRow, toJobItem } from './job-item.ts';
import { isCompanyMember } from './jobs.repo.ts';

/**
 * A job as this reader may see it: drafts, test jobs and the jobs of a suspended company
 * (decision 0189) only for members of the company and admins; everyone else gets null (a 404, so
 * their existence does not leak).
 */
export async function findVisibleJob(db: DbOrTx, id: string, user: AuthUser | null): Promise<JobItem | null> {
  const row = await findJobItemRow(db, id);
  if (!row) return null;
  const job = toJobItem(row);
  if (!job.is_draft && !job.is_test && row.companySuspendedAt === null) return job;
  if (user?.role === 'admin') return job;
  if (user && (await isCompanyMember(db, user.id, job.company_id))) return job;
  return null;
}
