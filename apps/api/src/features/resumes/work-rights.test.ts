import type { ResumeInput, ResumeSearchItem } from '@fitjobs/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import { createActiveResume, type Place, place, post, resumeInput } from './resumes.fixtures.ts';

// Issue 22 item 5, decision 0174: work rights for New Zealand and Australia on the resume.
let t: TestApp;
let employer: Persona;
let auckland: Place;

beforeAll(async () => {
  t = await createTestApp();
  auckland = await place(t, 'Auckland');
  employer = await persona(t, 'employer', { companyName: 'Rights Ltd' });
});
afterAll(() => t.close());

const FAR = '2099-12-31';
const PAST = '2001-01-01';

async function active(last: string, over: Partial<ResumeInput>) {
  const seeker = await persona(t, 'employee');
  const input = resumeInput(auckland, {
    first_name: 'Rights',
    last_name: last,
    skills: ['Welding'],
    ...over,
  });
  return { seeker, id: await createActiveResume(t, seeker, input) };
}

async function names(query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/employers/resumes.search?${new URLSearchParams({ q: 'welding', ...query })}`,
    headers: employer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as ResumeSearchItem[]).map((i) => i.full_name.split(' ')[1]).sort();
}

describe('work rights in New Zealand and Australia', () => {
  it('keeps each country, a visa with its expiry, and derives eligible_to_work_in_nz', async () => {
    const { seeker, id } = await active('Visa', {
      work_rights: {
        nz: { status: 'visa', visa_expires_on: FAR },
        au: { status: 'needs_sponsorship', visa_expires_on: FAR },
      },
      // Ignored beside work_rights: derived from the New Zealand answer.
      eligible_to_work_in_nz: false,
    });
    const got = (await post(t, seeker, 'employees/resumes.get', { id })).json();
    expect(got.item).toMatchObject({
      eligible_to_work_in_nz: true,
      work_rights: {
        nz: { status: 'visa', visa_expires_on: FAR },
        // An expiry belongs to a visa only.
        au: { status: 'needs_sponsorship', visa_expires_on: null },
      },
    });
    const expired = await active('Expired', {
      work_rights: { nz: { status: 'visa', visa_expires_on: PAST }, au: null },
    });
    const read = (await post(t, expired.seeker, 'employees/resumes.get', { id: expired.id })).json();
    expect(read.item.eligible_to_work_in_nz).toBe(false);
  });

  it('refuses a visa without its expiry and an unknown status, naming the field', async () => {
    const seeker = await persona(t, 'employee');
    const bad = async (work_rights: unknown) => {
      const res = await post(t, seeker, 'employees/resumes.insert', {
        ...resumeInput(auckland),
        work_rights,
      });
      expect(res.statusCode).toBe(400);
      return res.json().error.issues as { path: string; message: string }[];
    };
    expect(await bad({ nz: { status: 'visa' }, au: null })).toContainEqual({
      path: 'work_rights.nz.visa_expires_on',
      message: 'Visa expiry date is required',
    });
    expect((await bad({ nz: { status: 'resident-ish' }, au: null }))[0]?.path).toBe('work_rights.nz.status');
    expect((await bad({ nz: { status: 'visa', visa_expires_on: '31/12/2030' }, au: null }))[0]?.path).toBe(
      'work_rights.nz.visa_expires_on',
    );
  });

  it('filters resume search by who can work in each country now', async () => {
    await active('Citizen', {
      work_rights: {
        nz: { status: 'citizen_or_resident', visa_expires_on: null },
        au: { status: 'citizen_or_resident', visa_expires_on: null },
      },
    });
    await active('Sponsor', {
      work_rights: {
        nz: { status: 'needs_sponsorship', visa_expires_on: null },
        au: { status: 'visa', visa_expires_on: FAR },
      },
    });
    await active('Lapsed', {
      work_rights: {
        nz: { status: 'no_right', visa_expires_on: null },
        au: { status: 'visa', visa_expires_on: PAST },
      },
    });
    // A resume from before work rights: its earlier answer still counts for New Zealand only.
    await active('Earlier', { eligible_to_work_in_nz: true });
    expect(await names({})).toEqual(['Citizen', 'Earlier', 'Expired', 'Lapsed', 'Sponsor', 'Visa']);
    expect(await names({ eligible_to_work_in_nz: 'true' })).toEqual(['Citizen', 'Earlier', 'Visa']);
    expect(await names({ can_work_in: 'nz' })).toEqual(['Citizen', 'Earlier', 'Visa']);
    expect(await names({ can_work_in: 'au' })).toEqual(['Citizen', 'Sponsor']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/employers/resumes.search?can_work_in=us',
      headers: employer.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
