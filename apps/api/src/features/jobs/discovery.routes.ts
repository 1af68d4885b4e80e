import { BoardStats, IdBody, JobItem, list } from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boardStats, similarJobs } from './discovery.repo.ts';

/** The home page's figures are a minute old at most: one count per minute per process, not per visit. */
export const BOARD_STATS_TTL_MS = 60_000;

/** Similar jobs under a job page, and the board's live figures for the home page (issue 17). */
export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/jobs.similar',
    { schema: { body: IdBody, response: { 200: list(JobItem) } }, preHandler: app.optionalAuth },
    async (req) => {
      const viewerId = req.user?.role === 'employee' ? req.user.id : null;
      const now = app.clock.now();
      return { items: await app.reads.run(req, (db) => similarJobs(db, req.body.id, { now, viewerId })) };
    },
  );

  let cached: { at: number; stats: Promise<BoardStats> } | null = null;
  app.post(
    '/api/v1/jobs.stats',
    { schema: { body: z.object({}).nullish(), response: { 200: BoardStats } } },
    async () => {
      const now = app.clock.now();
      if (!cached || now.getTime() - cached.at >= BOARD_STATS_TTL_MS) {
        // The promise is kept, so visits arriving while it counts share the one query.
        const stats = app.reads.run(null, (db) => boardStats(db, now));
        cached = { at: now.getTime(), stats };
        stats.catch(() => {
          if (cached?.stats === stats) cached = null;
        });
      }
      return cached.stats;
    },
  );
};
