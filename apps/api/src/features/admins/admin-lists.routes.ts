import {
  ADMIN_PAGE_SIZE,
  AdminCompaniesListBody,
  AdminCompanyRow,
  AdminJobRow,
  AdminJobsListBody,
  AdminUserDetail,
  AdminUserItem,
  AdminUsersListBody,
  adminPage,
  IdBody,
  item,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { decodeKeyset, pageOf } from './admin-cursor.ts';
import {
  findUserItem,
  listCompanies,
  listJobs,
  listUsers,
  userCompanies,
  userReports,
} from './admin-lists.repo.ts';
import { actionsOn, toAdminActionItem } from './audit.repo.ts';

/** On one user's page: this many of the latest reports against them and actions on them. */
const RECENT = 20;

const keyOf = (r: { created_at: string; id: string }) => ({ createdAt: new Date(r.created_at), id: r.id });

/** The admin's lists of users, companies and jobs, and one user's page (decision 0189). */
export const adminListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');

  app.post(
    '/api/v1/admins/users.list',
    { schema: { body: AdminUsersListBody, response: { 200: adminPage(AdminUserItem) } }, preHandler: admin },
    async (req) => {
      const { next_cursor, limit, ...filters } = req.body;
      const size = limit ?? ADMIN_PAGE_SIZE;
      const rows = await listUsers(app.db, filters, decodeKeyset(next_cursor), size + 1);
      return pageOf(rows, size, keyOf);
    },
  );

  app.post(
    '/api/v1/admins/users.get',
    { schema: { body: IdBody, response: { 200: item(AdminUserDetail) } }, preHandler: admin },
    async (req) => {
      const user = await findUserItem(app.db, req.body.id);
      if (!user) throw notFound('User not found');
      const companies = await userCompanies(app.db, user.id);
      const actions = await actionsOn(app.db, [user.id, ...companies.map((c) => c.id)], RECENT);
      return {
        item: {
          ...user,
          companies,
          reports: await userReports(app.db, user.id, RECENT),
          actions: actions.map(toAdminActionItem),
        },
      };
    },
  );

  app.post(
    '/api/v1/admins/companies.list',
    {
      schema: { body: AdminCompaniesListBody, response: { 200: adminPage(AdminCompanyRow) } },
      preHandler: admin,
    },
    async (req) => {
      const { next_cursor, limit, ...filters } = req.body;
      const size = limit ?? ADMIN_PAGE_SIZE;
      const rows = await listCompanies(app.db, filters, decodeKeyset(next_cursor), size + 1);
      return pageOf(rows, size, keyOf);
    },
  );

  app.post(
    '/api/v1/admins/jobs.list',
    { schema: { body: AdminJobsListBody, response: { 200: adminPage(AdminJobRow) } }, preHandler: admin },
    async (req) => {
      const { next_cursor, limit, ...filters } = req.body;
      const size = limit ?? ADMIN_PAGE_SIZE;
      const rows = await listJobs(app.db, filters, decodeKeyset(next_cursor), size + 1, app.clock.now());
      return pageOf(rows, size, keyOf);
    },
  );
};
