import { Review } from '@fitjobs/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { accessTokenFor } from '../auth/session.ts';

/** Issue 26 items 1-3: anonymous, structured reviews and the company's response (decision 0203). */
let t: TestApp;
let owner: Persona;
let rival: Persona;
let admin: Persona;
let company: string;

const post = (url: string, payload: unknown, who?: Persona) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });

const seeker = (fullName = 'Aroha Ngata') => persona(t, 'employee', { fullName, accountAgeDays: 30 });

const structured = {
  rating: 4,
  title: 'Good team',
  body: 'Supportive charge nurses',
  challenges: 'Short staffed on nights',
  job_title: 'Registered nurse',
  work_type: 'full_time',
  employment_status: 'former',
  employment_year: 2024,
  ratings: {
    work_life_balance: 2,
    career_development: 4,
    benefits: 3,
    management: 4,
    culture_diversity: 5,
    working_environment: 4,
  },
  recommend: true,
} as const;

async function write(who: Persona, body: object, id = company) {
  const res = await post('employees/companies.reviews.insert', { id, ...body }, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item as Review;
}
const list = async (body: object, who?: Persona) => {
  const res = await post('companies.reviews.list', { id: company, ...body }, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Review[]; next_cursor: string | null };
};

/** An employer of the company with the given team role, its token naming the company. */
async function teamMember(role: 'admin' | 'member'): Promise<Persona> {
  const who = await persona(t, 'employer');
  await t.db.insert(companyMembers).values({ companyId: company, userId: who.id, role });
  const token = await accessTokenFor(t.db, t.config.jwtSecret, who.id, t.clock.now());
  return { ...who, token, headers: { authorization: `Bearer ${token}` }, companyId: company };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await persona(t, 'employer', { companyName: 'Harbour Hospital' });
  rival = await persona(t, 'employer', { companyName: 'Rival Clinic' });
  admin = await persona(t, 'admin');
  company = owner.companyId as string;
});
afterAll(() => t.close());

describe('anonymous reviews', () => {
  it('names no author in any answer anyone but the author gets, and marks the author’s own "Yours"', async () => {
    const author = await seeker('Aroha Ngata');
    const written = await write(author, structured);
    const descriptor = 'Registered nurse · Full time · Former employee · 2024';
    expect(written).toMatchObject({ user_name: descriptor, yours: true, pending: false });
    const other = await seeker('Tama Rangi');
    const member = await teamMember('member');
    const leaks = ['Aroha', 'Ngata', author.email, author.id];
    for (const who of [undefined, other, owner, member, rival, admin]) {
      const answers = [
        await list({}, who),
        (await post('companies.reviews.stats', { id: company }, who)).json(),
      ];
      for (const leak of leaks) expect(JSON.stringify(answers)).not.toContain(leak);
      const mine = answers[0].items.find((r: Review) => r.id === written.id);
      expect(mine).toMatchObject({ user_name: descriptor, yours: false, employment_status: 'former' });
      // Exactly the contract's fields: nothing the schema does not name travels.
      expect(Object.keys(mine).sort()).toEqual(Object.keys(Review.shape).sort());
    }
    const own = (await list({}, author)).items.find((r) => r.id === written.id);
    expect(own?.yours).toBe(true);
    expect((await list({}, other)).items.filter((r) => r.yours)).toHaveLength(0);
    const responded = await post(
      'employers/companies.reviews.respond',
      { id: written.id, body: 'Thanks' },
      owner,
    );
    for (const leak of leaks) expect(responded.body).not.toContain(leak);
  });

  it('reads a review written with the spec’s fields only as "Employee" and the year it was written', async () => {
    const item = await write(await seeker('Mere Tui'), { rating: 3, title: null, body: 'Fine' });
    expect(item).toMatchObject({
      user_name: `Employee · ${t.clock.now().getUTCFullYear()}`,
      recommend: null,
    });
    expect(item.ratings.benefits).toBeNull();
  });
});

