import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN_EMAIL } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { addresses, companies, companyMembers, users } from '../db/schema/index.ts';
import { insertBatched } from './batch.ts';
import { loadCatalog } from './catalog.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { generateCompanies } from './generate-companies.ts';
import { generateJobs, insertJobs, type JobRow } from './generate-jobs.ts';
import { emailLocal, generateCandidates, makeResume, personName, type UserRow } from './generate-people.ts';
import { createRng } from './random.ts';
import { STAPLE_COUNT, stapleJobs } from './staple-jobs.ts';

export interface DemoOptions {
  jobs: number;
  seed: number;
  now: Date;
  adminEmails: string[];
}

export const DEMO_ACCOUNTS = {
  seeker: 'seeker@demo.fitjobs.nz',
  employer: 'employer@demo.fitjobs.nz',
  admin: DEMO_ADMIN_EMAIL,
} as const;

/** How many jobs the demo employer's own company has: enough to page through, one draft and one archived. */
export const DEMO_EMPLOYER_JOBS = 15;
export const DEMO_CANDIDATES = 300;

const DAY = 86_400_000;
// Independent random streams, so changing one part of the board never reshuffles another.
const STREAM = { companies: 1, people: 3, activity: 4, demoEmployer: 5 } as const;

/**
 * The demo board: companies with members and reviews, `jobs` jobs across New Zealand and
 * Australia, candidates with resumes, applications with chat, and the three demo accounts
 * (README). Deterministic for a seed apart from ids and dates, which follow `now`.
 */
export async function seedDemoData(db: DbOrTx, options: DemoOptions) {
  const plan = await planDemoBoard(db, options);
  const { generated, people, members, candidates, jobRows, seekerResumes } = plan;
  await insertBatched(
    db,
    addresses,
    generated.map((c) => c.addressRow),
  );
  await insertBatched(
    db,
    companies,
    generated.map((c) => c.companyRow),
  );
  await insertBatched(db, users, [...people, ...candidates.users]);
  await insertBatched(db, companyMembers, members);
  const jobCount = await insertJobs(db, jobRows);

  const activity = await seedDemoActivity(db, {
    rng: createRng(options.seed, STREAM.activity),
    now: options.now,
    jobs: jobRows,
    companies: generated,
    demoCompanyId: plan.demoCompanyId,
    hiringManagers: plan.hiringManagers,
    seeker: { id: plan.seekerId, resumeId: seekerResumes[0]?.id ?? null },
    candidates: candidates.resumes.map((r) => ({ id: r.userId, resumeId: r.id })),
    resumes: [...seekerResumes, ...candidates.resumes],
  });

  return {
    companies: generated.length,
    jobs: jobCount,
    users: people.length + candidates.users.length,
    resumes: seekerResumes.length + candidates.resumes.length,
    ...activity,
  };
}

