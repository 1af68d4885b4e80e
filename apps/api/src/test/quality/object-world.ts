import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, boardToday, type ResumeInput } from '@fitjobs/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { companyMembers, resumes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { cityByName, makeAddress, makeJob } from '../job-fixtures.ts';
import { multipart } from '../multipart.ts';
import { type Persona, persona } from '../personas.ts';
import type { Target, Who } from './object-access.ts';

/**
 * The cast of the authorisation matrix and a factory for the objects it acts on: employee A and
 * employer X's company own every object; B and Y are the strangers; admin and anonymous complete it.
 */
export interface World {
  t: TestApp;
  people: Record<Exclude<Who, 'anonymous'>, Persona>;
  companyX: { id: string; name: string };
  companyY: { id: string; name: string };
  /** A real NZ city (with its region and country) for resumes and jobs. */
  place: { countryId: number; regionId: number; cityId: number };
}

/** What a route's body names: the object's id, and for job-keyed objects the job. */
export interface Handle {
  id: string;
  jobId: string;
}

export interface CallPayload {
  json?: unknown;
  /** Text fields of a multipart upload; a small PNG is attached as the file. */
  upload?: Record<string, string>;
}

export async function createWorld(): Promise<World> {
  // Uploads write files: a folder of this run's own.
  const t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'fitjobs-objauth-')) });
  // Established accounts: their reviews count and everyone sees them (docs/decisions/0121).
  const people = {
    employeeA: await persona(t, 'employee', { fullName: 'Aroha A', accountAgeDays: 30 }),
    employeeB: await persona(t, 'employee', { fullName: 'Ben B', accountAgeDays: 30 }),
    employerX: await persona(t, 'employer', { companyName: 'Company X' }),
    employerY: await persona(t, 'employer', { companyName: 'Company Y' }),
    admin: await persona(t, 'admin'),
  };
  const companyOf = (p: Persona, name: string) => {
    if (!p.companyId) throw new Error(`${name} was not created`);
    return { id: p.companyId, name };
  };
  const city = await cityByName(t, 'Auckland');
  const world: World = {
    t,
    people,
    companyX: companyOf(people.employerX, 'Company X'),
    companyY: companyOf(people.employerY, 'Company Y'),
    place: { countryId: city.countryId, regionId: city.regionId, cityId: city.id },
  };
  // Both seekers can apply from the start: each sets a resume active (new ones are inactive).
  await setActive(world, 'employeeA', await createResume(world, 'employeeA'));
  await setActive(world, 'employeeB', await createResume(world, 'employeeB'));
  return world;
}

/** Calls a route as one of the cast. */
export async function send(w: World, route: string, who: Who, payload: CallPayload) {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  const auth = who === 'anonymous' ? {} : w.people[who].headers;
  if (payload.upload) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1a7f64' } })
      .png()
      .toBuffer();
    const body = await multipart(payload.upload, { data: png, name: 'logo.png', type: 'image/png' });
    return w.t.app.inject({ method, url, headers: { ...auth, ...body.headers }, payload: body.payload });
  }
  return w.t.app.inject({ method, url, headers: auth, payload: payload.json as object });
}

