import { addDays, boardToday } from '@fitjobs/contract';
import { resumeInput } from '../../../features/resumes/resumes.fixtures.ts';

/** The rows buildWorld made, by what they are. */
export interface WorldRows {
  now: Date;
  ownCompany: string;
  otherCompany: string;
  listedJob: string;
  /** Listed, of another company, not applied to yet. */
  foreignJob: string;
  /** Listed, of ownCompany, taking applications on its own site; and the seeker's record of one. */
  externalJob: string;
  externalApplication: string;
  archivedJob: string;
  application: string;
  /** A member (not admin) of ownCompany, and an invitation into it: the team routes remove them. */
  colleague: string;
  invitation: string;
  /** A message template of ownCompany, and ownCompany's invitation to the seeker to apply. */
  template: string;
  jobInvitation: string;
  /** Team invitations (decision 0188): ownCompany's of the seeker, otherCompany's of the employer. */
  teamInvitationOfSeeker: string;
  teamInvitationOfEmployer: string;
  /** An active job of ownCompany the seeker has neither applied nor been invited to. */
  openJob: string;
  resume: string;
  review: string;
  address: string;
  refreshToken: string;
  savedSearch: string;
  unsubscribeToken: string;
  place: { countryId: number; regionId: number; cityId: number };
  /** An account and a company an admin suspended (their restore routes need one). */
  suspendedUser: string;
  suspendedCompany: string;
  /** An address with a sign-in code waiting. */
  signIn: { email: string; code: string };
}

/**
 * A known-good input for the routes whose rules (publishing rules, wizard refinements, a code
 * that must match) random values rarely satisfy. The fuzzer sends each first, then near-valid
 * variants (one or two fields replaced by generated values) and broken variants of it, so the
 * deep code behind those rules is fuzzed too.
 */
