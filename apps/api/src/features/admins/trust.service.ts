import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../http/app-error.ts';
import { dismissJobReports } from '../moderation/moderation.repo.ts';
import { mailCompanySuspension, mailTakedown, mailUserSuspension } from './admin-mail.ts';
import { recordAdminAction } from './audit.repo.ts';
import * as repo from './trust.repo.ts';

type App = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log' | 'clock'>;

/**
 * Takedowns and suspensions (decision 0189): each needs a reason, is written to the audit log in
 * the same transaction as the change, and is e-mailed to the people it affects afterwards.
 */
export async function takeDownJob(app: App, adminId: string, jobId: string, reason: string) {
  const now = app.clock.now();
  const job = await app.db.transaction(async (tx) => {
    const row = await repo.markTakenDown(tx, jobId, reason, now);
    if (!row) throw notFound('Job not found');
    await dismissJobReports(tx, jobId);
    await recordAdminAction(
      tx,
      { adminId, action: 'job.takedown', targetType: 'job', targetId: jobId, reason },
      now,
    );
    return row;
  });
  await mailTakedown(app, await repo.companyMailTo(app.db, job.companyId), job, reason);
}

export async function suspendUser(
  app: App,
  adminId: string,
  userId: string,
  reason: string,
  suspend: boolean,
) {
  const now = app.clock.now();
  const user = await app.db.transaction(async (tx) => {
    const row = await repo.findUserForAdmin(tx, userId);
    if (!row) throw notFound('User not found');
    if (suspend && row.role === 'admin')
      throw conflict('Admins cannot be suspended: take them off ADMIN_EMAILS instead', 'admin_account');
    if (suspend && row.suspendedAt) throw conflict('This account is already suspended', 'already_suspended');
    if (!suspend && !row.suspendedAt) throw conflict('This account is not suspended', 'not_suspended');
    await repo.setUserSuspension(tx, userId, suspend ? now : null, suspend ? reason : null);
    if (suspend) await repo.revokeUserSessions(tx, userId, now);
    await recordAdminAction(
      tx,
      {
        adminId,
        action: suspend ? 'user.suspend' : 'user.restore',
        targetType: 'user',
        targetId: userId,
        reason,
      },
      now,
    );
    return row;
  });
  await mailUserSuspension(app, user.email, reason, !suspend);
}

export async function suspendCompany(
  app: App,
  adminId: string,
  companyId: string,
  reason: string,
  suspend: boolean,
) {
  const now = app.clock.now();
  const company = await app.db.transaction(async (tx) => {
    const row = await repo.findCompanyForAdmin(tx, companyId);
    if (!row) throw notFound('Company not found');
    if (suspend && row.suspendedAt) throw conflict('This company is already suspended', 'already_suspended');
    if (!suspend && !row.suspendedAt) throw conflict('This company is not suspended', 'not_suspended');
    await repo.setCompanySuspension(tx, companyId, suspend ? now : null, suspend ? reason : null, now);
    await recordAdminAction(
      tx,
      {
        adminId,
        action: suspend ? 'company.suspend' : 'company.restore',
        targetType: 'company',
        targetId: companyId,
        reason,
      },
      now,
    );
    return row;
  });
  await mailCompanySuspension(app, await repo.companyMailTo(app.db, companyId), company, reason, !suspend);
}
