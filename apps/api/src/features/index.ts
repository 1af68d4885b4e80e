import type { FastifyPluginAsync } from 'fastify';
import { adminListsRoutes } from './admins/admin-lists.routes.ts';
import { adminsRoutes } from './admins/admins.routes.ts';
import { adminTrustRoutes } from './admins/trust.routes.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { hiringRoutes } from './applications/hiring.routes.ts';
import { messagesRoutes } from './applications/messages.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { usersRoutes } from './auth/users.routes.ts';
import { companiesRoutes } from './companies/companies.routes.ts';
import { reviewsRoutes } from './companies/reviews.routes.ts';
import { countersRoutes } from './counters/counters.routes.ts';
import { crawlersRoutes } from './crawlers/crawlers.routes.ts';
import { employerToolsRoutes } from './employers/employer-tools.routes.ts';
import { employersRoutes } from './employers/employers.routes.ts';
import { pipelineRoutes } from './employers/pipeline.routes.ts';
import { teamInvitationsRoutes } from './employers/team-invitations.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { invitationsRoutes } from './invitations/invitations.routes.ts';
import { discoveryRoutes } from './jobs/discovery.routes.ts';
import { savedJobsRoutes } from './jobs/saved-jobs.routes.ts';
import { savedSearchesRoutes } from './jobs/saved-searches.routes.ts';
import { jobSearchRoutes } from './jobs/search.routes.ts';
import { locationsRoutes } from './locations/locations.routes.ts';
import { moderationRoutes } from './moderation/moderation.routes.ts';
import { privacyRoutes } from './privacy/privacy.routes.ts';
import { resumeFilesRoutes } from './resumes/resume-files.routes.ts';
import { resumesRoutes } from './resumes/resumes.routes.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';

/**
 * Every API area, registered in this order by buildApp.
 * Keep one entry per line: every area appends here, and .gitattributes merges it as a union.
 */
export const features: FastifyPluginAsync[] = [
  authRoutes,
  usersRoutes,
  uploadsRoutes,
  locationsRoutes,
  eventsRoutes,
  jobSearchRoutes,
  discoveryRoutes,
  savedJobsRoutes,
  savedSearchesRoutes,
  companiesRoutes,
  reviewsRoutes,
  employersRoutes,
  employerToolsRoutes,
  adminsRoutes,
  applicationsRoutes,
  hiringRoutes,
  messagesRoutes,
  countersRoutes,
  resumesRoutes,
  resumeFilesRoutes,
  privacyRoutes,
  crawlersRoutes,
  moderationRoutes,
  pipelineRoutes,
  invitationsRoutes,
  teamInvitationsRoutes,
  adminTrustRoutes,
  adminListsRoutes,
];
