import {
  CursorBody,
  EmptyBody,
  IdBody,
  item,
  list,
  Ok,
  page,
  Resume,
  ResumeFullUpdateBody,
  ResumeInput,
  ResumeSaved,
  ResumeSearchQuery,
  ResumeSearchResult,
  ResumeSettingsBody,
  ResumeUpdateBody,
  ResumeViewerCompany,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import {
  findResumeForEmployer,
  findResumeForEmployerPdf,
  recordEmployerRead,
} from './employer-reads.service.ts';
import { assertChangeAllowed, removeResumeFiles, sendResume } from './resume-files.service.ts';
import { searchResumes } from './resume-search.repo.ts';
import { listViewerCompanies } from './resume-views.repo.ts';
import * as repo from './resumes.repo.ts';
import * as service from './resumes.service.ts';

const PAGE_SIZE = 20;
/** "Companies that viewed your resume" lists this many, the latest first. */
const VIEWER_COMPANIES = 100;

/** The seeker's own resumes: /api/v1/employees/resumes.* (spec part 2, section 7). */
export const resumesRoutes: FastifyPluginAsyncZod = async (app) => {
  const employee = app.requireRole('employee');

  app.post(
    '/api/v1/employees/resumes.list',
    { schema: { body: CursorBody, response: { 200: page(Resume) } }, preHandler: employee },
    async (req) => {
      const user = currentUser(req);
      const rows = await repo.listResumesOfUser(
        app.db,
        user.id,
        decodeCursor(req.body.next_cursor),
        PAGE_SIZE + 1,
      );
      const items = rows.slice(0, PAGE_SIZE);
      const last = items.at(-1);
      return {
        items: items.map(service.toResume),
        next_cursor:
          rows.length > PAGE_SIZE && last ? encodeCursor({ key: last.sortKey, id: last.id }) : null,
      };
    },
  );

  app.post(
    '/api/v1/employees/resumes.get',
    { schema: { body: IdBody, response: { 200: item(Resume) } }, preHandler: employee },
    async (req) => {
      const row = await repo.findOwnResume(app.db, currentUser(req).id, req.body.id);
      if (!row) throw notFound('Resume not found');
      return { item: service.toResume(row) };
    },
  );

  app.post(
    '/api/v1/employees/resumes.insert',
    { schema: { body: ResumeInput, response: { 200: ResumeSaved } }, preHandler: employee },
    async (req) => {
      const id = await service.createResume(app.db, currentUser(req).id, req.body, app.clock.now());
      return { ok: true as const, id };
    },
  );

  app.post(
    '/api/v1/employees/resumes.update',
    { schema: { body: ResumeUpdateBody, response: { 200: ResumeSaved } }, preHandler: employee },
    async (req) => {
      const user = currentUser(req);
      const body = req.body;
      const full = ResumeFullUpdateBody.safeParse(body);
      await assertChangeAllowed(app.db, user.id, body.id, {
        full: full.success,
        visibility: 'visibility' in body ? body.visibility : undefined,
      });
      if (full.success) {
        await service.updateResume(app.db, user.id, body.id, full.data, app.clock.now());
      } else {
        const { is_active: isActive, visibility } = ResumeSettingsBody.parse(body);
        await service.changeResumeSettings(
          app.db,
          user.id,
          body.id,
          { isActive, visibility },
          app.clock.now(),
        );
      }
      return { ok: true as const, id: body.id };
    },
  );

  app.post(
    '/api/v1/employees/resumes.delete',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: employee },
    async (req) => {
      const deleted = await repo.deleteResume(app.db, currentUser(req).id, req.body.id);
      if (!deleted) throw notFound('Resume not found');
      if (deleted.file) await removeResumeFiles(app, [deleted.file.key]);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/employees/resumes.pdf.get',
    {
      schema: { body: IdBody },
      preHandler: employee,
      config: { answers: { 200: { type: 'application/pdf', description: 'The resume as a PDF file' } } },
    },
    async (req, reply) => {
      const row = await repo.findOwnResume(app.db, currentUser(req).id, req.body.id);
      if (!row) throw notFound('Resume not found');
      return sendResume(app, reply, service.toResume(row), row.file);
    },
  );

  app.post(
    '/api/v1/employees/resumes.views.list',
    { schema: { body: EmptyBody, response: { 200: list(ResumeViewerCompany) } }, preHandler: employee },
    async (req) => {
      const rows = await listViewerCompanies(app.db, currentUser(req).id, VIEWER_COMPANIES);
      return {
        items: rows.map((r) => ({
          company_id: r.companyId,
          company_name: r.companyName,
          logo_url: r.logoUrl,
          views: r.views,
          downloads: r.downloads,
          first_viewed_at: (r.firstViewedAt ?? new Date(0)).toISOString(),
          last_viewed_at: (r.lastViewedAt ?? new Date(0)).toISOString(),
        })),
      };
    },
  );

  // Employers (and admins, read-only on the active pool): docs/decisions/0061.
  const reader = app.requireRole('employer', 'admin');

  app.post(
    '/api/v1/employers/resumes.get',
    { schema: { body: IdBody, response: { 200: item(Resume) } }, preHandler: reader },
    async (req) => {
      const user = currentUser(req);
      const read = await findResumeForEmployer(app.db, user, req.body.id);
      if (!read) throw notFound('Resume not found');
      await recordEmployerRead(
        app.db,
        user,
        read,
        'view',
        app.config.resumeViewsPerCompanyDay,
        app.clock.now(),
      );
      return { item: service.toEmployerResume(read.row, read.contactHidden) };
    },
  );

  app.post(
    '/api/v1/employers/resumes.pdf.get',
    {
      schema: { body: IdBody },
      preHandler: reader,
      config: { answers: { 200: { type: 'application/pdf', description: 'The resume as a PDF file' } } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const read = await findResumeForEmployerPdf(app.db, user, req.body.id);
      if (!read) throw notFound('This candidate has not uploaded a resume yet.');
      await recordEmployerRead(
        app.db,
        user,
        read,
        'pdf',
        app.config.resumeViewsPerCompanyDay,
        app.clock.now(),
      );
      return sendResume(app, reply, service.toEmployerResume(read.row, read.contactHidden), read.row.file);
    },
  );

  app.get(
    '/api/v1/employers/resumes.search',
    { schema: { querystring: ResumeSearchQuery, response: { 200: ResumeSearchResult } }, preHandler: reader },
    async (req) => {
      await service.assertMayReadResumes(app.db, currentUser(req));
      const q = req.query;
      const { rows, totalCount } = await searchResumes(
        app.db,
        {
          q: q.q || undefined,
          exclude: q.exclude,
          countryId: q.country_id,
          regionId: q.region_id,
          cityId: q.city_id,
          eligibleToWorkInNz: q.eligible_to_work_in_nz,
          canWorkIn: q.can_work_in,
          sortBy: q.sort_by,
          employerId: currentUser(req).role === 'employer' ? currentUser(req).id : null,
        },
        decodeCursor(q.next_cursor),
        PAGE_SIZE + 1,
      );
      const items = rows.slice(0, PAGE_SIZE);
      const last = items.at(-1);
      return {
        items: items.map(service.toSearchItem),
        total_count: totalCount,
        next_cursor:
          rows.length > PAGE_SIZE && last ? encodeCursor({ key: last.sortKey, id: last.id }) : null,
      };
    },
  );
};
