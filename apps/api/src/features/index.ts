import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { usersRoutes } from './auth/users.routes.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [authRoutes, usersRoutes, uploadsRoutes];
