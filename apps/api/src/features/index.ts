import type { FastifyPluginAsync } from 'fastify';
import { locationsRoutes } from './locations/locations.routes.ts';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [locationsRoutes];
