import { randomInt, randomUUID } from 'node:crypto';
import type { Role } from '@fitjobs/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { companyMembers, industries, reviews, savedSearches, users } from '../../../db/schema/index.ts';
import { applyAs, call } from '../../../features/applications/test-fixtures.ts';
import { createActiveResume, place, resumeInput } from '../../../features/resumes/resumes.fixtures.ts';
import type { TestApp } from '../../app.ts';
import { makeAddress, makeCompany, makeJob } from '../../job-fixtures.ts';
import { type Persona, persona } from '../../personas.ts';
import type { IdSource } from './arbitraries.ts';
import { routeExamples } from './examples.ts';

/**
 * Real rows for the fuzzer to aim at: random UUIDs only ever reach "not found", so most
 * generated ids are ids of rows that exist (own and other people's), and most reference ids
 * are real countries, regions, cities and industries.
 */
export interface World {
  people: Record<Role, Persona>;
  ids: IdSource;
  /** Known-good inputs by route ("POST /api/v1/..."), see examples.ts. */
  examples: Record<string, object[]>;
}

async function ok(res: Promise<{ status: number; body: { id?: string; item?: { id: string } } }>) {
  const { status, body } = await res;
  if (status !== 200) throw new Error(`fixture call failed: ${status} ${JSON.stringify(body)}`);
  return body.item?.id ?? body.id ?? '';
}

/**
 * Each world's fixture calls come from an address of their own: a world is built before every
 * route, and from one address they would soon meet the per-IP limits (30 chat messages a minute).
 */
let worlds = 0;
const worldAddress = () => {
  worlds += 1;
  return `10.77.${(worlds >> 8) & 255}.${worlds & 255}`;
};