async function ok(w: World, route: string, who: Who, json: unknown) {
  const res = await send(w, route, who, { json });
  if (res.statusCode !== 200) throw new Error(`${who} ${route}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A complete resume of the wizard in the world's city. */
export function resumeBody(w: World, over: Partial<ResumeInput> = {}): ResumeInput {
  return {
    first_name: 'Aroha',
    last_name: 'Ngata',
    email: 'aroha@example.test',
    phone: '+64 21 123 4567',
    country_id: w.place.countryId,
    region_id: w.place.regionId,
    city_id: w.place.cityId,
    eligible_to_work_in_nz: true,
    summary: 'Physiotherapist.',
    skills: ['Rehab'],
    experience: [],
    education: [],
    ...over,
  };
}

/** A job that passes every publishing rule today. */
export function jobBody(w: World, companyId: string, title = 'Physiotherapist') {
  return {
    company_id: companyId,
    is_draft: false,
    title,
    currency: 'nzd',
    expires_at: addDays(boardToday(w.t.clock.now()), 10),
    description: { summary: '<p>Help people move.</p>', responsibilities: ['Treat patients'] },
  };
}

async function createResume(w: World, who: Who): Promise<string> {
  return (await ok(w, 'POST /api/v1/employees/resumes.insert', who, resumeBody(w))).id;
}

const EXTERNAL_URL = 'https://careers.example.test/job';

const liveJob = async (w: World) => (await makeJob(w.t, w.companyX, { title: 'Live job of X' })).id;

/** A's application (with A's active resume) to a fresh job of X, with one chat message. */
async function application(w: World): Promise<Handle> {
  const jobId = await liveJob(w);
  const applied = await ok(w, 'POST /api/v1/employees/applications.insert', 'employeeA', {
    id: jobId,
    cover_letter: 'Kia ora',
  });
  await ok(w, 'POST /api/v1/applications/messages.insert', 'employeeA', { id: applied.item.id, text: 'Hi' });
  return { id: applied.item.id, jobId };
}

async function activeResumeOfA(w: World): Promise<string> {
  const [row] = await w.t.db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.userId, w.people.employeeA.id), eq(resumes.isActive, true)));
  if (!row) throw new Error('A has no active resume');
  return row.id;
}

const setActive = (w: World, who: Who, id: string) =>
  ok(w, 'POST /api/v1/employees/resumes.update', who, { id, is_active: true });

async function reviewOfA(w: World): Promise<string> {
  const body = { id: w.companyX.id, rating: 4, title: 'Good', body: 'A fair employer.' };
  return (await ok(w, 'POST /api/v1/employees/companies.reviews.insert', 'employeeA', body)).item.id;
}

/** Makes a fresh object of the target kind, owned by A or by company X. */
export async function make(w: World, target: Target): Promise<Handle> {
  const x = w.companyX.id;
  switch (target) {
    case 'company':
      return { id: x, jobId: '' };
    case 'job': {
      const jobId = await liveJob(w);
      return { id: jobId, jobId };
    }
    case 'draftJob': {
      const jobId = (await makeJob(w.t, w.companyX, { title: 'Draft of X', isDraft: true })).id;
      return { id: jobId, jobId };
    }
    case 'address': {
      const city = await cityByName(w.t, 'Auckland');
      return { id: (await makeAddress(w.t, city)).id, jobId: '' };
    }
    case 'favorite':
    case 'hiddenJob': {
      const jobId = await liveJob(w);
      const verb = target === 'favorite' ? 'favorites' : 'hidden';
      await ok(w, `POST /api/v1/jobs/${verb}.insert`, 'employeeA', { id: jobId });
      return { id: jobId, jobId };
    }
    case 'hiddenCompany':
      await ok(w, 'POST /api/v1/companies/hidden.insert', 'employeeA', { id: x });
      return { id: x, jobId: '' };
    case 'application':
      return application(w);
    case 'resume':
      return { id: await createResume(w, 'employeeA'), jobId: '' };
    case 'activeResume': {
      // Limited: every employer finds it (an earlier case may have left it Hidden).
      const id = await activeResumeOfA(w);
      await ok(w, 'POST /api/v1/employees/resumes.update', 'employeeA', { id, visibility: 'limited' });
      // A job of X that A has not applied to: what an invitation to apply names.
      return { id, jobId: await liveJob(w) };
    }
    case 'sentResume': {
      // Send a new resume with an application to X, then make the previous one active again.
      const previous = await activeResumeOfA(w);
      const sent = await createResume(w, 'employeeA');
      await setActive(w, 'employeeA', sent);
      const { jobId } = await application(w);
      await setActive(w, 'employeeA', previous);
      return { id: sent, jobId };
    }
    case 'review':
      return { id: await reviewOfA(w), jobId: '' };
    case 'reportedReview': {
      const id = await reviewOfA(w);
      await ok(w, 'POST /api/v1/companies.reviews.report', 'employeeB', { id, reason: 'Not true' });
      return { id, jobId: '' };
    }
    case 'reportedJob': {
      const jobId = await liveJob(w);
      await ok(w, 'POST /api/v1/jobs/reports.insert', 'employeeA', { id: jobId, reason: 'scam' });
      return { id: jobId, jobId };
    }
    case 'hiddenResume': {
      // A new resume, never sent with an application, made A's active one and Hidden.
      const id = await createResume(w, 'employeeA');
      await ok(w, 'POST /api/v1/employees/resumes.update', 'employeeA', {
        id,
        is_active: true,
        visibility: 'hidden',
      });
      return { id, jobId: '' };
    }
    case 'savedSearch': {
      const body = { search_params: { q: 'physio' }, query_string: 'q=physio', notify_by_email: true };
      return { id: (await ok(w, 'POST /api/v1/jobs/search.insert', 'employeeA', body)).item.id, jobId: '' };
    }
    case 'employeeA':
      return { id: w.people.employeeA.id, jobId: '' };
    case 'archivedJob': {
      const jobId = await liveJob(w);
      await ok(w, 'POST /api/v1/employers/jobs.archive', 'employerX', { company_id: x, id: jobId });
      return { id: jobId, jobId };
    }
    case 'member':
    case 'suspendedMember': {
      const member = await persona(w.t, 'employer', { fullName: 'Member of X' });
      await w.t.db.insert(companyMembers).values({ companyId: x, userId: member.id, role: 'member' });
      if (target === 'suspendedMember')
        await ok(w, 'POST /api/v1/admins/users.suspend', 'admin', { id: member.id, reason: 'Spam' });
      return { id: member.id, jobId: '' };
    }
    case 'externalJob': {
      const jobId = (await makeJob(w.t, w.companyX, { title: 'External job of X', externalId: EXTERNAL_URL }))
        .id;
      return { id: jobId, jobId };
    }
    case 'externalApplication': {
      const jobId = (await makeJob(w.t, w.companyX, { title: 'External job of X', externalId: EXTERNAL_URL }))
        .id;
      const kept = await ok(w, 'POST /api/v1/employees/applications.external.insert', 'employeeA', {
        id: jobId,
      });
      return { id: kept.item.id, jobId };
    }
    case 'template': {
      const body = { company_id: x, name: `Template ${randomUUID().slice(0, 8)}`, body: 'Hi {first_name}' };
      return {
        id: (await ok(w, 'POST /api/v1/employers/templates.insert', 'employerX', body)).item.id,
        jobId: '',
      };
    }
    case 'jobInvitation': {
      const jobId = await liveJob(w);
      const body = { company_id: x, job_id: jobId, resume_id: await activeResumeOfA(w), message: 'Apply?' };
      const sent = await ok(w, 'POST /api/v1/employers/jobs.invitations.insert', 'employerX', body);
      return { id: sent.item.id, jobId };
    }
    case 'blockedCompany':
      await ok(w, 'POST /api/v1/employees/companies.block', 'employeeA', { company_id: x });
      return { id: x, jobId: '' };
    case 'invitation': {
      const body = {
        company_id: x,
        email: `colleague-${randomUUID().slice(0, 8)}@example.test`,
        role: 'member',
      };
      const team = await ok(w, 'POST /api/v1/employers/companies.invitations.insert', 'employerX', body);
      return { id: team.invitations.at(-1).id, jobId: '' };
    }
    case 'teamInvitation':
    case 'teamInvitationToY': {
      const email = w.people[target === 'teamInvitation' ? 'employeeA' : 'employerY'].email;
      const body = { company_id: x, email, role: 'member' };
      const team = await ok(w, 'POST /api/v1/employers/companies.invitations.insert', 'employerX', body);
      const sent = team.invitations.find((i: { email: string }) => i.email === email);
      return { id: sent.id, jobId: '' };
    }
  }
}