export function routeExamples(w: WorldRows): Record<string, object[]> {
  const expires = addDays(boardToday(w.now), 10);
  const job = {
    company_id: w.ownCompany,
    is_draft: false,
    title: 'Fuzzed physio',
    salary_from: 70_000,
    salary_to: 90_000,
    currency: 'nzd',
    country_id: w.place.countryId,
    region_id: w.place.regionId,
    city_id: w.place.cityId,
    street: 'Queen Street',
    schedule: 'full_time',
    work_format: 'hybrid',
    external_id: 'https://example.test/apply',
    expires_at: expires,
    description: {
      summary: '<p>Help people <strong>move</strong>.</p>',
      responsibilities: ['Treat patients'],
    },
  };
  const resume = resumeInput(w.place);
  const company = {
    id: w.ownCompany,
    name: 'Fuzz Ltd',
    tagline: 'We test things',
    description: '<p>About <a href="https://example.test">us</a></p>',
    website: 'example.co.nz',
    is_agency: false,
    country_id: w.place.countryId,
    region_id: w.place.regionId,
    city_id: w.place.cityId,
    street: 'Queen Street',
  };
  const ids = (routes: string[], id: string) =>
    Object.fromEntries(routes.map((r) => [`POST /api/v1/${r}`, [{ id }]]));
  return {
    ...ids(
      [
        'jobs.get',
        'jobs.similar',
        'employers/jobs.get',
        'admins/jobs.get',
        'jobs/favorites.insert',
        'jobs/hidden.insert',
      ],
      w.listedJob,
    ),
    ...ids(['companies.get', 'companies/hidden.insert'], w.ownCompany),
    ...ids(['employees/resumes.get', 'employees/resumes.pdf.get', 'employers/resumes.get'], w.resume),
    ...ids(['employers/resumes.pdf.get', 'employees/resumes.delete'], w.resume),
    ...ids(
      [
        'employers/applications.get',
        'employers/applications.resume.get',
        'employers/applications.resume.pdf.get',
        'applications/messages.list',
        'employees/applications.delete',
        'employees/applications.withdraw',
      ],
      w.application,
    ),
    ...ids(['employees/applications.external.insert'], w.externalJob),
    ...ids(['employees/applications.external.delete'], w.externalApplication),
    ...ids(['admins/companies.reviews.delete', 'admins/reviews.reports.dismiss'], w.review),
    ...ids(['admins/jobs.reports.dismiss'], w.listedJob),
    // Archiving one already archived: the live jobs stay live for the other routes.
    'POST /api/v1/admins/jobs.archive': [{ id: w.archivedJob, reason: 'Asks applicants for a fee' }],
    // Suspensions (decision 0189): the world is rebuilt for each route, so they harm no other.
    'POST /api/v1/admins/users.suspend': [{ id: w.colleague, reason: 'Spam' }],
    'POST /api/v1/admins/users.restore': [{ id: w.suspendedUser, reason: 'Cleared' }],
    'POST /api/v1/admins/companies.suspend': [{ id: w.otherCompany, reason: 'Fake ads' }],
    'POST /api/v1/admins/companies.restore': [{ id: w.suspendedCompany, reason: 'Cleared' }],
    'POST /api/v1/admins/actions.list': [{}, { limit: 5 }],
    'POST /api/v1/admins/users.list': [
      { query: 'fuzz', role: 'employer', suspended: false, reported: false },
    ],
    'POST /api/v1/admins/companies.list': [{ query: 'ltd', suspended: true }],
    'POST /api/v1/admins/jobs.list': [
      { query: 'fuzz', status: 'active', reported: false, taken_down: false },
    ],
    ...ids(['admins/users.get'], w.colleague),
    'POST /api/v1/companies.reviews.report': [{ id: w.review, reason: 'Not about work' }],
    'POST /api/v1/jobs/reports.insert': [{ id: w.listedJob, reason: 'scam', comment: 'Asks for a fee' }],
    ...ids(['locations/addresses.get'], w.address),
    'POST /api/v1/locations/places.suggest': [{ q: 'auck' }, { q: 'christchurch, canterbury' }],
    'POST /api/v1/locations/places.get': [
      { region_id: w.place.regionId },
      { country_id: w.place.countryId, region_id: w.place.regionId, city_id: w.place.cityId },
    ],
    'POST /api/v1/employers/applications.list': [{ company_id: w.ownCompany, status: ['applied'] }],
    'POST /api/v1/admins/companies.flags.update': [{ id: w.otherCompany, accredited: true }],
    'POST /api/v1/tokens.refresh': [{ refresh_token: w.refreshToken }],
    'POST /api/v1/code.verify': [w.signIn],
    'GET /api/v1/jobs/search': [
      { q: 'nurse', sort_by: 'relevance' },
      { exclude: ['rival'], salary_from: '1000', pay_type: 'hourly', currency: 'aud' },
    ],
    'GET /api/v1/jobs/facets': [
      { q: 'nurse', schedule: 'full_time' },
      { industry_id: '1', country_id: String(w.place.countryId), work_format: 'remote' },
    ],
    'GET /api/v1/employers/resumes.search': [{ q: 'TypeScript', country_id: String(w.place.countryId) }],
    'GET /api/v1/jobs/search.unsubscribe': [{ token: w.unsubscribeToken }],
    'POST /api/v1/jobs/search.unsubscribe': [{ token: w.unsubscribeToken }],
    'POST /api/v1/jobs/search.update': [{ id: w.savedSearch, name: 'Nurses', notify_by_email: false }],
    'POST /api/v1/jobs/search.seen': [{ id: w.savedSearch }],
    'POST /api/v1/employers/jobs.insert': [job, { ...job, is_draft: true, title: '' }],
    'POST /api/v1/admins/jobs.insert': [job],
    'POST /api/v1/employers/jobs.update': [{ ...job, id: w.listedJob }],
    'POST /api/v1/admins/jobs.update': [{ ...job, id: w.listedJob }],
    'POST /api/v1/employers/jobs.archive': [{ company_id: w.ownCompany, id: w.listedJob }],
    'POST /api/v1/employers/companies.update': [company],
    'POST /api/v1/admins/companies.update': [{ ...company, verified: true }],
    'POST /api/v1/employees/resumes.insert': [resume],
    'POST /api/v1/employees/resumes.update': [
      { ...resume, id: w.resume },
      { id: w.resume, is_active: true },
      { id: w.resume, visibility: 'searchable' },
    ],
    'POST /api/v1/employees/applications.insert': [{ id: w.foreignJob, cover_letter: 'Kia ora' }],
    'POST /api/v1/employees/companies.reviews.insert': [
      { id: w.otherCompany, rating: 4, body: 'Kind people' },
      {
        id: w.otherCompany,
        rating: 3,
        body: 'Kind people',
        challenges: 'Long shifts',
        job_title: 'Nurse',
        work_type: 'full_time',
        employment_status: 'former',
        employment_year: 2024,
        ratings: { work_life_balance: 2, benefits: 4 },
        recommend: true,
      },
    ],
    'POST /api/v1/employers/companies.reviews.respond': [{ id: w.review, body: 'Thank you' }],
    'POST /api/v1/employers/applications.update': [{ id: w.application, status: 'shortlisted' }],
    'POST /api/v1/applications/messages.insert': [{ id: w.application, text: 'Any news?' }],
    'POST /api/v1/employers/applications.bulkUpdate': [
      { company_id: w.ownCompany, ids: [w.application], status: 'rejected' },
    ],
    'POST /api/v1/employers/applications.undo': [{ company_id: w.ownCompany, ids: [w.application] }],
    ...ids(['employers/applications.notes.list'], w.application),
    'POST /api/v1/employers/applications.notes.insert': [{ id: w.application, body: 'Strong candidate' }],
    'POST /api/v1/employers/applications.rate': [{ id: w.application, rating: 4 }],
    'POST /api/v1/employers/applications.export': [{ company_id: w.ownCompany, id: w.listedJob }],
    'POST /api/v1/employers/jobs.duplicate': [{ company_id: w.ownCompany, id: w.listedJob }],
    'POST /api/v1/employers/jobs.repost': [{ company_id: w.ownCompany, id: w.archivedJob }],
    'POST /api/v1/employers/jobs.stats': [{ company_id: w.ownCompany, id: w.listedJob }],
    'POST /api/v1/employers/jobs.totals': [{ company_id: w.ownCompany, ids: [w.listedJob, w.archivedJob] }],
    'POST /api/v1/employers/companies.team.list': [{ company_id: w.ownCompany }],
    'POST /api/v1/employers/companies.invitations.insert': [
      { company_id: w.ownCompany, email: 'new.colleague@example.test', role: 'member' },
    ],
    'POST /api/v1/employers/companies.invitations.delete': [{ company_id: w.ownCompany, id: w.invitation }],
    'POST /api/v1/employers/companies.members.delete': [{ company_id: w.ownCompany, user_id: w.colleague }],
    'POST /api/v1/employers/templates.list': [{ company_id: w.ownCompany }],
    'POST /api/v1/employers/templates.insert': [
      { company_id: w.ownCompany, name: 'Fuzz interview', body: 'Kia ora {first_name}, about {job_title}' },
    ],
    'POST /api/v1/employers/templates.update': [
      { company_id: w.ownCompany, id: w.template, name: 'Fuzz renamed', body: 'Hi {first_name}' },
    ],
    'POST /api/v1/employers/templates.delete': [{ company_id: w.ownCompany, id: w.template }],
    'POST /api/v1/employers/applications.messages.bulkInsert': [
      { company_id: w.ownCompany, ids: [w.application], text: 'Hi {first_name} from {company_name}' },
    ],
    'POST /api/v1/employers/companies.members.update': [
      { company_id: w.ownCompany, user_id: w.colleague, role: 'admin' },
    ],
    'POST /api/v1/employers/hiring.summary': [{ company_id: w.ownCompany }],
    'POST /api/v1/employers/jobs.invitations.insert': [
      // The seeker applied to listedJob (409 already_applied) and was invited to another job.
      { company_id: w.ownCompany, job_id: w.openJob, resume_id: w.resume, message: 'Would you apply?' },
    ],
    'POST /api/v1/employees/invitations.decline': [{ id: w.jobInvitation }],
    'POST /api/v1/users.teamInvitations.decline': [{ id: w.teamInvitationOfSeeker }],
    'POST /api/v1/users.teamInvitations.accept': [{ id: w.teamInvitationOfEmployer }],
    'POST /api/v1/employees/companies.block': [{ company_id: w.otherCompany }],
    'POST /api/v1/employees/companies.blocks.delete': [{ company_id: w.otherCompany }],
  };
}
