import type { FastifyPluginAsync } from 'fastify';
import { eventsRoutes } from './events/events.routes.ts';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [eventsRoutes];
