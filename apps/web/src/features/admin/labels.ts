import type { AdminAction, Role } from '@fitjobs/contract';

export const ROLE_LABEL: Record<Role, string> = {
  employee: 'Job seeker',
  employer: 'Employer',
  admin: 'Admin',
};

/** How the audit log words each action. */
export const ACTION_LABEL: Record<AdminAction, string> = {
  'company.insert': 'Created company',
  'company.update': 'Edited company',
  'company.flags.update': 'Changed company flags',
  'company.suspend': 'Suspended company',
  'company.restore': 'Restored company',
  'review.delete': 'Removed review',
  'review.reports.dismiss': 'Kept reported review',
  'job.insert': 'Posted job',
  'job.update': 'Edited job',
  'job.takedown': 'Took down job',
  'job.reports.dismiss': 'Dismissed job reports',
  'user.suspend': 'Suspended user',
  'user.restore': 'Restored user',
};
