import type { FastifyPluginAsync } from 'fastify';
import { savedJobsRoutes } from './jobs/saved-jobs.routes.ts';
import { savedSearchesRoutes } from './jobs/saved-searches.routes.ts';
import { jobSearchRoutes } from './jobs/search.routes.ts';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [jobSearchRoutes, savedJobsRoutes, savedSearchesRoutes];
