import type { Catalog } from './catalog.ts';
import type { GeneratedCompany } from './generate-companies.ts';
import { buildJob, type JobRow } from './generate-jobs.ts';
import { createRng } from './random.ts';

/**
 * Every common occupation is open in every big city of the demo board (issue 26 item 15): a
 * search for "nurse auckland" or "chef sydney" finds one, as it would on a real board. Random
 * placement alone left gaps (no nurse in Auckland), so these jobs are pinned, then live.
 */
export const BIG_CITIES: Record<'NZ' | 'AU', string[]> = {
  NZ: ['Auckland', 'Wellington', 'Christchurch'],
  AU: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'],
};

/** The occupation people search for, the specialisation that hires it and the ad's title. */
export const STAPLE_OCCUPATIONS: { word: string; specialisation: string; title: string }[] = [
  {
    word: 'nurse',
    specialisation: 'Nursing - General Medical & Surgical',
    title: 'Registered Nurse - General Medicine',
  },
  { word: 'chef', specialisation: 'Chefs/Cooks', title: 'Chef de Partie' },
  { word: 'teacher', specialisation: 'Teaching - Primary', title: 'Primary Teacher' },
  { word: 'accountant', specialisation: 'Management Accounting & Budgeting', title: 'Management Accountant' },
  { word: 'electrician', specialisation: 'Electricians', title: 'Electrician' },
  { word: 'driver', specialisation: 'Road Transport', title: 'Linehaul Driver' },
  { word: 'developer', specialisation: 'Developers/Programmers', title: 'Full Stack Developer' },
  { word: 'receptionist', specialisation: 'Receptionists', title: 'Receptionist' },
  { word: 'carpenter', specialisation: 'Carpentry & Cabinet Making', title: 'Carpenter' },
  { word: 'retail', specialisation: 'Retail Assistants', title: 'Retail Assistant' },
  { word: 'support worker', specialisation: 'Aged & Disability Support', title: 'Support Worker' },
  { word: 'mechanic', specialisation: 'Automotive Trades', title: 'Light Vehicle Mechanic' },
  { word: 'plumber', specialisation: 'Plumbers', title: 'Plumber' },
];

const DAY = 86_400_000;
/** Its own stream: the random jobs stay as they are whatever this list holds. */
const STAPLE_STREAM = 9;

export const STAPLE_COUNT = STAPLE_OCCUPATIONS.length * (BIG_CITIES.NZ.length + BIG_CITIES.AU.length);

/**
 * One live job per occupation and big city, at a company that hires for it: one of that country
 * (an agency if no employer does), else one of the other country hiring across the Tasman.
 */
export function stapleJobs(options: {
  seed: number;
  now: Date;
  companies: GeneratedCompany[];
  catalog: Catalog;
}): JobRow[] {
  const { now, catalog } = options;
  const rng = createRng(options.seed, STAPLE_STREAM);
  const rows: JobRow[] = [];
  for (const code of ['NZ', 'AU'] as const) {
    const country = catalog.country(code);
    for (const name of BIG_CITIES[code]) {
      const city = country.cities.find((c) => c.name === name);
      if (!city) throw new Error(`${name} missing from reference data`);
      for (const staple of STAPLE_OCCUPATIONS) {
        const hiring = options.companies.filter((c) =>
          c.templates.some((t) => t.specialisation === staple.specialisation),
        );
        const local = hiring.filter((c) => c.country.id === country.id);
        const pool = local.filter((c) => !c.isAgency).length > 0 ? local.filter((c) => !c.isAgency) : local;
        const company = rng.pick(pool.length > 0 ? pool : hiring);
        const template = company.templates.find((t) => t.specialisation === staple.specialisation);
        if (!template) throw new Error(`no company hires for ${staple.specialisation}`);
        const atOffice = company.city.id === city.id;
        const place = { company, template, title: staple.title, country, city, atOffice };
        const job = buildJob(rng, rows.length, place, now, catalog);
        // Live: posted in the last ten days, open for a month, on this board.
        const createdAt = new Date(now.getTime() - rng.int(0, 10) * DAY - rng.int(1, 23) * 3_600_000);
        rows.push({
          ...job,
          createdAt,
          updatedAt: createdAt,
          expiresAt: new Date(createdAt.getTime() + 30 * DAY),
          isDraft: false,
          isTest: false,
          externalId: null,
          archivedAt: null,
        });
      }
    }
  }
  return rows;
}
