import { DataExport } from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { exportPersonalData } from './export.ts';

/** People's rights over their data (NZ IPP 6, AU APP 12): "Download my data" on /profile. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/users.export',
    { schema: { response: { 200: DataExport } }, preHandler: app.requireAuth },
    async (req, reply) => {
      const now = app.clock.now();
      const data = await exportPersonalData(app.db, currentUser(req).id, now);
      if (!data) throw notFound('User not found');
      const day = now.toISOString().slice(0, 10);
      // One file to keep: the browser saves it rather than showing it.
      reply.header('content-disposition', `attachment; filename="fitjobs-my-data-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );
};
