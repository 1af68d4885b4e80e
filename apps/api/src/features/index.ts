import type { FastifyPluginAsync } from 'fastify';
import { adminsRoutes } from './admins/admins.routes.ts';
import { employersRoutes } from './employers/employers.routes.ts';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [employersRoutes, adminsRoutes];
