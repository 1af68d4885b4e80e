import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { persona } from '../../test/personas.ts';
import { signInAgain } from '../applications/test-fixtures.ts';
import { COMPANIES_PER_DAY } from './employers.routes.ts';
import { post } from './test-helpers.ts';

/**
 * Trust, second round, finding 3 (decision 0185): companies were free and unlimited, and each came
 * with a fresh allowance of resume reads. One person creates at most three a day.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const company = (i: number) => ({ name: `Throwaway ${i}`, tagline: 'We hire', description: '<p>Us</p>' });

describe('employers/companies.insert', () => {
  it('lets one person create three companies a day, then answers 429 until a day has passed', async () => {
    const employer = await persona(t, 'employer');
    for (let i = 0; i < COMPANIES_PER_DAY; i++)
      expect((await post(t, 'employers/companies.insert', employer, company(i))).statusCode).toBe(200);
    const fourth = await post(t, 'employers/companies.insert', employer, company(4));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(
      'You can create up to 3 companies a day. Please try again tomorrow.',
    );
    // Someone else is not held back.
    const other = await persona(t, 'employer');
    expect((await post(t, 'employers/companies.insert', other, company(5))).statusCode).toBe(200);
    t.clock.advance(24 * 60 * 60_000 + 1000);
    const dayAfter = await signInAgain(t, employer);
    expect((await post(t, 'employers/companies.insert', dayAfter, company(6))).statusCode).toBe(200);
  });
});
