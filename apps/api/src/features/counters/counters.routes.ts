import { EmployeeCounters, EmployerCounters } from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { activeCompanyId } from '../auth/session.ts';
import { newJobsTotal } from '../jobs/saved-searches.repo.ts';
import { employeeCounts, employerCounts } from './counters.repo.ts';

/** The nav badges and the employer dashboard figures. */
export const countersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/employees/counters.list',
    {
      schema: { body: z.object({}).nullish(), response: { 200: EmployeeCounters } },
      preHandler: app.requireRole('employee'),
    },
    async (req) => {
      const userId = currentUser(req).id;
      const c = await employeeCounts(app.db, userId);
      return {
        saved_jobs_count: c.savedJobs,
        resume_count: c.resumes,
        applications_count: c.applications,
        new_saved_search_jobs: await newJobsTotal(app.db, userId, app.clock.now()),
      };
    },
  );

  app.post(
    '/api/v1/employers/counters.list',
    {
      schema: { body: z.object({}).nullish(), response: { 200: EmployerCounters } },
      preHandler: app.requireRole('employer'),
    },
    async (req) => {
      // The company the employer acts for (the first one they joined), read fresh: a company
      // created a moment ago counts before the token is refreshed.
      const companyId = await activeCompanyId(app.db, currentUser(req).id);
      const c = companyId
        ? await employerCounts(app.db, companyId, app.clock.now())
        : { listed: 0, active: 0, applications: 0 };
      return {
        jobs_count: c.listed,
        applications_count: c.applications,
        active_jobs: c.active,
        total_applicants: c.applications,
      };
    },
  );
};
