import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { validJob } from '../employers/test-helpers.ts';
import { call, insertResume, responseCount } from './test-fixtures.ts';

// Issue 22 item 4 (decision 0171): screening questions on the job, answers with the application.
const INSERT = '/api/v1/employees/applications.insert';

const QUESTIONS = [
  {
    id: 'rights',
    kind: 'yes_no',
    text: 'Do you have the right to work in New Zealand?',
    must_have: true,
    accepted: ['yes'],
  },
  {
    id: 'licence',
    kind: 'choice',
    text: 'Which driver licence do you hold?',
    options: ['None', 'Class 1', 'Class 2'],
    must_have: true,
    accepted: ['Class 1', 'Class 2'],
  },
  { id: 'years', kind: 'number', text: 'Years of experience?', must_have: true, min_number: 2 },
];
const ANSWERS = [
  { question_id: 'rights', value: 'yes' },
  { question_id: 'licence', value: 'Class 1' },
  { question_id: 'years', value: 3.5 },
];

let t: TestApp;
let employer: Persona;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-01T00:00:00Z'));
  employer = await persona(t, 'employer', { companyName: 'Tāmaki Freight' });
  companyId = employer.companyId as string;
});
afterAll(async () => t.close());

async function jobWithQuestions(questions: unknown[] = QUESTIONS) {
  const res = await call(
    t,
    employer,
    '/api/v1/employers/jobs.insert',
    validJob(companyId, { questions } as never),
  );
  expect(res.status).toBe(200);
  return res.body.id as string;
}

async function seeker() {
  const who = await persona(t, 'employee');
  await insertResume(t, who.id);
  return who;
}

describe('screening questions on a job', () => {
  it('keeps the accepted answers for the company and shows only the questions to everyone else', async () => {
    const jobId = await jobWithQuestions();
    const own = await call(t, employer, '/api/v1/employers/jobs.get', { id: jobId });
    expect(own.body.item.questions).toEqual(
      [
        { ...QUESTIONS[0], options: [], min_number: undefined },
        { ...QUESTIONS[1] },
        { ...QUESTIONS[2], options: [], accepted: [] },
      ].map((q) => JSON.parse(JSON.stringify(q))),
    );
    const pub = await call(t, null, '/api/v1/jobs.get', { id: jobId });
    expect(pub.body.item.questions).toEqual([
      { id: 'rights', kind: 'yes_no', text: QUESTIONS[0]?.text, options: [] },
      { id: 'licence', kind: 'choice', text: QUESTIONS[1]?.text, options: ['None', 'Class 1', 'Class 2'] },
      { id: 'years', kind: 'number', text: 'Years of experience?', options: [] },
    ]);
    const text = JSON.stringify(pub.body);
    expect(text).not.toContain('accepted');
    expect(text).not.toContain('must_have');
    expect(text).not.toContain('min_number');
  });

  it('refuses more than 8 questions, a must-have without accepted answers, and repeated ids', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({
      id: `q${i}`,
      kind: 'yes_no',
      text: `Question ${i}?`,
    }));
    for (const questions of [
      nine,
      [{ id: 'a', kind: 'yes_no', text: 'Car?', must_have: true }],
      [QUESTIONS[0], QUESTIONS[0]],
      [{ id: 'a', kind: 'choice', text: 'Pick', options: ['A', 'B'], accepted: ['C'] }],
    ]) {
      const res = await call(
        t,
        employer,
        '/api/v1/employers/jobs.insert',
        validJob(companyId, { questions } as never),
      );
      expect(res.status).toBe(400);
    }
  });

  it('keeps the questions when an update leaves them out', async () => {
    const jobId = await jobWithQuestions();
    const res = await call(t, employer, '/api/v1/employers/jobs.update', {
      ...validJob(companyId),
      id: jobId,
    });
    expect(res.status).toBe(200);
    const own = await call(t, employer, '/api/v1/employers/jobs.get', { id: jobId });
    expect(own.body.item.questions).toHaveLength(3);
  });
});

describe('answering them', () => {
  it('requires an answer to every question and stores them as given', async () => {
    const jobId = await jobWithQuestions();
    const who = await seeker();
    const missing = await call(t, who, INSERT, { id: jobId, answers: ANSWERS.slice(0, 2) });
    expect(missing.status).toBe(400);
    const res = await call(t, who, INSERT, { id: jobId, answers: ANSWERS });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, res.body.item.id));
    expect(row?.screeningAnswers).toEqual([
      { question_id: 'rights', kind: 'yes_no', question: QUESTIONS[0]?.text, value: 'yes' },
      {
        question_id: 'licence',
        kind: 'choice',
        question: 'Which driver licence do you hold?',
        value: 'Class 1',
      },
      { question_id: 'years', kind: 'number', question: 'Years of experience?', value: 3.5 },
    ]);
  });

  it('refuses answers to questions the job does not ask, answers not offered and wrong kinds, storing nothing', async () => {
    const jobId = await jobWithQuestions();
    const who = await seeker();
    for (const answers of [
      [...ANSWERS, { question_id: 'other', value: 'yes' }],
      [ANSWERS[0], { question_id: 'licence', value: 'Class 9' }, ANSWERS[2]],
      [ANSWERS[0], ANSWERS[1], { question_id: 'years', value: 'lots' }],
      [{ question_id: 'rights', value: 1 }, ANSWERS[1], ANSWERS[2]],
      [...ANSWERS, ANSWERS[0]],
    ]) {
      const res = await call(t, who, INSERT, { id: jobId, answers });
      expect(res.status).toBe(400);
    }
    expect(await t.db.select().from(applications).where(eq(applications.jobId, jobId))).toHaveLength(0);
    expect(await responseCount(t, jobId)).toBe(0);
  });

  it('never changes an answer already given when the questions are edited', async () => {
    const jobId = await jobWithQuestions();
    const who = await seeker();
    const applied = await call(t, who, INSERT, { id: jobId, answers: ANSWERS });
    const appId = applied.body.item.id as string;
    const edited = await call(t, employer, '/api/v1/employers/jobs.update', {
      ...validJob(companyId),
      id: jobId,
      questions: [
        {
          ...QUESTIONS[1],
          text: 'Which licence classes?',
          options: ['Class 1', 'Class 4'],
          accepted: ['Class 4'],
        },
      ],
    });
    expect(edited.status).toBe(200);
    const card = await call(t, employer, '/api/v1/employers/applications.get', { id: appId });
    expect(card.body.item.answers).toEqual([
      { question_id: 'rights', kind: 'yes_no', question: QUESTIONS[0]?.text, value: 'yes' },
      {
        question_id: 'licence',
        kind: 'choice',
        question: 'Which driver licence do you hold?',
        value: 'Class 1',
      },
      { question_id: 'years', kind: 'number', question: 'Years of experience?', value: 3.5 },
    ]);
    // The applicant's own list never shows the company's view of the answers.
    const mine = await call(t, who, '/api/v1/employees/applications.list', {});
    expect(JSON.stringify(mine.body)).not.toContain('answers');
  });
});
