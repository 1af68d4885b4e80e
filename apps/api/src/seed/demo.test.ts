import { Education, EmployeeCount, Experience, Schedule, WorkFormat } from '@fitjobs/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client.ts';
import {
  companies,
  companyMembers,
  countries,
  jobs,
  resumes,
  reviews,
  savedJobs,
  users,
} from '../db/schema/index.ts';
import { activeCompanyId } from '../features/auth/session.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { DEMO_ACCOUNTS, planDemoBoard, seedDemoData } from './demo.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const options = { jobs: 2400, seed: 42, now: NOW, adminEmails: ['boss@fitjobs.test'] };

let a: TestApp;
let b: TestApp;
let counts: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp();
  // As prepare.ts does: one transaction.
  counts = await a.db.transaction((tx) => seedDemoData(tx, options));
}, 240_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const distinct = async (db: DbOrTx, column: 'schedule' | 'workFormat' | 'experience' | 'education') =>
  (await db.selectDistinct({ v: jobs[column] }).from(jobs))
    .map((r) => r.v)
    .filter((v) => v !== null)
    .sort();

/** Jobs matching a SQL condition (test-only literal SQL). */
const count = async (db: DbOrTx, where: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(sql.raw(where)))[0]?.n ?? -1;

describe('demo board generator', () => {
  it('gives the same jobs in the same order for the same seed on another database', async () => {
    // Database b holds only reference data: planning the board there (in memory) must give
    // exactly what was written to database a. Cheaper than seeding b as well, and stricter.
    const plan = await planDemoBoard(b.db, options);
    type Listed = { title: string; company: string; from: number | null; to: number | null; at: Date };
    const order = (x: Listed, y: Listed) =>
      x.at.getTime() - y.at.getTime() ||
      x.title.localeCompare(y.title) ||
      (x.from ?? -1) - (y.from ?? -1) ||
      x.company.localeCompare(y.company);
    const planned = plan.jobRows
      .map((j) => ({
        title: j.title,
        company: j.companyName,
        from: j.salaryFrom ?? null,
        to: j.salaryTo ?? null,
        at: j.createdAt,
      }))
      .sort(order);
    const stored = (
      await a.db
        .select({
          title: jobs.title,
          company: jobs.companyName,
          from: jobs.salaryFrom,
          to: jobs.salaryTo,
          at: jobs.createdAt,
        })
        .from(jobs)
    ).sort(order);
    expect(stored).toHaveLength(2400);
    expect(planned).toEqual(stored);
    const storedNames = (await a.db.select({ name: companies.name }).from(companies)).map((c) => c.name);
    expect(plan.generated.map((c) => c.name).sort()).toEqual(storedNames.sort());
  });

  it('fills the board: at least 60 companies and 2,000 jobs across both countries', async () => {
    expect(counts.companies).toBeGreaterThanOrEqual(60);
    expect(counts.jobs).toBe(2400);
    const [row] = await a.db.select({ n: sql<number>`count(*)::int` }).from(companies);
    expect(row?.n).toBe(counts.companies);
    const byCountry = await a.db
      .select({ code: countries.code, currency: jobs.currency, n: sql<number>`count(*)::int` })
      .from(jobs)
      .innerJoin(countries, eq(countries.id, jobs.countryId))
      .groupBy(countries.code, jobs.currency);
    // New Zealand jobs pay in NZD and Australian ones in AUD, never the other way round.
    expect(byCountry.map((r) => `${r.code}:${r.currency}`).sort()).toEqual(['AU:aud', 'NZ:nzd']);
    for (const r of byCountry) expect(r.n).toBeGreaterThan(300);
  });

  it('uses every value of every job enum and every company size', async () => {
    expect(await distinct(a.db, 'schedule')).toEqual([...Schedule.options].sort());
    expect(await distinct(a.db, 'workFormat')).toEqual([...WorkFormat.options].sort());
    expect(await distinct(a.db, 'experience')).toEqual([...Experience.options].sort());
    expect(await distinct(a.db, 'education')).toEqual([...Education.options].sort());
    const sizes = await a.db.selectDistinct({ v: companies.employeeCount }).from(companies);
    expect(sizes.map((s) => s.v).sort()).toEqual([...EmployeeCount.options].sort());
  });

  it('mixes listed, expired, archived, draft, test and external jobs, salaries missing on some', async () => {
    const now = `'${NOW.toISOString()}'::timestamptz`;
    expect(await count(a.db, `expires_at < ${now}`)).toBeGreaterThan(100);
    expect(await count(a.db, `expires_at > ${now} AND NOT is_draft AND archived_at IS NULL`)).toBeGreaterThan(
      500,
    );
    expect(await count(a.db, 'archived_at IS NOT NULL')).toBeGreaterThan(20);
    expect(await count(a.db, 'is_draft')).toBeGreaterThan(10);
    expect(await count(a.db, 'is_test')).toBeGreaterThanOrEqual(2);
    expect(await count(a.db, `external_id LIKE 'https://%'`)).toBeGreaterThan(50);
    expect(await count(a.db, 'salary_from IS NULL AND salary_to IS NULL')).toBeGreaterThan(100);
    expect(await count(a.db, `created_at < ${now} - interval '50 days'`)).toBeGreaterThan(20);
    expect(await count(a.db, `expires_at > created_at + interval '30 days'`)).toBe(0);
    expect(await count(a.db, 'disability_friendly')).toBeGreaterThan(100);
    expect(await count(a.db, 'NOT visa_sponsorship')).toBeGreaterThan(100);
  });

  it('keeps response counts equal to the applications each job received', async () => {
    expect(counts.applications).toBeGreaterThanOrEqual(180);
    expect(
      await count(a.db, 'response_count <> (SELECT count(*) FROM applications ap WHERE ap.job_id = jobs.id)'),
    ).toBe(0);
    expect(await count(a.db, 'response_count > 0')).toBeGreaterThan(50);
  });

  it('creates the demo accounts with their roles, and admins from ADMIN_EMAILS', async () => {
    const accounts = await a.db
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(sql`${users.email} LIKE '%@demo.fitjobs.nz' OR ${users.email} = 'boss@fitjobs.test'`)
      .orderBy(asc(users.email));
    expect(accounts).toEqual([
      { email: DEMO_ACCOUNTS.admin, role: 'admin' },
      { email: 'boss@fitjobs.test', role: 'admin' },
      { email: DEMO_ACCOUNTS.employer, role: 'employer' },
      { email: DEMO_ACCOUNTS.seeker, role: 'employee' },
    ]);
  });

  it('makes the demo employer the admin of a company with about 15 jobs, one draft and one archived', async () => {
    const [employer] = await a.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.employer));
    const companyId = await activeCompanyId(a.db, employer?.id ?? '');
    expect(companyId).not.toBeNull();
    const [membership] = await a.db
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(
        and(eq(companyMembers.userId, employer?.id ?? ''), eq(companyMembers.companyId, companyId ?? '')),
      );
    expect(membership?.role).toBe('admin');
    const own = await a.db
      .select()
      .from(jobs)
      .where(eq(jobs.companyId, companyId ?? ''));
    expect(own).toHaveLength(15);
    expect(own.filter((j) => j.isDraft)).toHaveLength(1);
    expect(own.filter((j) => j.archivedAt)).toHaveLength(1);
    expect(own.filter((j) => j.responseCount > 0).length).toBeGreaterThan(3);
  });

  it('gives the demo seeker two resumes (one active) and saved jobs, and every candidate an active resume', async () => {
    const [seeker] = await a.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.seeker));
    expect(seeker?.fullName).toBeTruthy();
    const own = await a.db
      .select()
      .from(resumes)
      .where(eq(resumes.userId, seeker?.id ?? ''));
    expect(own).toHaveLength(2);
    expect(own.filter((r) => r.isActive)).toHaveLength(1);
    const saved = await a.db
      .select()
      .from(savedJobs)
      .where(eq(savedJobs.userId, seeker?.id ?? ''));
    expect(saved.length).toBeGreaterThanOrEqual(1);

    const [active] = await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(resumes)
      .where(eq(resumes.isActive, true));
    expect(active?.n).toBeGreaterThanOrEqual(300);
    const eligible = await a.db.selectDistinct({ v: resumes.eligibleToWorkInNz }).from(resumes);
    expect(eligible).toHaveLength(2);
    expect(counts.reviews).toBeGreaterThan(60);
  });

  it('writes structured reviews (role, work type, status, categories, challenges, recommend); the demo company answered two', async () => {
    const rows = await a.db.select().from(reviews);
    expect(rows.length).toBe(counts.reviews);
    for (const r of rows) {
      expect(r.employmentStatus).not.toBeNull();
      expect(r.challenges).toBeTruthy();
      expect(r.recommend).not.toBeNull();
      if (r.employmentStatus === 'former') expect(r.employmentYear).toBeLessThanOrEqual(NOW.getUTCFullYear());
    }
    expect(rows.filter((r) => r.jobTitle && r.workType).length / rows.length).toBeGreaterThan(0.9);
    expect(rows.filter((r) => r.ratingManagement !== null).length / rows.length).toBeGreaterThan(0.8);
    expect(rows.filter((r) => r.responseBody && r.responseBy).length).toBe(2);
  });
});
