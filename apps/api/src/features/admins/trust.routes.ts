import {
  ADMIN_PAGE_SIZE,
  AdminActionItem,
  AdminActionsListBody,
  AdminReasonBody,
  adminPage,
  Ok,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { decodeSeq, encodeSeq } from './admin-cursor.ts';
import { listAdminActions, toAdminActionItem } from './audit.repo.ts';
import { suspendCompany, suspendUser } from './trust.service.ts';

/**
 * Trust and safety (issue 24, decision 0189): suspend and restore accounts and companies, each
 * with a reason the person is e-mailed, and read the audit log. The log has no write route.
 */
export const adminTrustRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');

  app.post(
    '/api/v1/admins/actions.list',
    {
      schema: { body: AdminActionsListBody, response: { 200: adminPage(AdminActionItem) } },
      preHandler: admin,
    },
    async (req) => {
      const size = req.body.limit ?? ADMIN_PAGE_SIZE;
      const rows = await listAdminActions(app.db, decodeSeq(req.body.next_cursor), size + 1);
      const items = rows.slice(0, size);
      const last = items.at(-1);
      return {
        items: items.map(toAdminActionItem),
        next_cursor: rows.length > size && last ? encodeSeq(last.seq) : null,
      };
    },
  );

  const reasoned = { schema: { body: AdminReasonBody, response: { 200: Ok } }, preHandler: admin };

  app.post('/api/v1/admins/users.suspend', reasoned, async (req) => {
    await suspendUser(app, currentUser(req).id, req.body.id, req.body.reason, true);
    return { ok: true as const };
  });

  app.post('/api/v1/admins/users.restore', reasoned, async (req) => {
    await suspendUser(app, currentUser(req).id, req.body.id, req.body.reason, false);
    return { ok: true as const };
  });

  app.post('/api/v1/admins/companies.suspend', reasoned, async (req) => {
    await suspendCompany(app, currentUser(req).id, req.body.id, req.body.reason, true);
    return { ok: true as const };
  });

  app.post('/api/v1/admins/companies.restore', reasoned, async (req) => {
    await suspendCompany(app, currentUser(req).id, req.body.id, req.body.reason, false);
    return { ok: true as const };
  });
};
