import { fillTemplate, TEMPLATES_PER_COMPANY } from '@fitjobs/contract';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth.ts';
import * as repo from './applications.repo.ts';
import { postMessage } from './applications.service.ts';
import * as templates from './templates.repo.ts';

/** Any member of the company keeps its templates (decision 0177); others get 403 as for its applicants. */
export async function assertMember(app: FastifyInstance, companyId: string, userId: string) {
  if (!(await repo.isCompanyMember(app.db, companyId, userId))) throw forbidden();
}

export async function addTemplate(
  app: FastifyInstance,
  userId: string,
  body: { company_id: string; name: string; body: string },
) {
  await assertMember(app, body.company_id, userId);
  if ((await templates.countTemplates(app.db, body.company_id)) >= TEMPLATES_PER_COMPANY)
    throw conflict(`A company keeps at most ${TEMPLATES_PER_COMPANY} templates`, 'too_many_templates');
  const row = await templates.insertTemplate(app.db, {
    companyId: body.company_id,
    name: body.name,
    body: body.body,
    now: app.clock.now(),
  });
  if (!row) throw conflict('A template with this name exists', 'template_name_taken');
  return row;
}

export async function changeTemplate(
  app: FastifyInstance,
  userId: string,
  body: { company_id: string; id: string; name: string; body: string },
) {
  await assertMember(app, body.company_id, userId);
  const row = await templates.updateTemplate(app.db, {
    companyId: body.company_id,
    id: body.id,
    name: body.name,
    body: body.body,
    now: app.clock.now(),
  });
  if (row === 'not_found') throw notFound('Template not found');
  if (row === 'taken') throw conflict('A template with this name exists', 'template_name_taken');
  return row;
}

/** The first word of the applicant's name, as a greeting uses it. */
const firstName = (full: string | null) => full?.trim().split(/\s+/)[0] || 'there';

/**
 * One chat message to each selected applicant of the company, with the template's fields filled
 * for each; applicants who closed their account or withdrew are skipped, not failed. A selection
 * naming another company's application changes nothing (404), as for bulk status changes.
 */
export async function sendBulkMessage(
  app: FastifyInstance,
  user: AuthUser,
  body: { company_id: string; ids: string[]; text: string },
) {
  await assertMember(app, body.company_id, user.id);
  const rows = await repo.findCompanyApplications(app.db, body.company_id, body.ids);
  if (rows.length !== body.ids.length) throw notFound('Application not found');
  const details = await repo.findEmployerApplications(app.db, body.ids);
  let sent = 0;
  for (const a of details) {
    if (a.userId === null || a.status === 'withdrawn') continue;
    const text = fillTemplate(body.text, {
      first_name: firstName(a.resumeFullName ?? a.userName),
      job_title: a.jobTitle,
      company_name: a.companyName,
    });
    await postMessage(app, user, a.id, text);
    sent++;
  }
  return { sent, skipped: body.ids.length - sent };
}
