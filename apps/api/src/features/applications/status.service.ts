import type { ApplicationStatus, EmployerSettableStatus } from '@fitjobs/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../http/app-error.ts';
import * as repo from './applications.repo.ts';
import { applicationForEmployer, loadEmployerApplication } from './applications.service.ts';
import { recordStatusChange, undoPendingChanges } from './status-mails.repo.ts';

/**
 * Status changes by employers. The applicant's e-mail is not sent here: it waits out the grace
 * period in pending_status_mails and goes only if the status still holds (decision 0150).
 */
async function applyChanges(
  app: FastifyInstance,
  rows: { id: string; status: ApplicationStatus }[],
  status: EmployerSettableStatus,
) {
  const now = app.clock.now();
  const dueAt = new Date(now.getTime() + app.config.statusMailDelaySeconds * 1000);
  await app.db.transaction(async (tx) => {
    for (const row of rows) {
      // A withdrawn application is the applicant's last word: the employer cannot move it on.
      if (row.status === status || row.status === 'withdrawn') continue;
      await repo.setStatus(tx, row.id, status, now);
      await recordStatusChange(tx, { applicationId: row.id, from: row.status, to: status, dueAt });
    }
  });
}

export async function updateStatus(
  app: FastifyInstance,
  userId: string,
  id: string,
  status: EmployerSettableStatus,
) {
  const parties = await applicationForEmployer(app, userId, id);
  await applyChanges(app, [parties], status);
  return loadEmployerApplication(app, id);
}

/**
 * The selected applications, all of them of the employer's company: one that is not (another
 * company's, or none at all) refuses the whole request, and nothing changes.
 */
async function selectedOfCompany(app: FastifyInstance, userId: string, companyId: string, ids: string[]) {
  if (!(await repo.isCompanyMember(app.db, companyId, userId))) throw forbidden();
  const rows = await repo.findCompanyApplications(app.db, companyId, ids);
  if (rows.length !== ids.length) throw notFound('Application not found');
  return rows;
}

export async function bulkUpdateStatus(
  app: FastifyInstance,
  userId: string,
  body: { company_id: string; ids: string[]; status: EmployerSettableStatus },
) {
  const rows = await selectedOfCompany(app, userId, body.company_id, body.ids);
  await applyChanges(app, rows, body.status);
  return repo.findEmployerApplications(app.db, body.ids);
}

export async function undoStatusChanges(
  app: FastifyInstance,
  userId: string,
  body: { company_id: string; ids: string[] },
) {
  await selectedOfCompany(app, userId, body.company_id, body.ids);
  await app.db.transaction((tx) => undoPendingChanges(tx, body.ids, app.clock.now()));
  return repo.findEmployerApplications(app.db, body.ids);
}
