import { addDays, boardToday, endOfBoardDay, MAX_EXPIRY_DAYS } from '@fitjobs/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, jobs } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth.ts';
import { assertCanWriteCompany } from './job-write.service.ts';
import { type AddressFields, insertJob, type JobRowValues } from './jobs-write.repo.ts';

/** The job of that company as the values of a new row, with its own copy of the address. */
async function copyOf(db: DbOrTx, companyId: string, id: string) {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!job || job.companyId !== companyId) throw notFound('Job not found');
  // An admin's takedown is final for its content: no second life as a repost or a copy (0189).
  if (job.takenDownAt)
    throw conflict(
      `This job was taken down by an admin and cannot be reposted or duplicated. Reason: ${job.takedownReason ?? 'none given'}`,
      'taken_down',
    );
  const [a] = job.addressId ? await db.select().from(addresses).where(eq(addresses.id, job.addressId)) : [];
  const address: AddressFields = {
    countryId: job.countryId,
    regionId: job.regionId,
    cityId: job.cityId,
    street: a?.street ?? null,
    building: a?.building ?? null,
    postalCode: a?.postalCode ?? null,
  };
  const values: JobRowValues = {
    companyId: job.companyId,
    companyName: job.companyName,
    title: job.title,
    description: job.description,
    schedule: job.schedule,
    workFormat: job.workFormat,
    experience: job.experience,
    education: job.education,
    salaryFrom: job.salaryFrom,
    salaryTo: job.salaryTo,
    currency: job.currency,
    payType: job.payType,
    payNote: job.payNote,
    salaryHidden: job.salaryHidden,
    industryId: job.industryId,
    specializationId: job.specializationId,
    disabilityFriendly: job.disabilityFriendly,
    visaSponsorship: job.visaSponsorship,
    externalId: job.externalId,
    expiresAt: job.expiresAt,
    isDraft: job.isDraft,
    screeningQuestions: job.screeningQuestions,
  };
  return { job, values, address };
}

/** Duplicate: a new draft with the job's content and no expiry; the original is not touched. */
export async function duplicateJob(db: DbOrTx, user: AuthUser, companyId: string, id: string, now: Date) {
  await assertCanWriteCompany(db, user, companyId);
  const { values, address } = await copyOf(db, companyId, id);
  return insertJob(db, { ...values, isDraft: true, expiresAt: null }, address, now);
}

/**
 * Repost: an archived or expired job is published again as a new job with a fresh expiry
 * (the longest allowed); the old one keeps its status and its applicants, and points at the new
 * one ("Reposted as ..."), so it offers no second Repost.
 */
export async function repostJob(db: DbOrTx, user: AuthUser, companyId: string, id: string, now: Date) {
  await assertCanWriteCompany(db, user, companyId);
  const { job, values, address } = await copyOf(db, companyId, id);
  const ended = job.archivedAt !== null || (job.expiresAt !== null && job.expiresAt < now);
  if (job.isDraft || !ended) throw conflict('Only an archived or expired job can be reposted', 'not_ended');
  const expiresAt = endOfBoardDay(addDays(boardToday(now), MAX_EXPIRY_DAYS));
  return db.transaction(async (tx) => {
    // Only the first repost claims the old job; a second (or a double click) is refused (decision 0178).
    const [claimed] = await tx
      .update(jobs)
      .set({ repostedAsId: id })
      .where(and(eq(jobs.id, id), isNull(jobs.repostedAsId)))
      .returning({ id: jobs.id });
    if (!claimed) throw conflict('This job has already been reposted', 'already_reposted');
    const newId = await insertJob(tx, { ...values, isDraft: false, expiresAt }, address, now);
    await tx.update(jobs).set({ repostedAsId: newId }).where(eq(jobs.id, id));
    return newId;
  });
}
