import type { FastifyPluginAsync } from 'fastify';
import { resumesRoutes } from './resumes/resumes.routes.ts';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [resumesRoutes];
