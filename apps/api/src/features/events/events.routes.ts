import { EventInsert, Ok } from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as eventsRepo from './events.repo.ts';

/**
 * Per IP and minute. Generous on purpose: one office behind a single NAT address can hold many
 * people browsing at once, and losing analytics is cheaper than blocking them; the limit only
 * stops a script from filling the table.
 */
export const EVENTS_PER_MINUTE = 600;

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/events.insert',
    {
      schema: { body: EventInsert, response: { 200: Ok } },
      preHandler: app.optionalAuth,
      config: { rateLimit: { max: EVENTS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { event_type, job_id, company_id, session_id, path } = req.body;
      // The body's user_id is never trusted: anyone could claim to be anyone.
      const userId = req.user?.id ?? null;
      await eventsRepo.insertEvent(
        app.db,
        {
          eventType: event_type,
          jobId: job_id ?? null,
          companyId: company_id ?? null,
          userId,
          sessionId: session_id,
          path: path ?? null,
          createdAt: app.clock.now(),
        },
        eventsRepo.visitorOf(app.config.jwtSecret, userId, req.ip),
      );
      return { ok: true as const };
    },
  );
};
