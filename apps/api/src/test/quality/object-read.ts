import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  addresses,
  applicationMessages,
  applicationNotes,
  applications,
  companies,
  companyBlocks,
  companyInvitations,
  companyMembers,
  events,
  externalApplications,
  hiddenCompanies,
  hiddenJobs,
  jobInvitations,
  jobReports,
  jobs,
  messageTemplates,
  pendingStatusMails,
  resumes,
  reviewReports,
  reviews,
  savedJobs,
  savedSearches,
  uploads,
  users,
} from '../../db/schema/index.ts';
import type { Target } from './object-access.ts';
import type { Handle, World } from './object-world.ts';

/**
 * The object as stored, with the rows of A that hang off it: compared before and after a call.
 * Only A's rows: B saving the same job writes B's row, which is B's business.
 */
export async function read(w: World, target: Target, h: Handle): Promise<unknown> {
  const db = w.t.db;
  const a = w.people.employeeA.id;
  switch (target) {
    case 'company':
    case 'hiddenCompany':
    case 'blockedCompany':
      return {
        blockedByA: await db
          .select()
          .from(companyBlocks)
          .where(and(eq(companyBlocks.userId, a), eq(companyBlocks.companyId, h.id))),
        templates: await db
          .select()
          .from(messageTemplates)
          .where(eq(messageTemplates.companyId, h.id))
          .orderBy(asc(messageTemplates.id)),
        company: await db.select().from(companies).where(eq(companies.id, h.id)),
        jobs: await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(eq(jobs.companyId, h.id))
          .orderBy(asc(jobs.id)),
        hiddenByA: await db
          .select()
          .from(hiddenCompanies)
          .where(and(eq(hiddenCompanies.userId, a), eq(hiddenCompanies.companyId, h.id))),
        members: await db
          .select()
          .from(companyMembers)
          .where(eq(companyMembers.companyId, h.id))
          .orderBy(asc(companyMembers.userId)),
        invitations: await db
          .select()
          .from(companyInvitations)
          .where(eq(companyInvitations.companyId, h.id))
          .orderBy(asc(companyInvitations.id)),
        // Uploads carry no company: count company images to see that none was stored.
        images: await db
          .select({ id: uploads.id })
          .from(uploads)
          .where(inArray(uploads.category, ['company_logo', 'company_banner'])),
      };
    case 'job':
    case 'archivedJob':
    case 'draftJob':
    case 'favorite':
    case 'hiddenJob':
      return {
        job: await db.select().from(jobs).where(eq(jobs.id, h.jobId)),
        applications: await db
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.jobId, h.jobId)),
        savedByA: await db
          .select()
          .from(savedJobs)
          .where(and(eq(savedJobs.userId, a), eq(savedJobs.jobId, h.jobId))),
        hiddenByA: await db
          .select()
          .from(hiddenJobs)
          .where(and(eq(hiddenJobs.userId, a), eq(hiddenJobs.jobId, h.jobId))),
      };
    case 'address':
      return db.select().from(addresses).where(eq(addresses.id, h.id));
    case 'externalJob':
    case 'externalApplication':
      return {
        job: await db.select().from(jobs).where(eq(jobs.id, h.jobId)),
        // A's own record: B recording theirs for the same job leaves A's as it was.
        keptByA: await db
          .select()
          .from(externalApplications)
          .where(and(eq(externalApplications.jobId, h.jobId), eq(externalApplications.userId, a))),
      };
    case 'application':
      return {
        application: await db.select().from(applications).where(eq(applications.id, h.id)),
        messages: await db
          .select()
          .from(applicationMessages)
          .where(eq(applicationMessages.applicationId, h.id))
          .orderBy(asc(applicationMessages.id)),
        notes: await db
          .select()
          .from(applicationNotes)
          .where(eq(applicationNotes.applicationId, h.id))
          .orderBy(asc(applicationNotes.id)),
        pendingMail: await db
          .select()
          .from(pendingStatusMails)
          .where(eq(pendingStatusMails.applicationId, h.id)),
      };
    case 'resume':
    case 'activeResume':
    case 'sentResume':
    case 'hiddenResume':
      return db.select().from(resumes).where(eq(resumes.id, h.id));
    case 'review':
      return db.select().from(reviews).where(eq(reviews.id, h.id));
    case 'reportedReview':
      return {
        review: await db.select().from(reviews).where(eq(reviews.id, h.id)),
        reports: await db.select().from(reviewReports).where(eq(reviewReports.reviewId, h.id)),
      };
    case 'reportedJob':
      return {
        job: await db.select().from(jobs).where(eq(jobs.id, h.jobId)),
        reports: await db.select().from(jobReports).where(eq(jobReports.jobId, h.jobId)),
      };
    case 'savedSearch':
      return db.select().from(savedSearches).where(eq(savedSearches.id, h.id));
    case 'member':
    case 'suspendedMember':
      return {
        user: await db.select().from(users).where(eq(users.id, h.id)),
        membership: await db.select().from(companyMembers).where(eq(companyMembers.userId, h.id)),
      };
    case 'invitation':
    case 'teamInvitation':
    case 'teamInvitationToY':
      return db.select().from(companyInvitations).where(eq(companyInvitations.id, h.id));
    case 'template':
      return db.select().from(messageTemplates).where(eq(messageTemplates.id, h.id));
    case 'jobInvitation':
      return db.select().from(jobInvitations).where(eq(jobInvitations.id, h.id));
    case 'employeeA':
      return {
        user: await db.select().from(users).where(eq(users.id, a)),
        events: await db.select({ id: events.id }).from(events).where(eq(events.userId, a)),
      };
  }
}
