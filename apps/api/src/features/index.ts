import type { FastifyPluginAsync } from 'fastify';
import { eventsRoutes } from './events/events.routes.ts';
import { locationsRoutes } from './locations/locations.routes.ts';

/**
 * Every API area, registered in this order by buildApp.
 * One entry per line (with .gitattributes merge=union) so parallel branches merge cleanly.
 */
export const features: FastifyPluginAsync[] = [
  locationsRoutes,
  eventsRoutes,
];
import { adminsRoutes } from './admins/admins.routes.ts';
import { employersRoutes } from './employers/employers.routes.ts';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [employersRoutes, adminsRoutes];
import { applicationsRoutes } from './applications/applications.routes.ts';
import { messagesRoutes } from './applications/messages.routes.ts';
import { countersRoutes } from './counters/counters.routes.ts';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [applicationsRoutes, messagesRoutes, countersRoutes];
