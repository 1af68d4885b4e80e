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
