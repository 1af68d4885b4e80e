import type { FastifyPluginAsync } from 'fastify';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { messagesRoutes } from './applications/messages.routes.ts';
import { countersRoutes } from './counters/counters.routes.ts';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [applicationsRoutes, messagesRoutes, countersRoutes];
