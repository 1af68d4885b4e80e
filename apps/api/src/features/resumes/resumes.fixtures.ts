import type { ResumeInput } from '@fitjobs/contract';
import { eq } from 'drizzle-orm';
import { cities, countries } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import type { Persona } from '../../test/personas.ts';

export interface Place {
  countryId: number;
  regionId: number;
  cityId: number;
}

/** A city of the seeded reference data, by name. */
export async function place(t: TestApp, cityName: string): Promise<Place> {
  const [row] = await t.db
    .select({ countryId: countries.id, regionId: cities.regionId, cityId: cities.id })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(cities.name, cityName));
  if (!row) throw new Error(`no city ${cityName}`);
  return row;
}

/** A complete, valid wizard payload; override what a test is about. */
export function resumeInput(where: Place, overrides: Partial<ResumeInput> = {}): ResumeInput {
  return {
    first_name: 'Aroha',
    last_name: 'Ngātai',
    email: 'aroha@example.test',
    phone: '+64 21 123 4567',
    linkedin_profile: 'https://www.linkedin.com/in/aroha-ngatai',
    country_id: where.countryId,
    region_id: where.regionId,
    city_id: where.cityId,
    eligible_to_work_in_nz: true,
    summary: 'Kaiako and developer who builds accessible web apps.',
    skills: ['TypeScript', 'React', 'PostgreSQL'],
    languages: ['English', 'Te reo Māori'],
    experience: [
      {
        company: 'Kiwi Apps Ltd',
        position: 'Senior Developer',
        location: 'Auckland',
        description: 'Led the front-end team.',
        start_date: '2021-03',
        end_date: null,
      },
      {
        company: 'Harbour Bank',
        position: 'Junior Analyst',
        location: 'Wellington',
        description: 'Reported on loans.',
        start_date: '2018-02',
        end_date: '2021-02',
      },
    ],
    education: [
      {
        institution: 'University of Auckland',
        degree: 'Computer Science',
        graduation_month: 11,
        graduation_year: 2017,
      },
    ],
    ...overrides,
  };
}

export const post = (t: TestApp, who: Persona | null, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });

/** Creates a resume through the API and returns its id. */
export async function createResume(t: TestApp, who: Persona, input: ResumeInput): Promise<string> {
  const res = await post(t, who, 'employees/resumes.insert', input);
  if (res.statusCode !== 200) throw new Error(`insert failed: ${res.body}`);
  return res.json().id;
}

/** Creates a resume and sets it active (new resumes are saved inactive); returns its id. */
export async function createActiveResume(t: TestApp, who: Persona, input: ResumeInput): Promise<string> {
  const id = await createResume(t, who, input);
  const res = await post(t, who, 'employees/resumes.update', { id, is_active: true });
  if (res.statusCode !== 200) throw new Error(`activation failed: ${res.body}`);
  return id;
}
