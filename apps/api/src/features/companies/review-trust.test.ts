import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { createActiveResume, place, resumeInput } from '../resumes/resumes.fixtures.ts';

/** Issue 15, review bombing: a review counts once its author's account is 7 days old (decision 0182). */
let t: TestApp;
const post = (url: string, payload: unknown, who?: Persona) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function companyWithOneReview(name: string) {
  const employer = await persona(t, 'employer', { companyName: name });
  const id = employer.companyId ?? '';
  const regular = await persona(t, 'employee', { accountAgeDays: 30 });
  expect(
    (await post('employees/companies.reviews.insert', { id, rating: 5, body: 'Great' }, regular)).statusCode,
  ).toBe(200);
  return { employer, id };
}
const stats = async (id: string) => (await post('companies.reviews.stats', { id })).json();
const listed = async (id: string, who?: Persona) =>
  (await post('companies.reviews.list', { id }, who)).json().items as { body: string; pending: boolean }[];

describe('reviews that count', () => {
  it("does not let a new account's review move the average, and shows it as pending to its author only", async () => {
    const { id } = await companyWithOneReview('Bombed Ltd');
    const newcomer = await persona(t, 'employee', { accountAgeDays: 2 });
    t.clock.advance(60_000);
    const res = await post('employees/companies.reviews.insert', { id, rating: 1, body: 'Awful' }, newcomer);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ body: 'Awful', pending: true });

    expect(await stats(id)).toMatchObject({ average_rating: 5, total_reviews: 1 });
    expect((await listed(id, newcomer)).map((r) => [r.body, r.pending])).toEqual([
      ['Awful', true],
      ['Great', false],
    ]);
    const stranger = await persona(t, 'employee', { accountAgeDays: 30 });
    expect((await listed(id)).map((r) => r.body)).toEqual(['Great']);
    expect((await listed(id, stranger)).map((r) => r.body)).toEqual(['Great']);

    // Five days later the account is 7 days old: the review counts and everyone sees it.
    t.clock.advance(5 * 86_400_000 + 1000);
    expect(await stats(id)).toMatchObject({ average_rating: 3, total_reviews: 2 });
    expect((await listed(id)).map((r) => [r.body, r.pending])).toEqual([
      ['Awful', false],
      ['Great', false],
    ]);
  });

  it('keeps a new account’s review pending even when its author has applied to the company (trust, finding 7)', async () => {
    const { employer, id } = await companyWithOneReview('Applied Ltd');
    const applicant = await persona(t, 'employee');
    await createActiveResume(t, applicant, resumeInput(await place(t, 'Auckland')));
    const job = await makeJob(t, { id, name: 'Applied Ltd' });
    expect((await post('employees/applications.insert', { id: job.id }, applicant)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const res = await post(
      'employees/companies.reviews.insert',
      { id, rating: 1, body: 'Fair interview' },
      applicant,
    );
    expect(res.json().item.pending).toBe(true);
    expect(await stats(id)).toMatchObject({ average_rating: 5, total_reviews: 1 });
    expect((await listed(id, employer)).map((r) => r.body)).toEqual(['Great']);
    // Seven days after the account was made, it counts.
    t.clock.advance(7 * 86_400_000);
    expect(await stats(id)).toMatchObject({ average_rating: 3, total_reviews: 2 });
  });
});

describe('reviews a day', () => {
  it('refuses the 6th review of a day with 429, lets a review be rewritten, and allows more a day later', async () => {
    const author = await persona(t, 'employee', { accountAgeDays: 30 });
    const companies: string[] = [];
    for (let i = 0; i < 7; i++) {
      companies.push((await persona(t, 'employer', { companyName: `Daily ${i}` })).companyId ?? '');
    }
    for (const id of companies.slice(0, 5)) {
      expect(
        (await post('employees/companies.reviews.insert', { id, body: 'Fine' }, author)).statusCode,
      ).toBe(200);
    }
    const sixth = await post(
      'employees/companies.reviews.insert',
      { id: companies[5], body: 'Sixth' },
      author,
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toEqual({
      code: 'too_many_reviews',
      message: 'You can write at most 5 reviews a day. Please try again tomorrow.',
    });
    expect(await stats(companies[5] ?? '')).toMatchObject({ average_rating: 0, total_reviews: 0 });
    const rewrite = await post(
      'employees/companies.reviews.insert',
      { id: companies[0], rating: 2, body: 'Changed' },
      author,
    );
    expect(rewrite.statusCode).toBe(200);

    // A day later (the reviews moved 25 hours back) the author may write again.
    await t.db
      .update(reviews)
      .set({ createdAt: sql`${reviews.createdAt} - interval '25 hours'` })
      .where(eq(reviews.userId, author.id));
    const next = await post(
      'employees/companies.reviews.insert',
      { id: companies[6], body: 'Next day' },
      author,
    );
    expect(next.statusCode).toBe(200);
  });
});
