import type { ResumeInput, ResumeSearchItem } from '@fitjobs/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { createActiveResume, type Place, place, post, resumeInput } from './resumes.fixtures.ts';

let t: TestApp;
let employer: Persona;
let auckland: Place;
let sydney: Place;
const ids: Record<string, string> = {};

type Query = Record<string, string | number | boolean | string[] | null | undefined>;
function toSearchParams(query: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  return params;
}
async function search(query: Query) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/employers/resumes.search?${toSearchParams(query)}`,
    headers: employer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: ResumeSearchItem[]; total_count: number; next_cursor: string | null };
}
const names = async (query: Query) => (await search(query)).items.map((i) => i.full_name).sort();

/** One seeker per resume, each set active. */
async function candidate(key: string, input: ResumeInput) {
  const seeker = await persona(t, 'employee');
  ids[key] = await createActiveResume(t, seeker, input);
  return seeker;
}

const job = (position: string, start_date = '2020-01') => ({
  company: 'Somewhere',
  position,
  location: 'Auckland',
  description: 'Did the work.',
  start_date,
  end_date: null,
});

beforeAll(async () => {
  t = await createTestApp();
  auckland = await place(t, 'Auckland');
  sydney = await place(t, 'Sydney');
  employer = await persona(t, 'employer', { companyName: 'Acme' });
  await candidate(
    'kube',
    resumeInput(auckland, {
      first_name: 'Kiri',
      last_name: 'Kube',
      skills: ['Kubernetes', 'Terraform'],
      experience: [job('Platform Engineer')],
    }),
  );
  await candidate(
    'midwife',
    resumeInput(sydney, {
      first_name: 'Mia',
      last_name: 'Midwife',
      skills: ['Antenatal care'],
      experience: [job('Registered Midwife')],
      eligible_to_work_in_nz: false,
    }),
  );
  await candidate(
    'kubeSyd',
    resumeInput(sydney, {
      first_name: 'Sam',
      last_name: 'Sydney',
      skills: ['Kubernetes', 'Java'],
      experience: [job('DevOps Engineer')],
      eligible_to_work_in_nz: false,
    }),
  );
  const hidden = await candidate(
    'hidden',
    resumeInput(auckland, { first_name: 'Hana', last_name: 'Hidden', skills: ['Kubernetes'] }),
  );
  await post(t, hidden, 'employees/resumes.update', { id: ids.hidden, is_active: false });
}, 180_000);
afterAll(() => t.close());

describe('resume search', () => {
  it('finds resumes by skill and by position', async () => {
    expect(await names({ q: 'kubernetes' })).toEqual(['Kiri Kube', 'Sam Sydney']);
    expect(await names({ q: 'midwife' })).toEqual(['Mia Midwife']);
  });

  it('never finds inactive resumes', async () => {
    expect(await names({ q: 'kubernetes' })).not.toContain('Hana Hidden');
  });

  it('excludes resumes with an excluded keyword (repeated or comma-separated)', async () => {
    expect(await names({ q: 'kubernetes', exclude: ['java'] })).toEqual(['Kiri Kube']);
    expect(await names({ q: 'kubernetes', exclude: ['java, terraform'] })).toEqual([]);
  });

  it('filters by location and by eligibility to work in New Zealand', async () => {
    expect(await names({ q: 'kubernetes', city_id: sydney.cityId })).toEqual(['Sam Sydney']);
    expect(await names({ q: 'kubernetes', country_id: auckland.countryId })).toEqual(['Kiri Kube']);
    expect(await names({ q: 'kubernetes', region_id: sydney.regionId })).toEqual(['Sam Sydney']);
    expect(await names({ q: 'kubernetes', eligible_to_work_in_nz: true })).toEqual(['Kiri Kube']);
  });

  it('gives a card what it needs: latest position, location names and top skills', async () => {
    const { items, total_count } = await search({ q: 'terraform' });
    expect(total_count).toBe(1);
    expect(items[0]).toMatchObject({
      id: ids.kube,
      full_name: 'Kiri Kube',
      headline: 'Platform Engineer',
      city_name: 'Auckland',
      country_name: 'New Zealand',
      skills: ['Kubernetes', 'Terraform'],
    });
  });

  it('rejects an invalid cursor with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/employers/resumes.search?q=x&next_cursor=nonsense',
      headers: employer.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('resume search paging', () => {
  beforeAll(async () => {
    for (let i = 0; i < 45; i++) {
      // Varying repetition gives varied ranks, with ties, to test the keyset on (rank, id).
      const summary = `Welder ${'welding '.repeat(i % 4)}`;
      await candidate(
        `welder${i}`,
        resumeInput(auckland, { first_name: `Welder${i}`, summary, skills: ['Welding'] }),
      );
      t.clock.advance(i % 3 === 0 ? 0 : 1000);
    }
  });

  for (const sort_by of ['relevance', 'created_desc'] as const) {
    it(`pages by cursor without gaps or repeats (${sort_by})`, async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await search({ q: 'welding', sort_by, next_cursor: cursor });
        expect(page.total_count).toBe(45);
        seen.push(...page.items.map((i) => i.id));
        cursor = page.next_cursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(45);
      expect(seen).toHaveLength(45);
    });
  }

  it('sorts by date newest first', async () => {
    const { items } = await search({ q: 'welding', sort_by: 'created_desc' });
    const dates = items.map((i) => i.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
