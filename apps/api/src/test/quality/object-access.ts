/**
 * The object-level half of the authorisation matrix: for every route that names an object, who
 * may act on an object owned by employee A or by employer X's company (the role-level half, who
 * may call a route at all, is ROUTE_ACCESS in route-access.ts).
 *
 * Which routes need a row: every /api/v1 route whose request (JSON body or query string, at any
 * depth, in any branch of a union) has a field named `id`, `ids` or `*_id` holding a UUID, as
 * the OpenAPI document describes it; plus multipart routes, whose fields the document cannot
 * show, listed by hand. Reference data ids (country_id, industry_id...) are integers and need no
 * row. object-access.test.ts derives that list from the running app and fails on a missing row.
 */

/** The six callers of the matrix. X owns company X and Y company Y; A owns the seeker objects. */
export const WHO = ['anonymous', 'employeeA', 'employeeB', 'employerX', 'employerY', 'admin'] as const;
export type Who = (typeof WHO)[number];

/**
 * The object a case acts on. Each is made fresh for its case, owned by A or by company X:
 * - company: company X; job: a live job of X; draftJob: a draft of X; address: an address row
 * - favorite / hiddenJob: a live job of X that A saved / hid; hiddenCompany: company X, hidden by A
 * - application: A's application to a job of X, with a chat message
 * - resume: an inactive resume of A; activeResume: A's active resume (the searchable pool);
 *   sentResume: an inactive resume of A that A sent with an application to X;
 *   hiddenResume: A's active resume set to Hidden (then back to Limited for the next case)
 * - review: A's review of company X; savedSearch: A's saved search
 * - reportedReview: A's review of X that B reported; reportedJob: a live job of X that A reported
 * - employeeA: A's account and the analytics events attributed to A
 * - archivedJob: an archived job of X; member: an employer who is a member of X (not its admin);
 *   suspendedMember: such a member whose account an admin suspended;
 *   invitation: an invitation into company X
 * - externalJob: a live job of X taking applications on its own site; externalApplication: A's
 *   record of applying to one there
 * - template: a message template of X; jobInvitation: X's invitation to A to apply to a job of X;
 *   blockedCompany: company X, blocked by A; activeResume's job is a live job of X (invitations)
 * - teamInvitation: X's invitation of A's address into its team; teamInvitationToY: X's invitation
 *   of employer Y's address into its team (decision 0188)
 */
export type Target =
  | 'company'
  | 'job'
  | 'draftJob'
  | 'address'
  | 'favorite'
  | 'hiddenJob'
  | 'hiddenCompany'
  | 'application'
  | 'resume'
  | 'activeResume'
  | 'sentResume'
  | 'hiddenResume'
  | 'review'
  | 'reportedReview'
  | 'reportedJob'
  | 'savedSearch'
  | 'employeeA'
  | 'archivedJob'
  | 'member'
  | 'suspendedMember'
  | 'invitation'
  | 'externalJob'
  | 'externalApplication'
  | 'template'
  | 'jobInvitation'
  | 'blockedCompany'
  | 'teamInvitation'
  | 'teamInvitationToY';

export interface ObjectCase {
  target: Target;
  /** Callers that get a 2xx; everyone else gets 401/403/404 and the object stays as it was. */
  may: readonly Who[];
  /**
   * Callers whose (allowed) call may change the object. Allowed callers not listed here act on
   * their own rows only (B saving a job A saved), so the object must still read back unchanged.
   */
  acts?: readonly Who[];
  /** For answers that filter instead of refusing: the callers whose answer includes the object. */
  sees?: readonly Who[];
  /** How the request names the object, when the route's name does not say. */
  via?: string;
}

const EVERYONE = WHO;
const EMPLOYEES = ['employeeA', 'employeeB'] as const;
const A = ['employeeA'] as const;
const X = ['employerX'] as const;
const ADMIN = ['admin'] as const;
const PARTIES = ['employeeA', 'employerX'] as const;
const SIGNED_IN = ['employeeA', 'employeeB', 'employerX', 'employerY', 'admin'] as const;

