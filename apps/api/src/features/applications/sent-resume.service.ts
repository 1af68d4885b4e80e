import type { Resume, ResumeViewKind } from '@fitjobs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications } from '../../db/schema/index.ts';
import type { ResumeFileDoc } from '../../db/schema/seeker.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth.ts';
import { findResumeForEmployer, recordEmployerRead } from '../resumes/employer-reads.service.ts';
import { toEmployerResume } from '../resumes/resumes.service.ts';
import { applicationForEmployer } from './applications.service.ts';

const NO_RESUME = 'This candidate has not uploaded a resume yet.';

/**
 * The resume an application sent, as it was sent (decision 0170), for a member of the job's
 * company, with the stored file a file resume sent (decision 0221). The read goes through the
 * resume area's access rule, daily cap and view record, as opening the resume itself does; a
 * resume deleted since leaves its snapshot (and its file) and nothing to record.
 */
export async function sentResumeForEmployer(
  app: FastifyInstance,
  user: AuthUser,
  applicationId: string,
  kind: ResumeViewKind,
): Promise<{ resume: Resume; file: ResumeFileDoc | null }> {
  await applicationForEmployer(app, user.id, applicationId);
  const [sent] = await app.db
    .select({
      resumeId: applications.resumeId,
      snapshot: applications.resumeSnapshot,
      fileKey: applications.resumeFileKey,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!sent?.resumeId && !sent?.snapshot) throw notFound(NO_RESUME);
  const read = sent.resumeId ? await findResumeForEmployer(app.db, user, sent.resumeId) : null;
  if (read) {
    await recordEmployerRead(app.db, user, read, kind, app.config.resumeViewsPerCompanyDay, app.clock.now());
  }
  if (sent.snapshot) {
    // Snapshots from before resume files have no `file`.
    const resume = { ...sent.snapshot, file: sent.snapshot.file ?? null };
    return { resume, file: resume.file && sent.fileKey ? { ...resume.file, key: sent.fileKey } : null };
  }
  // Applications made before snapshots: the resume as it is now.
  if (!read) throw notFound(NO_RESUME);
  return { resume: toEmployerResume(read.row, read.contactHidden), file: read.row.file };
}