describe('structured ratings', () => {
  it('averages each category over those who rated it, with the recommend share and the histogram', async () => {
    company = (await persona(t, 'employer', { companyName: 'Averaged Ltd' })).companyId as string;
    await write(await seeker(), structured);
    await write(await seeker(), {
      ...structured,
      rating: 2,
      ratings: { work_life_balance: 5 },
      recommend: false,
    });
    await write(await seeker(), { rating: 5, body: 'Great', recommend: true });
    await write(await seeker(), { rating: 5, body: 'Great again' });
    const stats = (await post('companies.reviews.stats', { id: company })).json();
    expect(stats).toEqual({
      average_rating: 4,
      total_reviews: 4,
      categories: {
        work_life_balance: 3.5,
        career_development: 4,
        benefits: 3,
        management: 4,
        culture_diversity: 5,
        working_environment: 4,
      },
      recommend_percent: 67,
      recommend_answers: 3,
      histogram: [
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 1 },
        { rating: 1, count: 0 },
      ],
    });
  });

  it('sorts newest, highest and lowest, filters by rating and pages in each order', async () => {
    company = (await persona(t, 'employer', { companyName: 'Sorted Ltd' })).companyId as string;
    const ratings = Array.from({ length: 23 }, (_, i) => (i % 5) + 1);
    for (const rating of ratings) {
      await write(await seeker(), { rating, body: `Rated ${rating}` });
      t.clock.advance(1000);
    }
    const all = async (sort: string, rating?: number) => {
      const items: Review[] = [];
      let cursor: string | null = null;
      do {
        const page = await list({ sort, rating, next_cursor: cursor });
        items.push(...page.items);
        cursor = page.next_cursor;
      } while (cursor);
      return items;
    };
    const newest = await all('newest');
    expect(newest.map((r) => r.rating)).toEqual([...ratings].reverse());
    const highest = await all('highest');
    expect(highest.map((r) => r.rating)).toEqual([...ratings].sort((a, b) => b - a));
    const lowest = await all('lowest');
    expect(lowest.map((r) => r.rating)).toEqual([...ratings].sort((a, b) => a - b));
    expect(new Set(lowest.map((r) => r.id)).size).toBe(23);
    // Within one rating, newest first.
    const fives = highest.filter((r) => r.rating === 5).map((r) => r.created_at);
    expect(fives).toEqual([...fives].sort().reverse());
    const twos = await all('newest', 2);
    expect(twos.map((r) => r.rating)).toEqual([2, 2, 2, 2, 2]);
    // A cursor belongs to its sort.
    const first = await list({ sort: 'highest' });
    const mixed = await post('companies.reviews.list', {
      id: company,
      sort: 'lowest',
      next_cursor: first.next_cursor,
    });
    expect(mixed.statusCode).toBe(400);
  });
});

describe('the company’s response', () => {
  it('lets the company’s admin post one response, edited in place, shown under the review to everyone', async () => {
    company = owner.companyId as string;
    const author = await seeker();
    const review = await write(author, { ...structured, body: 'Respond to me' });
    const first = await post(
      'employers/companies.reviews.respond',
      { id: review.id, body: 'Thank you' },
      owner,
    );
    expect(first.statusCode).toBe(200);
    const created = first.json().item.response;
    expect(created).toMatchObject({ body: 'Thank you' });
    t.clock.advance(60_000);
    const admin2 = await teamMember('admin');
    const edit = await post(
      'employers/companies.reviews.respond',
      { id: review.id, body: 'Thank you, fixed' },
      admin2,
    );
    expect(edit.statusCode).toBe(200);
    const shown = (await list({})).items.find((r) => r.id === review.id);
    expect(shown?.response).toEqual({
      body: 'Thank you, fixed',
      created_at: created.created_at,
      updated_at: t.clock.now().toISOString(),
    });
  });

  it('refuses another company (404), a team member who is not an admin, a seeker and a pending review', async () => {
    company = owner.companyId as string;
    const review = await write(await seeker(), { rating: 2, body: 'Not great' });
    const tries = { id: review.id, body: 'Not ours to answer' };
    expect((await post('employers/companies.reviews.respond', tries, rival)).statusCode).toBe(404);
    expect(
      (await post('employers/companies.reviews.respond', tries, await teamMember('member'))).statusCode,
    ).toBe(403);
    expect((await post('employers/companies.reviews.respond', tries, await seeker())).statusCode).toBe(403);
    expect((await post('employers/companies.reviews.respond', tries)).statusCode).toBe(401);
    expect((await list({})).items.find((r) => r.id === review.id)?.response).toBeNull();
    const newcomer = await persona(t, 'employee', { accountAgeDays: 1 });
    const pending = await write(newcomer, { rating: 1, body: 'Pending' });
    const early = await post('employers/companies.reviews.respond', { id: pending.id, body: 'Hm' }, owner);
    expect(early.statusCode).toBe(404);
  });

  it('clears the response when the author rewrites the review', async () => {
    company = owner.companyId as string;
    const author = await seeker();
    const review = await write(author, { rating: 1, body: 'Bad' });
    await post('employers/companies.reviews.respond', { id: review.id, body: 'Sorry' }, owner);
    const rewritten = await write(author, { rating: 4, body: 'Better now' });
    expect(rewritten).toMatchObject({ id: review.id, response: null });
  });
});

describe('validation', () => {
  it('refuses category ratings, years, work types, sorts and texts outside the contract', async () => {
    const who = await seeker();
    const bad = [
      { ratings: { benefits: 6 } },
      { ratings: { management: 0 } },
      { employment_year: 1900 },
      { employment_year: t.clock.now().getUTCFullYear() + 5 },
      { work_type: 'gig' },
      { employment_status: 'intern' },
      { recommend: 'yes' },
      { challenges: 'x'.repeat(5001) },
    ];
    for (const extra of bad) {
      const res = await post(
        'employees/companies.reviews.insert',
        { id: company, body: 'Ok', ...extra },
        who,
      );
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const blank = await post('employers/companies.reviews.respond', { id: company, body: '  ' }, owner);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Please enter your response');
    for (const query of [{ sort: 'random' }, { rating: 0 }, { rating: 6 }]) {
      expect((await post('companies.reviews.list', { id: company, ...query })).statusCode).toBe(400);
    }
  });
});
