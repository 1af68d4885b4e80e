import {
  ApplicationInsertBody,
  ApplicationUpdateBody,
  CursorBody,
  EmployeeApplication,
  EmployeeApplicationPage,
  EmployerApplication,
  EmployerApplicationPage,
  EmployerApplicationsListBody,
  IdBody,
  item,
  Ok,
  Resume,
} from '@fitjobs/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { sendResume } from '../resumes/resume-files.service.ts';
import { toEmployeeApplication, toEmployerApplication } from './applications.present.ts';
import * as repo from './applications.repo.ts';
import * as service from './applications.service.ts';
import { decodeCursor, pageOf } from './cursor.ts';
import * as external from './external-applications.ts';
import { sentResumeForEmployer } from './sent-resume.service.ts';
import { updateStatus } from './status.service.ts';
import { historyFor } from './status-history.repo.ts';

const PAGE_SIZE = 20;

const position = (r: { createdAt: Date; id: string; status: string; mustHaveMissed?: number }) => ({
  createdAt: r.createdAt.toISOString(),
  id: r.id,
  status: r.status,
  missed: r.mustHaveMissed,
});

/** The timelines the applicant sees: changes still inside their grace period are not shown yet. */
const seekerHistory = (app: FastifyInstance, ids: string[]) => {
  const now = app.clock.now();
  return historyFor(app.db, ids, new Date(now.getTime() - app.config.statusMailDelaySeconds * 1000), now);
};

/** Applying, listing and revoking (employee) and reviewing applicants (employer). */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/employees/applications.insert',
    {
      schema: { body: ApplicationInsertBody, response: { 200: item(EmployeeApplication) } },
      preHandler: app.requireRole('employee'),
    },
    async (req) => {
      const { id, cover_letter, resume_id, answers } = req.body;
      const row = await service.apply(app, currentUser(req).id, id, {
        coverLetter: cover_letter || null,
        resumeId: resume_id,
        answers,
      });
      return { item: toEmployeeApplication(row) };
    },
  );

  app.post(
    '/api/v1/employees/applications.list',
    {
      schema: { body: CursorBody, response: { 200: EmployeeApplicationPage } },
      preHandler: app.requireRole('employee'),
    },
    async (req) => {
      // Both kinds, here and on employers' sites, under one (created_at, id) keyset (decision 0173).
      const cursor = decodeCursor(req.body.next_cursor);
      const userId = currentUser(req).id;
      const [here, elsewhere] = await Promise.all([
        repo.listEmployeeApplications(app.db, userId, cursor, PAGE_SIZE),
        external.listExternalApplications(app.db, userId, cursor, PAGE_SIZE),
      ]);
      const history = await seekerHistory(
        app,
        here.map((r) => r.id),
      );
      const merged = external.newestFirst([
        ...here.map((r) => toEmployeeApplication(r, history.get(r.id))),
        ...elsewhere.map(external.toExternalApplication),
      ]);
      const page = pageOf(merged, PAGE_SIZE, (a) => ({ createdAt: a.created_at, id: a.id }));
      return { items: page.items, next_cursor: page.next_cursor };
    },
  );

  // "Did you apply?" after 'Leaving FitJobs': yes keeps the job on the seeker's list (decision 0173).
  app.post(
    '/api/v1/employees/applications.external.insert',
    {
      schema: { body: IdBody, response: { 200: item(EmployeeApplication) } },
      preHandler: app.requireRole('employee'),
    },
    async (req) => ({
      item: await external.recordExternalApplication(
        app.db,
        currentUser(req).id,
        req.body.id,
        app.clock.now(),
      ),
    }),
  );

  app.post(
    '/api/v1/employees/applications.external.delete',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: app.requireRole('employee') },
    async (req) => {
      await external.deleteExternalApplication(app.db, currentUser(req).id, req.body.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/employees/applications.delete',
    { schema: { body: IdBody, response: { 200: Ok } }, preHandler: app.requireRole('employee') },
    async (req) => {
      await service.revoke(app, currentUser(req).id, req.body.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/employees/applications.withdraw',
    {
      schema: { body: IdBody, response: { 200: item(EmployeeApplication) } },
      preHandler: app.requireRole('employee'),
    },
    async (req) => {
      const row = await service.withdraw(app, currentUser(req).id, req.body.id);
      const history = await seekerHistory(app, [row.id]);
      return { item: toEmployeeApplication(row, history.get(row.id)) };
    },
  );

  app.post(
    '/api/v1/employers/applications.list',
    {
      schema: { body: EmployerApplicationsListBody, response: { 200: EmployerApplicationPage } },
      preHandler: app.requireRole('employer'),
    },
    async (req) => {
      const { company_id, id: jobId, sort, status, must_haves } = req.body;
      if (!(await repo.isCompanyMember(app.db, company_id, currentUser(req).id))) throw forbidden();
      if (jobId) {
        const job = await repo.findJobForApply(app.db, jobId);
        if (!job || job.companyId !== company_id) throw notFound('Job not found');
      }
      const cursor = decodeCursor(req.body.next_cursor);
      const rows = await repo.listEmployerApplications(app.db, {
        companyId: company_id,
        jobId,
        statuses: status,
        mustHaves: must_haves,
        sort,
        cursor,
        limit: PAGE_SIZE,
      });
      const page = pageOf(rows, PAGE_SIZE, position);
      const now = app.clock.now();
      return { items: page.items.map((r) => toEmployerApplication(r, now)), next_cursor: page.next_cursor };
    },
  );

  app.post(
    '/api/v1/employers/applications.get',
    {
      schema: { body: IdBody, response: { 200: item(EmployerApplication) } },
      preHandler: app.requireRole('employer'),
    },
    async (req) => {
      const row = await service.openForEmployer(app, currentUser(req), req.body.id);
      return { item: toEmployerApplication(row, app.clock.now()) };
    },
  );

  app.post(
    '/api/v1/employers/applications.update',
    {
      schema: { body: ApplicationUpdateBody, response: { 200: item(EmployerApplication) } },
      preHandler: app.requireRole('employer'),
    },
    async (req) => {
      const row = await updateStatus(app, currentUser(req).id, req.body);
      return { item: toEmployerApplication(row, app.clock.now()) };
    },
  );

  // The resume an application sent, as sent (decision 0170): the applicant card opens these.
  app.post(
    '/api/v1/employers/applications.resume.get',
    { schema: { body: IdBody, response: { 200: item(Resume) } }, preHandler: app.requireRole('employer') },
    async (req) => ({
      item: (await sentResumeForEmployer(app, currentUser(req), req.body.id, 'view')).resume,
    }),
  );

  app.post(
    '/api/v1/employers/applications.resume.pdf.get',
    {
      schema: { body: IdBody },
      preHandler: app.requireRole('employer'),
      config: {
        answers: { 200: { type: 'application/pdf', description: 'The resume as sent, as a PDF file' } },
      },
    },
    async (req, reply) => {
      const sent = await sentResumeForEmployer(app, currentUser(req), req.body.id, 'pdf');
      return sendResume(app, reply, sent.resume, sent.file);
    },
  );
};
