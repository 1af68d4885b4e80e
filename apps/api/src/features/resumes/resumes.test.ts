import type { Resume, ResumeInput } from '@fitjobs/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { createResume, type Place, place, post, resumeInput } from './resumes.fixtures.ts';

let t: TestApp;
let auckland: Place;

beforeAll(async () => {
  t = await createTestApp();
  auckland = await place(t, 'Auckland');
}, 180_000);
afterAll(() => t.close());

async function list(who: Persona): Promise<Resume[]> {
  const res = await post(t, who, 'employees/resumes.list', {});
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

describe('resume validation (same rules and words as the wizard)', () => {
  const experience = (over: object) => [
    { ...resumeInput({ countryId: 1, regionId: 1, cityId: 1 }).experience[0], ...over },
  ];
  const education = (over: object) => [
    { ...resumeInput({ countryId: 1, regionId: 1, cityId: 1 }).education[0], ...over },
  ];
  const cases: [string, () => Partial<ResumeInput> | Record<string, unknown>, string][] = [
    ['first name', () => ({ first_name: '  ' }), 'First name is required'],
    ['last name', () => ({ last_name: '' }), 'Last name is required'],
    ['empty e-mail', () => ({ email: '' }), 'Email is required'],
    ['malformed e-mail', () => ({ email: 'aroha@' }), 'Invalid email'],
    ['missing country', () => ({ country_id: null }), 'Country is required'],
    ['missing city', () => ({ city_id: null }), 'City is required'],
    ['missing work eligibility', () => ({ eligible_to_work_in_nz: null }), 'Required'],
    [
      'a LinkedIn link that is not a profile',
      () => ({ linkedin_profile: 'https://facebook.com/in/aroha' }),
      'LinkedIn profile must start with linkedin.com/in/',
    ],
    [
      'a phone number outside NZ and AU',
      () => ({ phone: '+1 555 123 4567' }),
      'Invalid phone number. Use NZ (+64...) or AU (+61...) format.',
    ],
    [
      'an NZ landline',
      () => ({ phone: '09 123 4567' }),
      'Invalid phone number. Use NZ (+64...) or AU (+61...) format.',
    ],
    [
      'experience without company',
      () => ({ experience: experience({ company: '' }) }),
      'Company is required',
    ],
    ['experience without role', () => ({ experience: experience({ position: ' ' }) }), 'Role is required'],
    [
      'experience without location',
      () => ({ experience: experience({ location: '' }) }),
      'Location is required',
    ],
    [
      'experience without responsibilities',
      () => ({ experience: experience({ description: '' }) }),
      'Responsibilities are required',
    ],
    [
      'experience without start',
      () => ({ experience: experience({ start_date: '' }) }),
      'Start date is required',
    ],
    [
      'past experience without end',
      () => ({ experience: experience({ end_date: '' }) }),
      'End date is required unless currently working',
    ],
    [
      'education without university',
      () => ({ education: education({ institution: '' }) }),
      'University name is required',
    ],
    [
      'education without specialization',
      () => ({ education: education({ degree: '' }) }),
      'Specialization is required',
    ],
    [
      'education without graduation date',
      () => ({ education: education({ graduation_year: null }) }),
      'Graduation date is required',
    ],
    ['no skills', () => ({ skills: [] }), 'Add at least one skill.'],
    ['duplicate skills', () => ({ skills: ['React', 'react '] }), 'Skills must not repeat'],
    [
      'a summary over 1000 characters',
      () => ({ summary: 'x'.repeat(1001) }),
      'Summary must be at most 1000 characters',
    ],
  ];
  it.each(cases)('rejects %s with a clear message', async (_name, change, message) => {
    const seeker = await persona(t, 'employee');
    const res = await post(t, seeker, 'employees/resumes.insert', { ...resumeInput(auckland), ...change() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await list(seeker)).toHaveLength(0);
  });

  it('accepts NZ and AU mobiles in every prefix form, and LinkedIn with or without https://www.', async () => {
    const seeker = await persona(t, 'employee');
    for (const [phone, linkedin_profile] of [
      ['+64211234567', 'linkedin.com/in/a'],
      ['64 21 123 456', 'www.linkedin.com/in/a'],
      ['021 1234 567', 'https://linkedin.com/in/a'],
      ['+61 412 345 678', 'https://www.linkedin.com/in/a'],
      ['0412345678', ''],
    ]) {
      const res = await post(t, seeker, 'employees/resumes.insert', {
        ...resumeInput(auckland),
        phone,
        linkedin_profile,
      });
      expect(res.statusCode, `${phone} ${linkedin_profile}`).toBe(200);
    }
  });

  it('trims skills and stores first and last name as one full name', async () => {
    const seeker = await persona(t, 'employee');
    const id = await createResume(
      t,
      seeker,
      resumeInput(auckland, { first_name: ' Mere Ana ', skills: [' Go ', 'SQL'] }),
    );
    const res = await post(t, seeker, 'employees/resumes.get', { id });
    const resume: Resume = res.json().item;
    expect(resume.full_name).toBe('Mere Ana Ngātai');
    expect([resume.first_name, resume.last_name]).toEqual(['Mere Ana', 'Ngātai']);
    expect(resume.skills).toEqual(['Go', 'SQL']);
    expect(resume.city_name).toBe('Auckland');
  });

  it('refuses a location id beyond the integer range with 400, not a database overflow', async () => {
    // The route fuzzer's counter-example (city_id 2^53 - 1 answered 500).
    const seeker = await persona(t, 'employee');
    const res = await post(t, seeker, 'employees/resumes.insert', {
      ...resumeInput(auckland),
      city_id: 9007199254740991,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^city_id: /);
  });

  it('rejects a city that is not in the chosen country', async () => {
    const seeker = await persona(t, 'employee');
    const sydney = await place(t, 'Sydney');
    const res = await post(t, seeker, 'employees/resumes.insert', {
      ...resumeInput(auckland),
      city_id: sydney.cityId,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('one active resume', () => {
  it('saves every new resume inactive, the first one too, and Limited unless the person chose', async () => {
    const seeker = await persona(t, 'employee');
    const first = await createResume(t, seeker, resumeInput(auckland));
    const second = await createResume(t, seeker, resumeInput(auckland, { visibility: 'searchable' }));
    const byId = new Map((await list(seeker)).map((r) => [r.id, r]));
    expect(byId.get(first)).toMatchObject({ is_active: false, visibility: 'limited' });
    expect(byId.get(second)).toMatchObject({ is_active: false, visibility: 'searchable' });
  });

  it('changes the visibility alone, or with Set as Active, and keeps it through a full update', async () => {
    const seeker = await persona(t, 'employee');
    const id = await createResume(t, seeker, resumeInput(auckland));
    expect((await post(t, seeker, 'employees/resumes.update', { id, visibility: 'hidden' })).statusCode).toBe(
      200,
    );
    expect((await list(seeker))[0]).toMatchObject({ is_active: false, visibility: 'hidden' });
    const both = { id, is_active: true, visibility: 'searchable' };
    expect((await post(t, seeker, 'employees/resumes.update', both)).statusCode).toBe(200);
    const full = { ...resumeInput(auckland, { summary: 'Changed' }), id };
    expect((await post(t, seeker, 'employees/resumes.update', full)).statusCode).toBe(200);
    expect((await list(seeker))[0]).toMatchObject({
      is_active: true,
      visibility: 'searchable',
      summary: 'Changed',
    });
    const bad = await post(t, seeker, 'employees/resumes.update', { id, visibility: 'everyone' });
    expect(bad.statusCode).toBe(400);
  });

  it('setting a resume active makes the other resumes inactive', async () => {
    const seeker = await persona(t, 'employee');
    const ids = [
      await createResume(t, seeker, resumeInput(auckland)),
      await createResume(t, seeker, resumeInput(auckland)),
      await createResume(t, seeker, resumeInput(auckland)),
    ];
    const res = await post(t, seeker, 'employees/resumes.update', { id: ids[2], is_active: true });
    expect(res.statusCode).toBe(200);
    const active = (await list(seeker)).filter((r) => r.is_active).map((r) => r.id);
    expect(active).toEqual([ids[2]]);
  });

  it('a full update can activate the resume, still leaving only one active', async () => {
    const seeker = await persona(t, 'employee');
    const first = await createResume(t, seeker, resumeInput(auckland));
    const second = await createResume(t, seeker, resumeInput(auckland));
    const res = await post(t, seeker, 'employees/resumes.update', {
      ...resumeInput(auckland, { summary: 'Changed' }),
      id: second,
      is_active: true,
    });
    expect(res.statusCode).toBe(200);
    const rows = await list(seeker);
    expect(rows.filter((r) => r.is_active).map((r) => r.id)).toEqual([second]);
    expect(rows.find((r) => r.id === second)?.summary).toBe('Changed');
    expect(rows.find((r) => r.id === first)?.is_active).toBe(false);
  });

  it('a full update with invalid fields changes nothing', async () => {
    const seeker = await persona(t, 'employee');
    const id = await createResume(t, seeker, resumeInput(auckland));
    const res = await post(t, seeker, 'employees/resumes.update', {
      ...resumeInput(auckland, { skills: [] }),
      id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Add at least one skill.');
    expect((await list(seeker))[0]?.skills).toEqual(['TypeScript', 'React', 'PostgreSQL']);
  });
});

describe('ownership', () => {
  it("does not let an employee read, update, delete or download another employee's resume", async () => {
    const owner = await persona(t, 'employee');
    const other = await persona(t, 'employee');
    const id = await createResume(t, owner, resumeInput(auckland));
    for (const [url, body] of [
      ['employees/resumes.get', { id }],
      ['employees/resumes.update', { id, is_active: true }],
      ['employees/resumes.update', { id, visibility: 'searchable' }],
      ['employees/resumes.update', { ...resumeInput(auckland, { first_name: 'Hacker' }), id }],
      ['employees/resumes.delete', { id }],
      ['employees/resumes.pdf.get', { id }],
    ] as const) {
      const res = await post(t, other, url, body);
      expect(res.statusCode, url).toBe(404);
    }
    const [mine] = await list(owner);
    expect(mine).toMatchObject({ id, is_active: false, visibility: 'limited', first_name: 'Aroha' });
  });

  it('does not let an employer use the employee resume calls', async () => {
    const employer = await persona(t, 'employer', { companyName: 'Acme' });
    const res = await post(t, employer, 'employees/resumes.list', {});
    expect(res.statusCode).toBe(403);
  });

  it('deletes only the owner’s resume', async () => {
    const seeker = await persona(t, 'employee');
    const id = await createResume(t, seeker, resumeInput(auckland));
    expect((await post(t, seeker, 'employees/resumes.delete', { id })).statusCode).toBe(200);
    expect(await list(seeker)).toHaveLength(0);
    expect((await post(t, seeker, 'employees/resumes.get', { id })).statusCode).toBe(404);
  });
});

describe('resumes.list paging', () => {
  it('pages by cursor through every resume exactly once, newest first', async () => {
    const seeker = await persona(t, 'employee');
    const created: string[] = [];
    for (let i = 0; i < 23; i++) {
      created.push(await createResume(t, seeker, resumeInput(auckland, { summary: `#${i}` })));
      t.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await post(t, seeker, 'employees/resumes.list', { next_cursor: cursor });
      const body = res.json();
      seen.push(...body.items.map((r: Resume) => r.id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...created].reverse());
  });
});
