import { mustHaveResult, type ScreeningAnswer, type ScreeningQuestion } from '@fitjobs/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { validJob } from '../employers/test-helpers.ts';
import { mustHaveMissed } from './must-haves.sql.ts';
import { call, insertJob, insertResume } from './test-fixtures.ts';

// Issue 23 item 2: applicants ranked by the job's must-have questions (filter, sort, CSV, bulk).
const LIST = '/api/v1/employers/applications.list';

const QUESTIONS = [
  { id: 'rights', kind: 'yes_no', text: 'Right to work in New Zealand?', must_have: true, accepted: ['yes'] },
  { id: 'years', kind: 'number', text: 'Years driving trucks?', must_have: true, min_number: 2 },
  {
    id: 'start',
    kind: 'choice',
    text: 'When could you start?',
    options: ['Now', 'Later'],
    must_have: false,
  },
];
const answers = (rights: string, years: number) => [
  { question_id: 'rights', value: rights },
  { question_id: 'years', value: years },
  { question_id: 'start', value: 'Now' },
];

let t: TestApp;
let employer: Persona;
let companyId: string;
let jobId: string;
const ids: Record<'meets' | 'missesOne' | 'missesTwo', string> = { meets: '', missesOne: '', missesTwo: '' };

async function applyWith(who: string, list: { question_id: string; value: string | number }[]) {
  const seeker = await persona(t, 'employee', { fullName: who });
  await insertResume(t, seeker.id, { fullName: who });
  const res = await call(t, seeker, '/api/v1/employees/applications.insert', { id: jobId, answers: list });
  expect(res.status).toBe(200);
  return res.body.item.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  // validJob's expiry day is in June 2026.
  t.clock.set(new Date('2026-06-01T00:00:00Z'));
  employer = await persona(t, 'employer', { companyName: 'Kākā Haulage' });
  companyId = employer.companyId as string;
  const job = await call(
    t,
    employer,
    '/api/v1/employers/jobs.insert',
    validJob(companyId, { title: 'Truck driver', questions: QUESTIONS } as never),
  );
  expect(job.status, JSON.stringify(job.body)).toBe(200);
  jobId = job.body.id;
  ids.meets = await applyWith('Mere Meets', answers('yes', 5));
  ids.missesOne = await applyWith('Hemi Misses', answers('yes', 1));
  ids.missesTwo = await applyWith('Tui Misses', answers('no', 0));
});
afterAll(async () => t.close());

const names = (body: { items: { applicant_full_name: string }[] }) =>
  body.items.map((a) => a.applicant_full_name);

