import { and, asc, eq, getTableColumns, inArray, isNotNull, max, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  applicationMessages,
  applications,
  companies,
  companyMembers,
  hiddenCompanies,
  hiddenJobs,
  jobs,
  loginCodes,
  refreshTokens,
  resumes,
  reviews,
  savedJobs,
  savedSearches,
  uploads,
  users,
} from '../../db/schema/index.ts';

/** The reads behind "Download my data" (export.ts): every table that holds something about a person. */

export async function exportAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      avatarUrl: users.avatarUrl,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export function exportMemberships(db: DbOrTx, userId: string) {
  return db
    .select({
      companyId: companyMembers.companyId,
      companyName: companies.name,
      role: companyMembers.role,
      createdAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt));
}

export function exportResumes(db: DbOrTx, userId: string) {
  // Every column but the search index (derived) and the owner (the person themselves).
  const { searchVector: _index, userId: _owner, ...columns } = getTableColumns(resumes);
  return db.select(columns).from(resumes).where(eq(resumes.userId, userId)).orderBy(asc(resumes.createdAt));
}

export function exportApplications(db: DbOrTx, userId: string) {
  return db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      resumeId: applications.resumeId,
      status: applications.status,
      coverLetter: applications.coverLetter,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.userId, userId))
    .orderBy(asc(applications.createdAt));
}

/** Every message on these applications, both sides: the thread is part of the application. */
export function exportMessages(db: DbOrTx, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      applicationId: applicationMessages.applicationId,
      authorId: applicationMessages.authorId,
      message: applicationMessages.message,
      createdAt: applicationMessages.createdAt,
    })
    .from(applicationMessages)
    .where(inArray(applicationMessages.applicationId, applicationIds))
    .orderBy(asc(applicationMessages.createdAt), asc(applicationMessages.id));
}

export function exportSavedJobs(db: DbOrTx, userId: string) {
  return db
    .select({
      jobId: savedJobs.jobId,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      savedAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(asc(savedJobs.createdAt));
}

export function exportSavedSearches(db: DbOrTx, userId: string) {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      queryString: savedSearches.queryString,
      searchParams: savedSearches.searchParams,
      notifyByEmail: savedSearches.notifyByEmail,
      lastAlertedOn: savedSearches.lastAlertedOn,
      lastAlertedAt: savedSearches.lastAlertedAt,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt));
}

export function exportHiddenJobs(db: DbOrTx, userId: string) {
  return db
    .select({
      jobId: hiddenJobs.jobId,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      hiddenAt: hiddenJobs.createdAt,
    })
    .from(hiddenJobs)
    .innerJoin(jobs, eq(jobs.id, hiddenJobs.jobId))
    .where(eq(hiddenJobs.userId, userId))
    .orderBy(asc(hiddenJobs.createdAt));
}

export function exportHiddenCompanies(db: DbOrTx, userId: string) {
  return db
    .select({
      companyId: hiddenCompanies.companyId,
      companyName: companies.name,
      hiddenAt: hiddenCompanies.createdAt,
    })
    .from(hiddenCompanies)
    .innerJoin(companies, eq(companies.id, hiddenCompanies.companyId))
    .where(eq(hiddenCompanies.userId, userId))
    .orderBy(asc(hiddenCompanies.createdAt));
}

export function exportReviews(db: DbOrTx, userId: string) {
  return db
    .select({
      id: reviews.id,
      companyId: reviews.companyId,
      companyName: companies.name,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt));
}

export function exportUploads(db: DbOrTx, userId: string) {
  return db
    .select({
      fileName: uploads.fileName,
      category: uploads.category,
      contentType: uploads.contentType,
      size: uploads.size,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(asc(uploads.createdAt));
}

/**
 * The person's sign-ins: codes of their address that were used, with when and from which network.
 * Codes others asked for (and never used) are records about those others, not about the person.
 */
export function exportSignIns(db: DbOrTx, email: string) {
  return db
    .select({ signedInAt: loginCodes.usedAt, role: loginCodes.role, ip: loginCodes.ip })
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), isNotNull(loginCodes.usedAt)))
    .orderBy(asc(loginCodes.usedAt));
}

/** One row per signed-in session (a refresh-token family), without the tokens' hashes. */
export function exportSessions(db: DbOrTx, userId: string) {
  return db
    .select({
      startedAt: min(refreshTokens.createdAt),
      lastRefreshedAt: max(refreshTokens.createdAt),
      expiresAt: max(refreshTokens.expiresAt),
      revokedAt: max(refreshTokens.revokedAt),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .orderBy(sql`min(${refreshTokens.createdAt})`);
}