export const OBJECT_ACCESS = {
  // Public objects anyone may read.
  'POST /api/v1/companies.get': { target: 'company', may: EVERYONE },
  'POST /api/v1/companies.reviews.list': { target: 'review', may: EVERYONE, sees: EVERYONE },
  'POST /api/v1/companies.reviews.stats': { target: 'company', may: EVERYONE },
  'POST /api/v1/locations/addresses.get': { target: 'address', may: EVERYONE },
  'POST /api/v1/jobs.get': [
    { target: 'job', may: EVERYONE },
    // Drafts exist only for their company and admins; anyone else gets 404, not a hint.
    { target: 'draftJob', may: ['employerX', 'admin'] },
  ],
  // Jobs like a live job, for anyone; a draft's neighbours are nobody's business (an empty list).
  'POST /api/v1/jobs.similar': { target: 'job', may: EVERYONE },
  // The public company page's job list: everyone gets an answer, only members see drafts.
  'POST /api/v1/employers/jobs.list': { target: 'draftJob', may: EVERYONE, sees: X },
  // Anyone may report analytics, but an event is A's only when A's own token sent it.
  'POST /api/v1/events.insert': { target: 'employeeA', may: EVERYONE, acts: A },

  // A seeker's own rows, keyed by a public job or company: any employee may call, and only the
  // caller's rows change (B un-saving a job leaves A's saved job alone).
  'POST /api/v1/jobs/favorites.insert': { target: 'job', may: EMPLOYEES, acts: A },
  'POST /api/v1/jobs/favorites.delete': { target: 'favorite', may: EMPLOYEES, acts: A },
  'POST /api/v1/jobs/hidden.insert': { target: 'job', may: EMPLOYEES, acts: A },
  'POST /api/v1/jobs/hidden.delete': { target: 'hiddenJob', may: EMPLOYEES, acts: A },
  'POST /api/v1/companies/hidden.insert': { target: 'company', may: EMPLOYEES, acts: A },
  'POST /api/v1/companies/hidden.delete': { target: 'hiddenCompany', may: EMPLOYEES, acts: A },
  // One review per employee and company: B's review is a second row, never a rewrite of A's.
  'POST /api/v1/employees/companies.reviews.insert': { target: 'review', may: EMPLOYEES, acts: A },
  'POST /api/v1/employees/applications.insert': { target: 'job', may: EMPLOYEES, acts: EMPLOYEES },
  // Anyone signed in may report what they can see; a report is the reporter's row, the review or
  // job itself stays as it was (docs/decisions/0122, 0123).
  'POST /api/v1/companies.reviews.report': { target: 'review', may: SIGNED_IN },
  // The reviewed company's admin only; another company gets 404 (decision 0203).
  'POST /api/v1/employers/companies.reviews.respond': { target: 'review', may: X, acts: X },
  'POST /api/v1/jobs/reports.insert': [
    { target: 'job', may: SIGNED_IN },
    { target: 'draftJob', may: ['employerX', 'admin'] },
  ],
  // A bulk delete skips ids that are not the caller's (the answer is still ok).
  'POST /api/v1/jobs/search.delete': { target: 'savedSearch', may: EMPLOYEES, acts: A },

  // The owner only.
  'POST /api/v1/jobs/search.update': { target: 'savedSearch', may: A, acts: A },
  'POST /api/v1/jobs/search.seen': { target: 'savedSearch', may: A, acts: A },
  'POST /api/v1/employees/resumes.get': { target: 'resume', may: A },
  'POST /api/v1/employees/resumes.update': { target: 'resume', may: A, acts: A },
  'POST /api/v1/employees/resumes.delete': { target: 'resume', may: A, acts: A },
  'POST /api/v1/employees/resumes.pdf.get': { target: 'resume', may: A },
  'POST /api/v1/employees/applications.delete': { target: 'application', may: A, acts: A },
  'POST /api/v1/employees/applications.withdraw': { target: 'application', may: A, acts: A },
  // Each seeker records their own application on an external job's site (decision 0173).
  'POST /api/v1/employees/applications.external.insert': { target: 'externalJob', may: EMPLOYEES, acts: A },
  'POST /api/v1/employees/applications.external.delete': {
    target: 'externalApplication',
    may: A,
    acts: A,
  },

  // Both sides of an application: its applicant and the members of the job's company.
  'POST /api/v1/applications/messages.list': { target: 'application', may: PARTIES },
  'POST /api/v1/applications/messages.insert': { target: 'application', may: PARTIES, acts: PARTIES },

  // Members of the owning company.
  'POST /api/v1/employers/companies.update': { target: 'company', may: X, acts: X },
  'POST /api/v1/employers/jobs.insert': { target: 'company', may: X, acts: X },
  'POST /api/v1/employers/jobs.update': { target: 'job', may: X, acts: X },
  'POST /api/v1/employers/jobs.get': { target: 'draftJob', may: X },
  'POST /api/v1/employers/jobs.archive': { target: 'job', may: X, acts: X },
  'POST /api/v1/employers/applications.list': { target: 'application', may: X, sees: X },
  // Opening an application marks it viewed.
  'POST /api/v1/employers/applications.get': { target: 'application', may: X, acts: X },
  'POST /api/v1/employers/applications.update': { target: 'application', may: X, acts: X },
  // The resume an application sent, as sent (decision 0170).
  'POST /api/v1/employers/applications.resume.get': { target: 'application', may: X },
  'POST /api/v1/employers/applications.resume.pdf.get': { target: 'application', may: X },
  // docs/decisions/0061: the active pool for every employer with a company and for admins; an
  // inactive resume only for the company it was sent to.
  'POST /api/v1/employers/resumes.get': [
    { target: 'activeResume', may: ['employerX', 'employerY', 'admin'] },
    { target: 'sentResume', may: X },
    // Hidden (docs/decisions/0120): only for a company the person applied to.
    { target: 'hiddenResume', may: [] },
  ],
  'POST /api/v1/employers/resumes.pdf.get': [
    { target: 'activeResume', may: ['employerX', 'employerY', 'admin'] },
    { target: 'sentResume', may: X },
  ],

  // Hiring tools (issue 18), members of the owning company only.
  'POST /api/v1/employers/applications.bulkUpdate': { target: 'application', may: X, acts: X },
  'POST /api/v1/employers/applications.undo': { target: 'application', may: X, acts: X },
  'POST /api/v1/employers/applications.notes.list': { target: 'application', may: X },
  'POST /api/v1/employers/applications.notes.insert': { target: 'application', may: X, acts: X },
  'POST /api/v1/employers/applications.rate': { target: 'application', may: X, acts: X },
  'POST /api/v1/employers/applications.export': { target: 'application', may: X },
  // A copy is a new job: the original reads back unchanged even for X.
  'POST /api/v1/employers/jobs.duplicate': { target: 'job', may: X },
  // The copy is a new job; the original only records it (reposted_as_id, decision 0178).
  'POST /api/v1/employers/jobs.repost': { target: 'archivedJob', may: X, acts: X },
  'POST /api/v1/employers/jobs.stats': { target: 'job', may: X },
  'POST /api/v1/employers/jobs.totals': { target: 'job', may: X },
  'POST /api/v1/employers/companies.team.list': { target: 'company', may: X },
  'POST /api/v1/employers/companies.invitations.insert': { target: 'company', may: X, acts: X },
  'POST /api/v1/employers/companies.invitations.delete': { target: 'invitation', may: X, acts: X },
  'POST /api/v1/employers/companies.members.delete': { target: 'member', may: X, acts: X },

  // Issue 23 (decisions 0175-0179), members of the owning company only.
  'POST /api/v1/employers/templates.list': { target: 'company', may: X },
  'POST /api/v1/employers/templates.insert': { target: 'company', may: X, acts: X },
  'POST /api/v1/employers/templates.update': { target: 'template', may: X, acts: X },
  'POST /api/v1/employers/templates.delete': { target: 'template', may: X, acts: X },
  'POST /api/v1/employers/applications.messages.bulkInsert': { target: 'application', may: X, acts: X },
  'POST /api/v1/employers/companies.members.update': { target: 'member', may: X, acts: X },
  'POST /api/v1/employers/hiring.summary': { target: 'company', may: X },
  // X invites the owner of a found resume to a job of X; the resume itself never changes.
  'POST /api/v1/employers/jobs.invitations.insert': { target: 'activeResume', may: X },
  'POST /api/v1/employees/invitations.decline': { target: 'jobInvitation', may: A, acts: A },
  // A block is the seeker's own row: B blocking X leaves A's block and the company as they were.
  // These two stay last among A's resume routes: blocks.delete's case ends with A unblocking X.
  'POST /api/v1/employees/companies.block': { target: 'company', may: EMPLOYEES, acts: A },
  'POST /api/v1/employees/companies.blocks.delete': { target: 'blockedCompany', may: EMPLOYEES, acts: A },
  // A team invitation is answered only by the account of its address (decision 0188).
  'POST /api/v1/users.teamInvitations.decline': { target: 'teamInvitation', may: A, acts: A },

  // Admins, on any company's objects.
  'POST /api/v1/admins/companies.update': { target: 'company', may: ADMIN, acts: ADMIN },
  'POST /api/v1/admins/companies.flags.update': { target: 'company', may: ADMIN, acts: ADMIN },
  'POST /api/v1/admins/companies.reviews.delete': { target: 'review', may: ADMIN, acts: ADMIN },
  'POST /api/v1/admins/jobs.insert': { target: 'company', may: ADMIN, acts: ADMIN },
  'POST /api/v1/admins/jobs.update': { target: 'job', may: ADMIN, acts: ADMIN },
  'POST /api/v1/admins/jobs.get': { target: 'draftJob', may: ADMIN },
  'POST /api/v1/admins/jobs.archive': { target: 'job', may: ADMIN, acts: ADMIN },
  'POST /api/v1/admins/reviews.reports.dismiss': { target: 'reportedReview', may: ADMIN, acts: ADMIN },
  'POST /api/v1/admins/jobs.reports.dismiss': { target: 'reportedJob', may: ADMIN, acts: ADMIN },
  // Suspensions (decision 0189). companies.restore follows companies.suspend so that company X,
  // suspended by the admin's call in the first, is active again after the second.
  'POST /api/v1/admins/users.get': { target: 'employeeA', may: ADMIN, sees: ADMIN },
  'POST /api/v1/admins/users.suspend': { target: 'member', may: ADMIN, acts: ADMIN },
  'POST /api/v1/admins/users.restore': { target: 'suspendedMember', may: ADMIN, acts: ADMIN },
  'POST /api/v1/admins/companies.suspend': { target: 'company', may: ADMIN, acts: ADMIN },
  'POST /api/v1/admins/companies.restore': { target: 'company', may: ADMIN, acts: ADMIN },
  // Multipart: admin_company_id names the company an admin uploads an image for; employers
  // upload only for the company their token holds and may not name one.
  'POST /api/v1/uploads.insert': { target: 'company', may: ADMIN, acts: ADMIN, via: 'admin_company_id' },
  // Last of all: employer Y accepting X's team invitation makes Y a member of X, which would
  // turn every later case's stranger into an insider (decision 0188).
  'POST /api/v1/users.teamInvitations.accept': {
    target: 'teamInvitationToY',
    may: ['employerY'],
    acts: ['employerY'],
  },
} satisfies Record<string, ObjectCase | readonly ObjectCase[]>;

export type ObjectRoute = keyof typeof OBJECT_ACCESS;

/** Routes whose fields the OpenAPI document cannot show (multipart): listed in the table by hand. */
export const MULTIPART_OBJECT_ROUTES: readonly ObjectRoute[] = ['POST /api/v1/uploads.insert'];

/** Every case of the table, one per route and target. */
export function objectCases(): { route: ObjectRoute; rule: ObjectCase }[] {
  return Object.entries(OBJECT_ACCESS).flatMap(([route, rules]) =>
    [rules].flat().map((rule: ObjectCase) => ({ route: route as ObjectRoute, rule })),
  );
}
