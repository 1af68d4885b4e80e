import { AdminCompanyUpdateBody, Company, CompanyUpdateBody, IdBody, item, Ok } from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { recordAdminAction } from '../admins/audit.repo.ts';
import { memberRole } from '../employers/team.repo.ts';
import { companyPageMeta } from './companies.meta.ts';
import { findCompany } from './companies.repo.ts';
import { updateCompany } from './companies.service.ts';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.pageMeta.push(companyPageMeta(app));

  app.post(
    '/api/v1/companies.get',
    { schema: { body: IdBody, response: { 200: item(Company) } } },
    async (req) => {
      const company = await app.reads.run(req, (db) => findCompany(db, req.body.id));
      if (!company) throw notFound('Company not found');
      return { item: company };
    },
  );

  app.post(
    '/api/v1/employers/companies.update',
    { schema: { body: CompanyUpdateBody, response: { 200: Ok } }, preHandler: app.requireRole('employer') },
    async (req) => {
      const user = currentUser(req);
      // The company held in the token, and a membership that still exists: either failing is 403.
      // Members read the profile; only the company's admins change it (decision 0179).
      const role =
        user.activeCompanyId === req.body.id ? await memberRole(app.db, req.body.id, user.id) : null;
      if (!role) throw forbidden('You can only edit your own company');
      if (role !== 'admin') throw forbidden('Only company admins change the company profile');
      // CompanyUpdateBody has no accredited/verified: zod drops them if an employer sends them.
      await updateCompany(app.db, req.body, app.clock.now());
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/admins/companies.update',
    { schema: { body: AdminCompanyUpdateBody, response: { 200: Ok } }, preHandler: app.requireRole('admin') },
    async (req) => {
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        await updateCompany(tx, req.body, now);
        const entry = {
          adminId: currentUser(req).id,
          action: 'company.update',
          targetType: 'company',
        } as const;
        await recordAdminAction(tx, { ...entry, targetId: req.body.id }, now);
      });
      return { ok: true as const };
    },
  );
};