/** Everything but the activity, in memory: reads only the reference data, writes nothing. */
export async function planDemoBoard(db: DbOrTx, options: DemoOptions) {
  const { now, seed } = options;
  const catalog = await loadCatalog(db);
  const companyCount = Math.max(60, Math.round(options.jobs / 30));
  const generated = generateCompanies(createRng(seed, STREAM.companies), catalog, companyCount, now);
  const demoCompany = generated[0];
  if (!demoCompany) throw new Error('no companies generated');
  demoCompany.companyRow.verified = true;
  const others = generated.slice(1);

  const jobRows: JobRow[] = [
    ...generateJobs({
      seed,
      count: Math.max(0, options.jobs - DEMO_EMPLOYER_JOBS - STAPLE_COUNT),
      now,
      companies: others,
      catalog,
    }),
    // Every common occupation in every big city (issue 26 item 15).
    ...stapleJobs({ seed, now, companies: others, catalog }),
    ...demoEmployerJobs(seed, now, demoCompany, catalog),
  ];

  // People.
  const rng = createRng(seed, STREAM.people);
  const people: UserRow[] = [];
  const members: (typeof companyMembers.$inferInsert)[] = [];
  const account = (email: string, role: UserRow['role'], fullName: string): UserRow => {
    const row = { id: randomUUID(), email, role, fullName, createdAt: new Date(now.getTime() - 120 * DAY) };
    people.push(row);
    return row;
  };
  const seekerPerson = { first: 'Aroha', last: 'Williams', full: 'Aroha Williams' };
  const seeker = account(DEMO_ACCOUNTS.seeker, 'employee', seekerPerson.full);
  const employer = account(DEMO_ACCOUNTS.employer, 'employer', 'Sam Taylor');
  account(DEMO_ACCOUNTS.admin, 'admin', 'Alex Admin');
  for (const email of options.adminEmails) {
    if (!people.some((p) => p.email === email)) account(email, 'admin', 'Administrator');
  }
  members.push({
    companyId: demoCompany.id,
    userId: employer.id,
    role: 'admin',
    createdAt: employer.createdAt,
  });
  const hiringManagers = new Map<string, string>([[demoCompany.id, employer.id]]);
  for (const c of others) {
    const person = personName(rng);
    const domain = new URL(c.companyRow.website ?? 'https://example.com').hostname.replace(/^www\./, '');
    const manager = account(`${emailLocal(person)}@${domain}`, 'employer', person.full);
    members.push({ companyId: c.id, userId: manager.id, role: 'admin', createdAt: manager.createdAt });
    hiringManagers.set(c.id, manager.id);
    if (rng.chance(0.3)) {
      const colleague = personName(rng);
      const local = `${emailLocal(colleague)}.2`;
      const member = account(`${local}@${domain}`, 'employer', colleague.full);
      members.push({ companyId: c.id, userId: member.id, role: 'member', createdAt: member.createdAt });
    }
  }
  const candidates = generateCandidates(rng, catalog, DEMO_CANDIDATES, now);
  const seekerTemplate = generated[1]?.templates[0] ?? demoCompany.templates[0];
  if (!seekerTemplate) throw new Error('no role template');
  const seekerUser = { id: seeker.id, email: seeker.email, person: seekerPerson };
  // The active resume lives in Auckland, eligible to work in New Zealand, so the seeker's journeys read naturally.
  const nz = catalog.country('NZ');
  const auckland = nz.cities.find((c) => c.name === 'Auckland') ?? nz.cities[0];
  const seekerResumes = [
    {
      ...makeResume(rng, catalog, seekerUser, { template: seekerTemplate, active: true, now }),
      countryId: nz.id,
      regionId: auckland?.regionId ?? null,
      cityId: auckland?.id ?? null,
      eligibleToWorkInNz: true,
    },
    makeResume(rng, catalog, seekerUser, { template: seekerTemplate, active: false, now }),
  ];

  return {
    generated,
    jobRows,
    people,
    members,
    candidates,
    seekerResumes,
    seekerId: seeker.id,
    demoCompanyId: demoCompany.id,
    hiringManagers,
  };
}

/** The demo employer's jobs: all recent enough to stay listed for weeks, one draft, one archived. */
function demoEmployerJobs(
  seed: number,
  now: Date,
  company: Parameters<typeof generateJobs>[0]['companies'][number],
  catalog: Parameters<typeof generateJobs>[0]['catalog'],
): JobRow[] {
  const rows = [
    ...generateJobs({
      seed: seed + STREAM.demoEmployer,
      count: DEMO_EMPLOYER_JOBS,
      now,
      companies: [company],
      catalog,
    }),
  ];
  return rows.map((row, i) => {
    const createdAt = new Date(now.getTime() - (i * 11 + 3) * 3_600_000);
    return {
      ...row,
      createdAt,
      updatedAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + 30 * DAY),
      isDraft: i === 0,
      isTest: false,
      externalId: null,
      archivedAt: i === 1 ? new Date(now.getTime() - 3_600_000) : null,
    };
  });
}
