import type { Role } from '@fitjobs/contract';

/**
 * Who may call each API route: the machine-readable half of the authorisation matrix.
 * 'public' needs no session (a token, when sent, must be valid); 'signed_in' any role;
 * otherwise the roles allowed. Object-level rules (own vs others' objects) are the other half:
 * OBJECT_ACCESS in object-access.ts.
 * A route missing here fails route-access.test.ts: every new route must be added.
 */
export type Access = 'public' | 'signed_in' | readonly Role[];

const EMPLOYEE = ['employee'] as const;
const EMPLOYER = ['employer'] as const;
const ADMIN = ['admin'] as const;

export const ROUTE_ACCESS: Record<string, Access> = {
  'POST /api/v1/code.request': 'public',
  'POST /api/v1/code.verify': 'public',
  'POST /api/v1/tokens.refresh': 'public',
  'POST /api/v1/tokens.revoke': 'public',
  'POST /api/v1/users.get': 'signed_in',
  'POST /api/v1/users.update': 'signed_in',
  'POST /api/v1/users.delete': 'signed_in',
  'POST /api/v1/uploads.insert': 'signed_in',
  'POST /api/v1/locations/countries.list': 'public',
  'POST /api/v1/locations/regions.list': 'public',
  'POST /api/v1/locations/cities.list': 'public',
  'POST /api/v1/locations/addresses.get': 'public',
  'POST /api/v1/industries.list': 'public',
  'POST /api/v1/events.insert': 'public',
  'GET /api/v1/jobs/search': 'public',
  'POST /api/v1/jobs.get': 'public',
  'POST /api/v1/jobs/favorites.insert': EMPLOYEE,
  'POST /api/v1/jobs/favorites.delete': EMPLOYEE,
  'POST /api/v1/jobs/favorites.list': EMPLOYEE,
  'POST /api/v1/jobs/favorite-details.list': EMPLOYEE,
  'POST /api/v1/jobs/hidden.insert': EMPLOYEE,
  'POST /api/v1/jobs/hidden.delete': EMPLOYEE,
  'POST /api/v1/companies/hidden.insert': EMPLOYEE,
  'POST /api/v1/companies/hidden.delete': EMPLOYEE,
  'POST /api/v1/jobs/search.insert': EMPLOYEE,
  'POST /api/v1/jobs/search.list': EMPLOYEE,
  'POST /api/v1/jobs/search.update': EMPLOYEE,
  'POST /api/v1/jobs/search.delete': EMPLOYEE,
  // The unsubscribe link in alert e-mails works without signing in; its secret token is the key.
  'GET /api/v1/jobs/search.unsubscribe': 'public',
  'POST /api/v1/jobs/search.unsubscribe': 'public',
  'POST /api/v1/companies.get': 'public',
  'POST /api/v1/companies.reviews.list': 'public',
  'POST /api/v1/companies.reviews.stats': 'public',
  'POST /api/v1/employees/companies.reviews.insert': EMPLOYEE,
  'POST /api/v1/employers/companies.update': EMPLOYER,
  'POST /api/v1/admins/companies.update': ADMIN,
  'POST /api/v1/admins/companies.reviews.delete': ADMIN,
  'POST /api/v1/employers/companies.list': EMPLOYER,
  'POST /api/v1/employers/companies.insert': EMPLOYER,
  'POST /api/v1/employers/jobs.insert': EMPLOYER,
  'POST /api/v1/employers/jobs.update': EMPLOYER,
  'POST /api/v1/employers/jobs.get': EMPLOYER,
  // Also the public company page's 'Jobs at' list: members see drafts, everyone else live jobs.
  'POST /api/v1/employers/jobs.list': 'public',
  'POST /api/v1/employers/jobs.archive': EMPLOYER,
  'POST /api/v1/admins/companies.search': ADMIN,
  'POST /api/v1/admins/companies.insert': ADMIN,
  'POST /api/v1/admins/companies.flags.update': ADMIN,
  'POST /api/v1/admins/jobs.insert': ADMIN,
  'POST /api/v1/admins/jobs.update': ADMIN,
  'POST /api/v1/admins/jobs.get': ADMIN,
  'POST /api/v1/employees/applications.insert': EMPLOYEE,
  'POST /api/v1/employees/applications.list': EMPLOYEE,
  'POST /api/v1/employees/applications.delete': EMPLOYEE,
  'POST /api/v1/employers/applications.list': EMPLOYER,
  'POST /api/v1/employers/applications.get': EMPLOYER,
  'POST /api/v1/employers/applications.update': EMPLOYER,
  'POST /api/v1/applications/messages.list': ['employee', 'employer'],
  'POST /api/v1/applications/messages.insert': ['employee', 'employer'],
  'POST /api/v1/employees/counters.list': EMPLOYEE,
  'POST /api/v1/employers/counters.list': EMPLOYER,
  'POST /api/v1/employees/resumes.list': EMPLOYEE,
  'POST /api/v1/employees/resumes.get': EMPLOYEE,
  'POST /api/v1/employees/resumes.insert': EMPLOYEE,
  'POST /api/v1/employees/resumes.update': EMPLOYEE,
  'POST /api/v1/employees/resumes.delete': EMPLOYEE,
  'POST /api/v1/employees/resumes.pdf.get': EMPLOYEE,
  'POST /api/v1/employers/resumes.get': ['employer', 'admin'],
  'POST /api/v1/employers/resumes.pdf.get': ['employer', 'admin'],
  'GET /api/v1/employers/resumes.search': ['employer', 'admin'],
  // Hiring tools (issue 18).
  'POST /api/v1/employers/applications.bulkUpdate': EMPLOYER,
  'POST /api/v1/employers/applications.undo': EMPLOYER,
  'POST /api/v1/employers/applications.notes.list': EMPLOYER,
  'POST /api/v1/employers/applications.notes.insert': EMPLOYER,
  'POST /api/v1/employers/applications.rate': EMPLOYER,
  'POST /api/v1/employers/applications.export': EMPLOYER,
  'POST /api/v1/employers/jobs.duplicate': EMPLOYER,
  'POST /api/v1/employers/jobs.repost': EMPLOYER,
  'POST /api/v1/employers/jobs.stats': EMPLOYER,
  'POST /api/v1/employers/jobs.totals': EMPLOYER,
  'POST /api/v1/employers/companies.team.list': EMPLOYER,
  'POST /api/v1/employers/companies.invitations.insert': EMPLOYER,
  'POST /api/v1/employers/companies.invitations.delete': EMPLOYER,
  'POST /api/v1/employers/companies.members.delete': EMPLOYER,
};
