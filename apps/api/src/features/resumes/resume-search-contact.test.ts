import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeJob } from '../../test/job-fixtures.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { createActiveResume, type Place, place, post, resumeInput } from './resumes.fixtures.ts';

/**
 * Trust, second round (issue 24), finding 2: a brand-new employer paged resume search and had the
 * e-mail and phone of every Searchable resume, with no cap and nothing recorded for the seeker.
 * Search results now carry no contact details; only opening a resume shows them (decision 0187).
 */
let t: TestApp;
let auckland: Place;
const SKILL = 'cooperage';
const SEEKERS = 23; // more than one page of 20

beforeAll(async () => {
  t = await createTestApp();
  auckland = await place(t, 'Auckland');
}, 180_000);
afterAll(() => t.close());

const phoneOf = (n: number) => `+64 21 700 ${String(1000 + n)}`;

async function seeker(n: number, visibility: 'searchable' | 'limited') {
  const who = await persona(t, 'employee');
  const input = resumeInput(auckland, {
    first_name: 'Harvest',
    last_name: `Target${n}`,
    email: `harvest-${n}@example.test`,
    phone: phoneOf(n),
    linkedin_profile: `https://www.linkedin.com/in/harvest-${n}`,
    skills: [SKILL],
    visibility,
  });
  return { who, resumeId: await createActiveResume(t, who, input) };
}

/** Every page of the search, as the raw bodies the attacker would keep. */
async function pageAll(who: Persona) {
  const bodies: string[] = [];
  const items: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&next_cursor=${encodeURIComponent(cursor)}` : '';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/employers/resumes.search?q=${SKILL}${after}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    bodies.push(res.body);
    items.push(...res.json().items);
    cursor = res.json().next_cursor;
  } while (cursor);
  return { bodies, items };
}

describe('resume search carries no contact details (issue 24, finding 2)', () => {
  it('a new employer pages every result and gets no e-mail, phone or LinkedIn in any item', async () => {
    const seekers = [];
    for (let n = 0; n < SEEKERS; n++) seekers.push(await seeker(n, 'searchable'));
    // Even someone who applied to the searching company (contact visible when opened) shows none here.
    const applicant = await seeker(SEEKERS, 'limited');
    const harvester = await persona(t, 'employer', { companyName: 'Harvester Ltd' });
    const job = await makeJob(t, { id: harvester.companyId ?? '', name: 'Harvester Ltd' });
    expect((await post(t, applicant.who, 'employees/applications.insert', { id: job.id })).statusCode).toBe(
      200,
    );

    const { bodies, items } = await pageAll(harvester);
    expect(bodies.length).toBeGreaterThan(1);
    expect(items).toHaveLength(SEEKERS + 1);
    for (const item of items) {
      expect(item).not.toHaveProperty('email');
      expect(item).not.toHaveProperty('phone');
      expect(item).not.toHaveProperty('linkedin_profile');
    }
    const everything = bodies.join('\n');
    for (let n = 0; n <= SEEKERS; n++) {
      expect(everything).not.toContain(`harvest-${n}@example.test`);
      expect(everything).not.toContain(phoneOf(n));
      expect(everything).not.toContain(`linkedin.com/in/harvest-${n}`);
    }

    // Searching read nothing: no seeker sees the company among those that viewed their resume.
    const [first] = seekers;
    if (!first) throw new Error('no seeker');
    expect((await post(t, first.who, 'employees/resumes.views.list', {})).json().items).toEqual([]);

    // Opening a resume shows the contact details, and is recorded for the seeker.
    const opened = await post(t, harvester, 'employers/resumes.get', { id: first.resumeId });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().item).toMatchObject({
      email: 'harvest-0@example.test',
      phone: phoneOf(0),
      linkedin_profile: 'https://www.linkedin.com/in/harvest-0',
      contact_hidden: false,
    });
    const viewers = (await post(t, first.who, 'employees/resumes.views.list', {})).json().items;
    expect(viewers).toMatchObject([{ company_id: harvester.companyId, views: 1 }]);
  });

  it('still tells the card whether opening will show contact details (Limited, not applied)', async () => {
    const limited = await seeker(100, 'limited');
    const reader = await persona(t, 'employer', { companyName: 'Reader Co' });
    const { items } = await pageAll(reader);
    const hit = items.find((i) => i.id === limited.resumeId);
    expect(hit).toMatchObject({ contact_hidden: true, full_name: 'Harvest Target100' });
    const opened = (await post(t, reader, 'employers/resumes.get', { id: limited.resumeId })).json().item;
    expect(opened).toMatchObject({ email: null, phone: null, contact_hidden: true });
  });
});
