import type { FastifyPluginAsync } from 'fastify';
import { companiesRoutes } from './companies/companies.routes.ts';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [companiesRoutes];
