import type { FastifyPluginAsync } from 'fastify';
import { adminsRoutes } from './admins/admins.routes.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { messagesRoutes } from './applications/messages.routes.ts';
import { countersRoutes } from './counters/counters.routes.ts';
import { employersRoutes } from './employers/employers.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { locationsRoutes } from './locations/locations.routes.ts';

/**
 * Every API area, registered in this order by buildApp.
 * One entry per line (with .gitattributes merge=union) so parallel branches merge cleanly.
 */
export const features: FastifyPluginAsync[] = [
  locationsRoutes,
  eventsRoutes,
  employersRoutes,
  adminsRoutes,
  applicationsRoutes,
  messagesRoutes,
  countersRoutes,
];
import { authRoutes } from './auth/auth.routes.ts';
import { usersRoutes } from './auth/users.routes.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [authRoutes, usersRoutes, uploadsRoutes];
import { savedJobsRoutes } from './jobs/saved-jobs.routes.ts';
import { savedSearchesRoutes } from './jobs/saved-searches.routes.ts';
import { jobSearchRoutes } from './jobs/search.routes.ts';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [jobSearchRoutes, savedJobsRoutes, savedSearchesRoutes];