export async function buildWorld(t: TestApp): Promise<World> {
  const ip = worldAddress();
  const employee = await persona(t, 'employee', { fullName: 'Fuzz Seeker' });
  const employer = await persona(t, 'employer', { companyName: 'Fuzz Ltd', fullName: 'Fuzz Employer' });
  const admin = await persona(t, 'admin');
  const rival = await persona(t, 'employer', { companyName: 'Rival Ltd' });
  const ownCompany = employer.companyId as string;
  const otherCompany = rival.companyId as string;

  const auckland = await place(t, 'Auckland');
  const sydney = await place(t, 'Sydney');
  const address = await makeAddress(t, { id: auckland.cityId, ...auckland });
  const company = { id: ownCompany, name: 'Fuzz Ltd' };
  const listed = await makeJob(t, company, { title: 'Fuzz nurse', addressId: address.id });
  const draft = await makeJob(t, company, { title: 'Fuzz draft', isDraft: true });
  const archived = await makeJob(t, company, { title: 'Old job', archivedAt: t.clock.now() });
  const foreign = await makeJob(t, { id: otherCompany, name: 'Rival Ltd' }, { title: 'Rival job' });
  const external = await makeJob(t, company, {
    title: 'Fuzz site job',
    externalId: 'https://careers.example.test/f',
  });

  const resume = await createActiveResume(t, employee, resumeInput(auckland));
  const application = await applyAs(t, employee, listed.id);
  const externalApplication = await ok(
    call(t, employee, '/api/v1/employees/applications.external.insert', { id: external.id }, ip),
  );
  const message = await ok(
    call(t, employee, '/api/v1/applications/messages.insert', { id: application, text: 'Kia ora' }, ip),
  );
  const review = await ok(
    call(t, employee, '/api/v1/employees/companies.reviews.insert', { id: ownCompany, body: 'Good' }, ip),
  );
  // Shown already (a new account's review waits a week, decision 0182), so the company may respond.
  await t.db.update(reviews).set({ countsFrom: t.clock.now() }).where(eq(reviews.id, review));
  // Open reports, so the admin queues' Keep and Dismiss have something to settle.
  await ok(call(t, employee, '/api/v1/companies.reviews.report', { id: review, reason: 'Fuzzed' }, ip));
  await ok(call(t, employee, '/api/v1/jobs/reports.insert', { id: listed.id, reason: 'scam' }, ip));
  const savedSearch = await ok(
    call(
      t,
      employee,
      '/api/v1/jobs/search.insert',
      {
        search_params: { q: 'nurse' },
        query_string: 'q=nurse',
      },
      ip,
    ),
  );
  await call(t, employee, '/api/v1/jobs/favorites.insert', { id: listed.id }, ip);
  const colleague = await persona(t, 'employer', { fullName: 'Fuzz Colleague' });
  await t.db.insert(companyMembers).values({ companyId: ownCompany, userId: colleague.id, role: 'member' });
  const invited = await call(
    t,
    employer,
    '/api/v1/employers/companies.invitations.insert',
    {
      company_id: ownCompany,
      email: 'invited@example.test',
      role: 'member',
    },
    ip,
  );
  const invitation: string = invited.body.invitations?.[0]?.id ?? '';
  // Team invitations waiting in the seeker's and the employer's own accounts (decision 0188).
  const teamInvitation = async (by: Persona, companyId: string, email: string) => {
    const res = await call(
      t,
      by,
      '/api/v1/employers/companies.invitations.insert',
      { company_id: companyId, email, role: 'member' },
      ip,
    );
    const sent = res.body.invitations?.find((i: { email: string }) => i.email === email);
    if (!sent) throw new Error(`fixture call failed: ${res.status} ${JSON.stringify(res.body)}`);
    return sent.id as string;
  };
  const teamInvitationOfSeeker = await teamInvitation(employer, ownCompany, employee.email);
  const teamInvitationOfEmployer = await teamInvitation(rival, otherCompany, employer.email);
  const template = await ok(
    call(
      t,
      employer,
      '/api/v1/employers/templates.insert',
      { company_id: ownCompany, name: 'Fuzz greeting', body: 'Kia ora {first_name}' },
      ip,
    ),
  );
  const invitedJob = await makeJob(t, company, { title: 'Fuzz invited job' });
  // Active, neither applied to nor invited to yet: the one job a fresh invitation can name.
  const openJob = await makeJob(t, company, { title: 'Fuzz open job' });
  const jobInvitation = await ok(
    call(
      t,
      employer,
      '/api/v1/employers/jobs.invitations.insert',
      { company_id: ownCompany, job_id: invitedJob.id, resume_id: resume, message: 'Apply?' },
      ip,
    ),
  );

  // An account and a company under suspension, for the restore routes (decision 0189).
  const suspended = { suspendedAt: t.clock.now(), suspensionReason: 'Fuzz suspension' };
  const suspendedUser = await persona(t, 'employee', { fullName: 'Fuzz Suspended' });
  await t.db.update(users).set(suspended).where(eq(users.id, suspendedUser.id));
  const suspendedCompany = await makeCompany(t, { name: 'Fuzz Suspended Ltd', ...suspended });
  const refreshToken = await refreshTokenFor(t);
  const industryIds = (await t.db.select({ id: industries.id }).from(industries).limit(5)).map((r) => r.id);
  const refIds = [...Object.values(auckland), ...Object.values(sydney), ...industryIds];

  const companies = [ownCompany, otherCompany];
  const jobs = [listed.id, draft.id, archived.id, foreign.id, external.id];
  const all = [
    ...companies,
    ...jobs,
    address.id,
    resume,
    application,
    message,
    review,
    savedSearch,
    template,
    jobInvitation,
    teamInvitationOfSeeker,
    teamInvitationOfEmployer,
  ];
  const pools: Record<string, string[]> = {
    company_id: companies,
    admin_company_id: companies,
    job_id: jobs,
    resume_id: [resume],
    user_id: [employee.id, employer.id],
    session_id: [randomUUID()],
  };
  const ids: IdSource = {
    uuid: (key) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...(pools[key] ?? all)) },
        { weight: 1, arbitrary: fc.uuid() },
      ),
    refId: () => fc.constantFrom(...refIds),
    // A live refresh token, so the token routes get past "unknown token" sometimes.
    text: (key) => (key === 'refresh_token' ? fc.constant(refreshToken) : undefined),
  };
  const [row] = await t.db
    .select({ token: savedSearches.unsubscribeToken })
    .from(savedSearches)
    .where(eq(savedSearches.id, savedSearch));
  const examples = routeExamples({
    now: t.clock.now(),
    ownCompany,
    otherCompany,
    listedJob: listed.id,
    foreignJob: foreign.id,
    externalJob: external.id,
    externalApplication,
    archivedJob: archived.id,
    application,
    colleague: colleague.id,
    suspendedUser: suspendedUser.id,
    suspendedCompany: suspendedCompany.id,
    invitation,
    template,
    jobInvitation,
    teamInvitationOfSeeker,
    teamInvitationOfEmployer,
    openJob: openJob.id,
    resume,
    review,
    address: address.id,
    refreshToken,
    savedSearch,
    unsubscribeToken: row?.token ?? '',
    place: auckland,
    signIn: await pendingSignIn(t).then(({ email, code }) => ({ email, code })),
  });
  return { people: { employee, employer, admin }, ids, examples };
}

/** Asks for a sign-in code like a person and reads it from the mail, without using it. */
async function pendingSignIn(t: TestApp) {
  const email = `fuzz-${randomUUID().slice(0, 8)}@example.test`;
  // An address of its own each time: sign-in codes are limited per IP and hour.
  const remoteAddress = `10.255.${randomInt(256)}.${randomInt(256)}`;
  await t.app.inject({ method: 'POST', url: '/api/v1/code.request', payload: { email }, remoteAddress });
  const code = /\b(\d{6})\b/.exec(t.mailer.to(email).at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return { email, code, remoteAddress };
}

/** Signs in through the e-mailed code, for a refresh token. */
async function refreshTokenFor(t: TestApp): Promise<string> {
  const { email, code, remoteAddress } = await pendingSignIn(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/code.verify',
    payload: { email, code },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json().refresh_token;
}
