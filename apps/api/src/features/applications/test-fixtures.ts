import { eq } from 'drizzle-orm';
import type { ResumeExperienceDoc } from '../../db/schema/index.ts';
import { jobs, resumes } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Persona } from '../../test/personas.ts';
import { accessTokenFor } from '../auth/session.ts';

/** Test data for the applications area, written straight to the database. */
export async function insertJob(
  t: TestApp,
  companyId: string,
  values: Partial<typeof jobs.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.db
    .insert(jobs)
    .values({
      companyId,
      companyName: 'Company',
      title: 'Physiotherapist',
      description: {
        summary: '<p>Help people move.</p>',
        responsibilities: ['Treat patients'],
        requirements: [],
        qualifications: [],
        working_conditions: [],
        skills: [],
        tools_and_technologies: [],
        benefits: [],
      },
      ...values,
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('job insert failed');
  return row.id;
}

export async function insertResume(
  t: TestApp,
  userId: string,
  values: {
    isActive?: boolean;
    skills?: string[];
    experience?: ResumeExperienceDoc[];
    fullName?: string;
    location?: { countryId: number; regionId: number; cityId: number };
  } = {},
): Promise<string> {
  const [row] = await t.db
    .insert(resumes)
    .values({
      userId,
      fullName: values.fullName ?? 'Aroha Ngata',
      email: 'aroha.cv@example.test',
      skills: values.skills ?? ['Rehab'],
      experience: values.experience ?? [],
      isActive: values.isActive ?? true,
      ...values.location,
    })
    .returning({ id: resumes.id });
  if (!row) throw new Error('resume insert failed');
  return row.id;
}

export async function responseCount(t: TestApp, jobId: string): Promise<number> {
  const [row] = await t.db.select({ n: jobs.responseCount }).from(jobs).where(eq(jobs.id, jobId));
  return row?.n ?? -1;
}

/** POST as a persona (or anonymously); returns status and parsed JSON. */
/** A POST as `who`; `remoteAddress` sets the caller's IP (per-IP limits count it). */
export async function call(
  t: TestApp,
  who: Persona | null,
  url: string,
  payload: object = {},
  remoteAddress?: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: who?.headers ?? {},
    payload,
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() };
}

/** An employee with an active resume who applied to the job; returns the application id. */
export async function applyAs(t: TestApp, who: Persona, jobId: string, coverLetter = 'Kia ora') {
  const res = await call(t, who, '/api/v1/employees/applications.insert', {
    id: jobId,
    cover_letter: coverLetter,
  });
  if (res.status !== 200) throw new Error(`apply failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.item.id as string;
}

/** The same persona with a token minted at the test clock's current time (tokens last 15 minutes). */
export async function signInAgain(t: TestApp, who: Persona): Promise<Persona> {
  const token = await accessTokenFor(t.db, t.config.jwtSecret, who.id, t.clock.now());
  return { ...who, token, headers: { authorization: `Bearer ${token}` } };
}
