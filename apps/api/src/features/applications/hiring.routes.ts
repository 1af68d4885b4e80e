import {
  ApplicationNote,
  ApplicationsBulkUpdateBody,
  ApplicationsUndoBody,
  CompanyJobBody,
  EmployerApplication,
  EmployerApplicationList,
  IdBody,
  item,
  list,
  NoteInsertBody,
  RatingUpdateBody,
} from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { applicantsCsv } from './applicants-csv.ts';
import { toEmployerApplication } from './applications.present.ts';
import * as repo from './applications.repo.ts';
import { applicationForEmployer, loadEmployerApplication } from './applications.service.ts';
import * as notes from './notes.repo.ts';
import { bulkUpdateStatus, undoStatusChanges } from './status.service.ts';

const toNote = (r: notes.NoteRow): ApplicationNote => ({
  id: r.id,
  author_name: r.authorName,
  body: r.body,
  created_at: r.createdAt.toISOString(),
});

/** Employer hiring tools on applications: bulk status, undo, private notes and ratings, export (issue 18). */
export const hiringRoutes: FastifyPluginAsyncZod = async (app) => {
  const employer = app.requireRole('employer');
  const present = (rows: repo.EmployerApplicationRow[]) => {
    const now = app.clock.now();
    return { items: rows.map((r) => toEmployerApplication(r, now)) };
  };

  app.post(
    '/api/v1/employers/applications.bulkUpdate',
    {
      schema: { body: ApplicationsBulkUpdateBody, response: { 200: EmployerApplicationList } },
      preHandler: employer,
    },
    async (req) => present(await bulkUpdateStatus(app, currentUser(req).id, req.body)),
  );

  app.post(
    '/api/v1/employers/applications.undo',
    {
      schema: { body: ApplicationsUndoBody, response: { 200: EmployerApplicationList } },
      preHandler: employer,
    },
    async (req) => present(await undoStatusChanges(app, currentUser(req).id, req.body)),
  );

  app.post(
    '/api/v1/employers/applications.notes.list',
    { schema: { body: IdBody, response: { 200: list(ApplicationNote) } }, preHandler: employer },
    async (req) => {
      await applicationForEmployer(app, currentUser(req).id, req.body.id);
      return { items: (await notes.listNotes(app.db, req.body.id)).map(toNote) };
    },
  );

  app.post(
    '/api/v1/employers/applications.notes.insert',
    { schema: { body: NoteInsertBody, response: { 200: list(ApplicationNote) } }, preHandler: employer },
    async (req) => {
      const user = currentUser(req);
      await applicationForEmployer(app, user.id, req.body.id);
      await notes.insertNote(app.db, {
        applicationId: req.body.id,
        authorId: user.id,
        body: req.body.body,
        now: app.clock.now(),
      });
      return { items: (await notes.listNotes(app.db, req.body.id)).map(toNote) };
    },
  );

  app.post(
    '/api/v1/employers/applications.rate',
    {
      schema: { body: RatingUpdateBody, response: { 200: item(EmployerApplication) } },
      preHandler: employer,
    },
    async (req) => {
      await applicationForEmployer(app, currentUser(req).id, req.body.id);
      await notes.setRating(app.db, req.body.id, req.body.rating);
      return {
        item: toEmployerApplication(await loadEmployerApplication(app, req.body.id), app.clock.now()),
      };
    },
  );

  // A CSV file of one job's applicants; the spreadsheet-safe cells are decided in applicants-csv.ts.
  app.post(
    '/api/v1/employers/applications.export',
    {
      schema: { body: CompanyJobBody },
      preHandler: employer,
      config: { answers: { 200: { type: 'text/csv', description: 'The job’s applicants as a CSV file' } } },
    },
    async (req, reply) => {
      const { company_id, id } = req.body;
      if (!(await repo.isCompanyMember(app.db, company_id, currentUser(req).id))) throw forbidden();
      const job = await repo.findJobForApply(app.db, id);
      if (!job || job.companyId !== company_id) throw notFound('Job not found');
      const rows = await repo.listJobApplicants(app.db, id);
      const csv = applicantsCsv(rows, app.config.publicUrl, job.screeningQuestions);
      const slug =
        job.title
          .replace(/[^A-Za-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase() || 'job';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applicants-${slug}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
