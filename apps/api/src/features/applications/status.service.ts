import type { ApplicationStatus, EmployerSettableStatus } from '@fitjobs/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';
import * as repo from './applications.repo.ts';
import { applicationForEmployer, loadEmployerApplication } from './applications.service.ts';
import { recordHistory } from './status-history.repo.ts';
import { recordStatusChange, undoPendingChanges } from './status-mails.repo.ts';

/** The one answer for a change to an application whose applicant closed their account (decision 0178). */
export const accountClosed = () =>
  new AppError(
    'account_closed',
    'This applicant has closed their account: their application can no longer be moved, messaged or downloaded.',
    409,
  );

const withdrawn = () =>
  new AppError('application_withdrawn', 'The applicant has withdrawn this application.', 409);

interface Row {
  id: string;
  status: ApplicationStatus;
  userId: string | null;
}

/** Closed accounts and withdrawn applications refuse every status change, one or many (409). */
function assertChangeable(rows: Row[]) {
  if (rows.some((r) => r.userId === null)) throw accountClosed();
  if (rows.some((r) => r.status === 'withdrawn')) throw withdrawn();
}

/**
 * Status changes by employers, each one a step of the applicant's timeline. The applicant's e-mail
 * is not sent here: it waits out the grace period in pending_status_mails and goes only if the
 * status still holds (decisions 0150, 0175); `message` is the interview or offer e-mail's text.
 */
async function applyChanges(
  app: FastifyInstance,
  rows: Row[],
  status: EmployerSettableStatus,
  message: string | null,
) {
  assertChangeable(rows);
  const now = app.clock.now();
  const dueAt = new Date(now.getTime() + app.config.statusMailDelaySeconds * 1000);
  const text = status === 'interview' || status === 'offer' ? message : null;
  await app.db.transaction(async (tx) => {
    for (const row of rows) {
      // A withdrawn application is the applicant's last word: the employer cannot move it on.
      if (row.status === status || row.status === 'withdrawn') continue;
      await repo.setStatus(tx, row.id, status, now);
      await recordHistory(tx, { applicationId: row.id, status, message: text, now });
      await recordStatusChange(tx, { applicationId: row.id, from: row.status, to: status, dueAt });
    }
  });
}

export async function updateStatus(
  app: FastifyInstance,
  userId: string,
  body: { id: string; status: EmployerSettableStatus; message?: string | null },
) {
  const parties = await applicationForEmployer(app, userId, body.id);
  await applyChanges(app, [parties], body.status, body.message ?? null);
  return loadEmployerApplication(app, body.id);
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
  body: { company_id: string; ids: string[]; status: EmployerSettableStatus; message?: string | null },
) {
  const rows = await selectedOfCompany(app, userId, body.company_id, body.ids);
  await applyChanges(app, rows, body.status, body.message ?? null);
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
