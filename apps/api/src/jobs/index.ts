import type { FastifyInstance } from 'fastify';

export interface Schedules {
  stop(): void;
}

/** In-process scheduled work (daily alerts, job expiry); each task takes an advisory lock. */
export function startSchedules(_app: FastifyInstance): Schedules {
  return { stop: () => {} };
}
