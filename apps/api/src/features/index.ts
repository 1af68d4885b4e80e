import type { FastifyPluginAsync } from 'fastify';

/** Every API area, registered in this order by buildApp. */
export const features: FastifyPluginAsync[] = [];