describe('must-have questions in the applicant list', () => {
  it('says for each applicant whether they meet all must-haves or how many they miss, with their answers', async () => {
    const res = await call(t, employer, LIST, { company_id: companyId, id: jobId });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.items.map((a: { id: string }) => [a.id, a]));
    expect(byId.get(ids.meets)).toMatchObject({ must_haves: { meets: true, missed: 0, total: 2 } });
    expect(byId.get(ids.missesOne)).toMatchObject({ must_haves: { meets: false, missed: 1, total: 2 } });
    expect(byId.get(ids.missesTwo)).toMatchObject({
      must_haves: { meets: false, missed: 2, total: 2 },
      answers: [
        { question_id: 'rights', kind: 'yes_no', question: QUESTIONS[0]?.text, value: 'no' },
        { question_id: 'years', kind: 'number', question: QUESTIONS[1]?.text, value: 0 },
        { question_id: 'start', kind: 'choice', question: QUESTIONS[2]?.text, value: 'Now' },
      ],
    });
  });

  it('filters to those who meet all must-haves, or to those who miss one or more', async () => {
    const meets = await call(t, employer, LIST, { company_id: companyId, id: jobId, must_haves: 'meets' });
    expect(names(meets.body)).toEqual(['Mere Meets']);
    const misses = await call(t, employer, LIST, { company_id: companyId, id: jobId, must_haves: 'misses' });
    // All three applied at the test clock's one instant: the order within is the id's.
    expect(names(misses.body).sort()).toEqual(['Hemi Misses', 'Tui Misses']);
  });

  it('sorts by must-haves missed, fewest first, and pages through that order without gaps', async () => {
    const sorted = await call(t, employer, LIST, { company_id: companyId, id: jobId, sort: 'must_haves' });
    expect(names(sorted.body)).toEqual(['Mere Meets', 'Hemi Misses', 'Tui Misses']);
    // A keyset page boundary in the middle of the order: the cursor carries the count missed.
    const more: string[] = [];
    const rows = await t.db
      .select({ id: applications.id, missed: mustHaveMissed, createdAt: applications.createdAt })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.jobId, jobId));
    const first = rows.find((r) => r.id === ids.meets);
    expect(first?.missed).toBe(0);
    const cursor = Buffer.from(
      JSON.stringify({ createdAt: first?.createdAt.toISOString(), id: ids.meets, missed: 0 }),
    ).toString('base64url');
    const next = await call(t, employer, LIST, {
      company_id: companyId,
      id: jobId,
      sort: 'must_haves',
      next_cursor: cursor,
    });
    more.push(...names(next.body));
    expect(more).toEqual(['Hemi Misses', 'Tui Misses']);
  });

  it('ranks by the job’s questions as they are now', async () => {
    const relaxed = QUESTIONS.map((q) => (q.id === 'years' ? { ...q, min_number: 0 } : q));
    await t.db
      .update(jobs)
      .set({ screeningQuestions: relaxed as never })
      .where(eq(jobs.id, jobId));
    const meets = await call(t, employer, LIST, { company_id: companyId, id: jobId, must_haves: 'meets' });
    expect(names(meets.body).sort()).toEqual(['Hemi Misses', 'Mere Meets']);
    await t.db
      .update(jobs)
      .set({ screeningQuestions: QUESTIONS as never })
      .where(eq(jobs.id, jobId));
  });

  it('gives a job without must-haves no ranking, and keeps rankings out of the seeker’s answers', async () => {
    const plain = await insertJob(t, companyId);
    const seeker = await persona(t, 'employee');
    await insertResume(t, seeker.id);
    const applied = await call(t, seeker, '/api/v1/employees/applications.insert', { id: plain });
    expect(applied.status).toBe(200);
    expect(applied.body.item).not.toHaveProperty('must_haves');
    const list = await call(t, employer, LIST, { company_id: companyId, id: plain });
    expect(list.body.items[0].must_haves).toBeNull();
    const own = await call(t, seeker, '/api/v1/employees/applications.list', {});
    expect(JSON.stringify(own.body)).not.toContain('must_haves');
  });

  it('exports each answer under its question and the must-have result', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/employers/applications.export',
      headers: employer.headers,
      payload: { company_id: companyId, id: jobId },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Phone,Status,Applied,Rating,Last note,Resume,Must-haves,Right to work in New Zealand?,Years driving trucks?,When could you start?',
    );
    const row = (name: string) => lines.find((l) => l.startsWith(`${name},`)) ?? '';
    expect(row('Mere Meets')).toMatch(/,Meets all,Yes,5,Now$/);
    expect(row('Tui Misses')).toMatch(/,Misses 2 of 2,No,0,Now$/);
  });

  it('rejects those who miss a must-have in one bulk action, with Undo', async () => {
    const misses = await call(t, employer, LIST, { company_id: companyId, id: jobId, must_haves: 'misses' });
    const missIds = misses.body.items.map((a: { id: string }) => a.id);
    const bulk = await call(t, employer, '/api/v1/employers/applications.bulkUpdate', {
      company_id: companyId,
      ids: missIds,
      status: 'rejected',
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.items.map((a: { status: string }) => a.status)).toEqual(['rejected', 'rejected']);
    expect(bulk.body.items.every((a: { undo_until: string | null }) => a.undo_until)).toBe(true);
    const undo = await call(t, employer, '/api/v1/employers/applications.undo', {
      company_id: companyId,
      ids: missIds,
    });
    expect(undo.body.items.map((a: { status: string }) => a.status)).toEqual(['applied', 'applied']);
  });
});

describe('the SQL count of must-haves missed', () => {
  // The list filters and sorts in SQL; the answer's must_haves comes from mustHaveResult: the same rule.
  const cases: [string, ScreeningQuestion[], ScreeningAnswer[]][] = [
    ['no questions', [], []],
    [
      'a yes/no met and a choice not',
      [
        { id: 'a', kind: 'yes_no', text: 'A', options: [], must_have: true, accepted: ['yes'] },
        { id: 'b', kind: 'choice', text: 'B', options: ['X', 'Y'], must_have: true, accepted: ['X'] },
      ],
      [
        { question_id: 'a', kind: 'yes_no', question: 'A', value: 'yes' },
        { question_id: 'b', kind: 'choice', question: 'B', value: 'Y' },
      ],
    ],
    [
      'a number at the least, one unanswered, one of another kind, one not a must-have',
      [
        { id: 'n', kind: 'number', text: 'N', options: [], must_have: true, accepted: [], min_number: 2.5 },
        { id: 'u', kind: 'yes_no', text: 'U', options: [], must_have: true, accepted: ['no'] },
        { id: 'k', kind: 'yes_no', text: 'K', options: [], must_have: true, accepted: ['yes'] },
        { id: 'o', kind: 'yes_no', text: 'O', options: [], must_have: false, accepted: ['yes'] },
      ],
      [
        { question_id: 'n', kind: 'number', question: 'N', value: 2.5 },
        { question_id: 'k', kind: 'choice', question: 'K', value: 'yes' },
        { question_id: 'o', kind: 'yes_no', question: 'O', value: 'no' },
      ],
    ],
    [
      'a number below the least',
      [{ id: 'n', kind: 'number', text: 'N', options: [], must_have: true, accepted: [], min_number: 3 }],
      [{ question_id: 'n', kind: 'number', question: 'N', value: 2 }],
    ],
  ];
  it.each(cases)('agrees with mustHaveResult: %s', async (_, questions, given) => {
    const job = await insertJob(t, companyId, { screeningQuestions: questions });
    const seeker = await persona(t, 'employee');
    await t.db.insert(applications).values({ jobId: job, userId: seeker.id, screeningAnswers: given });
    const [row] = await t.db
      .select({ missed: mustHaveMissed })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(sql`${applications.jobId} = ${job}`);
    expect(row?.missed).toBe(mustHaveResult(questions, given).missed);
  });
});
