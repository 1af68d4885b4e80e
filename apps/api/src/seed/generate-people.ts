import { randomUUID } from 'node:crypto';
import { DEFAULT_RESUME_VISIBILITY, type WorkRights } from '@fitjobs/contract';
import type { ResumeEducationDoc, ResumeExperienceDoc, resumes, users } from '../db/schema/index.ts';
import type { Catalog, CatalogCity, CatalogCountry } from './catalog.ts';
import type { Rng } from './random.ts';
import { FIRST_NAMES, LAST_NAMES, ROLE_TEMPLATES, type RoleTemplate } from './reference/job-titles.ts';

export type UserRow = typeof users.$inferInsert & { id: string };
export type ResumeRow = typeof resumes.$inferInsert & { id: string; userId: string };

const INSTITUTIONS: Record<'NZ' | 'AU', string[]> = {
  NZ: [
    'University of Auckland',
    'Victoria University of Wellington',
    'University of Canterbury',
    'University of Otago',
    'Massey University',
    'Auckland University of Technology',
    'University of Waikato',
    'Ara Institute of Canterbury',
  ],
  AU: [
    'University of Sydney',
    'University of Melbourne',
    'UNSW Sydney',
    'Monash University',
    'University of Queensland',
    'University of Western Australia',
    'RMIT University',
    'TAFE NSW',
  ],
};
const DEGREES = [
  'Bachelor of Commerce',
  'Bachelor of Science',
  'Bachelor of Engineering (Honours)',
  'Bachelor of Arts',
  'Bachelor of Nursing',
  'Bachelor of Information Technology',
  'Diploma of Business',
  'NZ Diploma in Engineering',
  'Master of Business Administration',
  'Certificate IV in Project Management',
];
const LANGUAGES = ['Te reo Māori', 'Mandarin', 'Hindi', 'Samoan', 'Tongan', 'Spanish', 'Korean', 'Tagalog'];
const PREVIOUS_EMPLOYERS = [
  'Fonterra',
  'Auckland Council',
  'Te Whatu Ora',
  'Woolworths',
  'Fletcher Building',
  'Telstra',
  'BHP',
  'Westpac',
  'Air New Zealand',
  'Queensland Health',
  'Mitre 10',
  'Downer',
];

export interface Person {
  first: string;
  last: string;
  full: string;
}

export function personName(rng: Rng): Person {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  return { first, last, full: `${first} ${last}` };
}

/** Lower-case ASCII local part: 'Tāne Ngata' becomes 'tane.ngata'. */
export const emailLocal = (p: Person) =>
  `${p.first}.${p.last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]+/g, '');

const month = (d: Date) => d.toISOString().slice(0, 7);

function phone(rng: Rng, country: CatalogCountry): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  return country.code === 'NZ'
    ? `02${rng.pick([1, 2, 7])} ${digits(3)} ${digits(4)}`
    : `04${digits(2)} ${digits(3)} ${digits(3)}`;
}

function experience(rng: Rng, t: RoleTemplate, city: CatalogCity, now: Date): ResumeExperienceDoc[] {
  const entries: ResumeExperienceDoc[] = [];
  let end: Date | null = null;
  let cursor = now;
  for (let i = rng.int(1, 3); i > 0; i--) {
    const start = new Date(cursor.getTime() - rng.int(10, 60) * 30 * 86_400_000);
    entries.push({
      company: rng.pick(PREVIOUS_EMPLOYERS),
      position: rng.pick(t.titles),
      location: city.name,
      start_date: month(start),
      end_date: end ? month(end) : null,
      description: rng.sample(t.responsibilities, 2).join(' '),
    });
    end = new Date(start.getTime() - rng.int(1, 4) * 30 * 86_400_000);
    cursor = end;
  }
  return entries;
}

/** A believable resume for `user` in the trade of `template`. */
export function makeResume(
  rng: Rng,
  catalog: Catalog,
  user: { id: string; email: string; person: Person },
  options: { template: RoleTemplate; active: boolean; now: Date },
): ResumeRow {
  const country = catalog.country(rng.chance(0.65) ? 'NZ' : 'AU');
  const city = catalog.randomCity(rng, country);
  const t = options.template;
  const years = rng.int(1, 18);
  const createdAt = new Date(options.now.getTime() - rng.int(1, 300) * 86_400_000);
  const education: ResumeEducationDoc[] = rng.chance(0.8)
    ? [
        {
          institution: rng.pick(INSTITUTIONS[country.code === 'NZ' ? 'NZ' : 'AU']),
          degree: rng.pick(DEGREES),
          graduation_month: rng.int(1, 12),
          graduation_year: options.now.getUTCFullYear() - years - rng.int(0, 2),
        },
      ]
    : [];
  const row = {
    id: randomUUID(),
    userId: user.id,
    fullName: user.person.full,
    email: user.email,
    phone: rng.chance(0.8) ? phone(rng, country) : null,
    linkedinProfile: rng.chance(0.5)
      ? `https://www.linkedin.com/in/${emailLocal(user.person).replace('.', '-')}`
      : null,
    countryId: country.id,
    regionId: city.regionId,
    cityId: city.id,
    eligibleToWorkInNz: country.code === 'NZ' ? rng.chance(0.9) : rng.chance(0.35),
    summary: `${rng.pick(t.titles)} with ${years} years of experience in ${t.specialisation.toLowerCase()}. Strong in ${rng.sample(t.skills, 2).join(' and ').toLowerCase()}; looking for my next role in ${city.name} or nearby.`,
    skills: rng.sample([...t.skills, ...t.tools], rng.int(5, 9)),
    languages: ['English', ...(rng.chance(0.3) ? [rng.pick(LANGUAGES)] : [])],
    experience: experience(rng, t, city, options.now),
    education,
    isActive: options.active,
    // Bulk inserts (json_populate_recordset) take no column defaults: every column is given.
    visibility: DEFAULT_RESUME_VISIBILITY,
    createdAt,
    updatedAt: createdAt,
  };
  // Both countries answered (decision 0174), so the resume wizard opens complete; derived from the
  // draw above, not a new one, so the same seed still gives the same board.
  const workRights: WorkRights = {
    nz: {
      status: row.eligibleToWorkInNz ? 'citizen_or_resident' : 'needs_sponsorship',
      visa_expires_on: null,
    },
    au: {
      status: country.code === 'AU' ? 'citizen_or_resident' : 'needs_sponsorship',
      visa_expires_on: null,
    },
  };
  return { ...row, workRights };
}

/** `count` job seekers (role employee), each with one active resume in some trade, most of them Searchable. */
export function generateCandidates(rng: Rng, catalog: Catalog, count: number, now: Date) {
  const users: UserRow[] = [];
  const resumeRows: ResumeRow[] = [];
  for (let i = 0; i < count; i++) {
    const person = personName(rng);
    const id = randomUUID();
    const email = `${emailLocal(person)}.${i + 1}@example.com`;
    users.push({
      id,
      email,
      fullName: person.full,
      role: 'employee',
      createdAt: new Date(now.getTime() - rng.int(30, 400) * 86_400_000),
    });
    const resume = makeResume(
      rng,
      catalog,
      { id, email, person },
      { template: rng.pick(ROLE_TEMPLATES), active: true, now },
    );
    // A mix of the visibilities people choose (docs/decisions/0120), by position so that the
    // random sequence, and so the rest of the board, stays as it was.
    resumeRows.push({
      ...resume,
      visibility: i % 10 === 9 ? 'hidden' : i % 3 === 0 ? 'limited' : 'searchable',
    });
  }
  return { users, resumes: resumeRows };
}
