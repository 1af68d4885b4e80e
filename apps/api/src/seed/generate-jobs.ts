import { randomUUID } from 'node:crypto';
import type { Education, Experience, Schedule, WorkFormat } from '@fitjobs/contract';
import type { DbOrTx } from '../db/client.ts';
import { type JobDescriptionDoc, jobs } from '../db/schema/index.ts';
import { insertBatched } from './batch.ts';
import type { Catalog, CatalogCity, CatalogCountry } from './catalog.ts';
import { type GeneratedCompany, slug } from './generate-companies.ts';
import { article } from './grammar.ts';
import {
  conditionsFor,
  fitsJob,
  type JobFacts,
  ON_SITE_SPECIALISATIONS,
  scheduleInTitle,
} from './job-facts.ts';
import { createRng, type Rng } from './random.ts';
import { BENEFITS, QUALIFICATIONS, type RoleTemplate } from './reference/job-titles.ts';

export type JobRow = typeof jobs.$inferInsert & { id: string; createdAt: Date };

export interface GenerateJobsOptions {
  seed: number;
  count: number;
  now: Date;
  companies: GeneratedCompany[];
  catalog: Catalog;
}

const DAY = 86_400_000;
/** Roughly what one NZ dollar buys in Australian dollars. */
export const NZD_TO_AUD = 0.92;
/** The generator's own stream: companies or people drawing more values never changes the jobs. */
export const JOB_STREAM = 2;

const WORK_FORMATS: Record<WorkFormat, number> = { on_site: 48, hybrid: 27, remote: 17, remote_worldwide: 8 };
const SCHEDULES: Record<Schedule, number> = {
  full_time: 55,
  part_time: 12,
  casual: 8,
  shift_work: 7,
  flexible_hours: 6,
  contract: 10,
  other: 2,
};
/** For titles that say nothing about seniority. */
const EXPERIENCE: Record<Experience, number> = {
  graduate: 5,
  entry_level: 22,
  mid_level: 48,
  senior: 20,
  lead: 5,
  executive: 0,
};

/** The title decides seniority when it names one: a 'Senior' role is never for a graduate. */
function experienceFor(rng: Rng, title: string): Experience {
  if (/Assistant|Apprentice|Graduate|Beginning|Trainee|Junior/.test(title)) {
    return rng.chance(0.5) ? 'graduate' : 'entry_level';
  }
  if (/General Manager|Head of|Director|Chief/.test(title)) return 'executive';
  if (/Senior|Principal/.test(title)) return rng.chance(0.8) ? 'senior' : 'lead';
  if (/Lead|Leader|Leading Hand|Head Chef|Manager/.test(title)) return rng.chance(0.6) ? 'lead' : 'senior';
  return rng.weighted(EXPERIENCE);
}

/** Qualifications that belong to a trade, by keyword; other jobs get a first aid certificate at most. */
const QUALIFICATIONS_BY_INDUSTRY: Record<string, RegExp> = {
  'Healthcare & Medical': /Nursing|AHPRA|Health and Wellbeing|First aid/,
  'Trades & Services': /Electrical|Electrotechnology|Carpentry|Site Safe|White Card|Class 2/,
  Construction: /Carpentry|Licensed Building|Site Safe|White Card|Forklift/,
  Accounting: /CPA|Commerce/,
  'Banking & Financial Services': /CPA|Commerce/,
  Legal: /Law Society|lawyer/,
  Engineering: /CPEng|Bachelor of Engineering|Site Safe/,
  'Education & Training': /teacher|Teaching|TAE40122|police vet/,
  'Real Estate & Property': /Real estate|Class 5 driver/,
  'Manufacturing, Transport & Logistics': /Class 2|Class 5|Heavy Rigid|Forklift/,
  'Community Services & Development': /Health and Wellbeing|police vet|First aid/,
};
const qualificationsFor = (industry: string) => {
  const pattern = QUALIFICATIONS_BY_INDUSTRY[industry] ?? /First aid/;
  return QUALIFICATIONS.filter((q) => pattern.test(q));
};

const EDUCATION: Record<Education, number> = {
  not_required: 25,
  secondary_school: 15,
  certificate_or_diploma: 25,
  bachelor_degree: 28,
  postgraduate_degree: 7,
};
const PAY_BY_EXPERIENCE: Record<Experience, number> = {
  graduate: 0.8,
  entry_level: 0.88,
  mid_level: 1,
  senior: 1.12,
  lead: 1.22,
  executive: 1.4,
};
const FORMAT_SENTENCES: Record<WorkFormat, string> = {
  on_site: 'This role is based on site with a friendly, hands-on team.',
  hybrid: 'We offer hybrid working: a mix of time in the office and at home.',
  remote: 'This is a remote role; you can work from anywhere in the country.',
  remote_worldwide: 'This role is fully remote and open to people anywhere in the world.',
};
const OPENERS = [
  'We are looking for',
  'Join us as',
  'An exciting opportunity has opened up for',
  'We have a new opening for',
  'Our team is growing and we need',
];
const CLOSERS = [
  'If this sounds like you, we would love to hear from you.',
  'Apply today: we are reviewing applications as they arrive.',
  'Bring your experience and grow your career with us.',
  'We welcome applications from people of all backgrounds.',
];

const round1000 = (n: number) => Math.round(n / 1000) * 1000;

/** Casual, part-time and shift work roles are paid by the hour, as they are on NZ and Australian boards. */
const HOURLY_SCHEDULES: ReadonlySet<Schedule> = new Set(['casual', 'part_time', 'shift_work']);
/** A year's wage in hours (40 a week): the database annualises hourly rates the same way (decision 0104). */
const HOURS_A_YEAR = 2080;
/** Adult minimum wages, in whole dollars above them: no demo job pays less (NZ $23.50, AU $24.95). */
const NZ_MINIMUM_HOURLY = 24;
const AU_MINIMUM_HOURLY = 25;

function salary(rng: Rng, template: RoleTemplate, experience: Experience, aud: boolean, hourly: boolean) {
  const roll = rng.next();
  if (roll < 0.15) return { salaryFrom: null, salaryTo: null };
  const [lo, hi] = template.salaryNzd;
  const rate = aud ? NZD_TO_AUD : 1;
  const annualFrom = (lo + (hi - lo) * rng.next() * 0.55) * PAY_BY_EXPERIENCE[experience] * rate;
  const spread = 1.1 + rng.next() * 0.25;
  // Whole dollars an hour ('$32-$36 an hour'), or whole thousands a year.
  const from = hourly
    ? Math.max(Math.round(annualFrom / HOURS_A_YEAR), aud ? AU_MINIMUM_HOURLY : NZ_MINIMUM_HOURLY)
    : round1000(annualFrom);
  const to = hourly ? Math.max(from + 1, Math.round(from * spread)) : round1000(from * spread);
  if (roll < 0.2) return { salaryFrom: from, salaryTo: null };
  if (roll < 0.23) return { salaryFrom: null, salaryTo: to };
  return { salaryFrom: from, salaryTo: to };
}

function description(
  rng: Rng,
  t: RoleTemplate,
  title: string,
  where: { company: string; city: string | null; facts: JobFacts },
): JobDescriptionDoc {
  const { facts } = where;
  const place = where.city ? ` in ${where.city}` : '';
  // Only what this job's work type, format, country and region allow (job-facts.ts).
  const benefits = BENEFITS.filter((b) => fitsJob(b, facts));
  const summary = [
    `<p>${rng.pick(OPENERS)} ${article(title)} <strong>${title}</strong> to join <strong>${where.company}</strong>${place}. ${FORMAT_SENTENCES[facts.workFormat]}</p>`,
    `<p>You will ${(t.responsibilities[0] ?? 'work with a great team.').replace(/^./, (c) => c.toLowerCase())} ${rng.pick(CLOSERS)}</p>`,
  ];
  if (rng.chance(0.4))
    summary.push(`<p><em>${rng.pick(benefits)}</em> is just one of the perks on offer.</p>`);
  return {
    summary: summary.join(''),
    responsibilities: rng.sample(t.responsibilities, rng.int(4, 6)),
    requirements: rng.sample(t.requirements, rng.int(3, 5)),
    qualifications: rng.chance(0.6)
      ? rng.sample(
          qualificationsFor(t.industry).filter((q) => fitsJob(q, facts)),
          rng.int(1, 2),
        )
      : [],
    working_conditions: rng.sample(conditionsFor(facts), rng.int(1, 2)),
    skills: rng.sample(t.skills, rng.int(4, 6)),
    tools_and_technologies: rng.sample(t.tools, rng.int(3, 5)),
    benefits: rng.sample(benefits, rng.int(3, 5)),
  };
}

/** Where a job is and for what: drawn by the caller (at random, or pinned for the staples). */
export interface JobPlace {
  company: GeneratedCompany;
  template: RoleTemplate;
  title: string;
  country: CatalogCountry;
  city: CatalogCity;
  /** At the company's own address (only in its own city). */
  atOffice: boolean;
}

/** One job at the given place, its other facts drawn from `rng`, its text agreeing with them. */
export function buildJob(rng: Rng, i: number, p: JobPlace, now: Date, catalog: Catalog): JobRow {
  const { company, template, title, country, city } = p;
  const drawnFormat = rng.weighted(WORK_FORMATS);
  // A nurse, a chef or a driver works where the work is (issue 26 item 15): no remote vets.
  const workFormat = ON_SITE_SPECIALISATIONS.has(template.specialisation) ? 'on_site' : drawnFormat;
  const experience = experienceFor(rng, title);
  const ageDays = 60 * rng.next() ** 1.3;
  const createdAt = new Date(now.getTime() - Math.round(ageDays * DAY));
  const lifetime = rng.int(14, 30) * DAY;
  const archived = rng.chance(0.06);
  // The work type is drawn before the text, which must agree with it; a title naming one decides.
  const drawnSchedule = rng.weighted(SCHEDULES);
  const schedule = scheduleInTitle(title) ?? drawnSchedule;
  const facts = { schedule, workFormat, countryCode: country.code, regionName: city.regionName };
  const text = description(rng, template, title, { company: company.name, city: city.name, facts });
  const hourly = HOURLY_SCHEDULES.has(schedule);
  return {
    id: randomUUID(),
    companyId: company.id,
    companyName: company.name,
    title,
    description: text,
    schedule,
    workFormat,
    experience,
    education: rng.weighted(EDUCATION),
    ...salary(rng, template, experience, country.currency === 'aud', hourly),
    currency: country.currency,
    payType: hourly ? 'hourly' : 'annual',
    addressId: p.atOffice ? company.addressId : null,
    countryId: country.id,
    regionId: city.regionId,
    cityId: city.id,
    industryId: catalog.industryId(template.industry),
    specializationId: catalog.specialisationId(template.industry, template.specialisation),
    disabilityFriendly: rng.chance(0.25),
    visaSponsorship: rng.chance(0.15),
    externalId: rng.chance(0.08)
      ? `https://careers.${slug(company.name)}.example.com/jobs/${100000 + i}`
      : null,
    expiresAt: new Date(createdAt.getTime() + lifetime),
    isDraft: rng.chance(0.03),
    isTest: i % 1000 === 500,
    archivedAt: archived
      ? new Date(createdAt.getTime() + rng.next() * (now.getTime() - createdAt.getTime()))
      : null,
    createdAt,
    updatedAt: createdAt,
    responseCount: 0,
  };
}

/**
 * Jobs for the given companies, one at a time, so a caller can stream millions of them.
 * Each job draws from one seeded stream, so the same seed and companies give the same jobs in
 * the same order (ids are fresh UUIDs; dates are relative to `now`). About one job in twelve
 * is external, one in sixteen archived, one in thirty a draft, and one in a thousand a test.
 */
export function* generateJobs(options: GenerateJobsOptions): Generator<JobRow> {
  const { companies, catalog, now } = options;
  if (companies.length === 0) throw new Error('generateJobs needs at least one company');
  const rng = createRng(options.seed, JOB_STREAM);
  for (let i = 0; i < options.count; i++) {
    // Skewed so a few companies post many jobs and most post a handful.
    const company = companies[Math.floor(rng.next() ** 1.6 * companies.length)] as GeneratedCompany;
    // A company hires for its own industry (an agency for any): no nurses at an accounting firm.
    const template = rng.pick(company.templates);
    const title = rng.pick(template.titles);
    const abroad = rng.chance(0.15);
    const country = abroad
      ? (catalog.countries.find((c) => c.id !== company.country.id) ?? company.country)
      : company.country;
    const atOffice = !abroad && rng.chance(0.55);
    const city = atOffice ? company.city : catalog.randomCity(rng, country);
    yield buildJob(rng, i, { company, template, title, country, city, atOffice }, now, catalog);
  }
}

/** Streams rows into the jobs table in batches of `batchSize`, calling `onBatch` after each. */
export async function insertJobs(
  db: DbOrTx,
  rows: Iterable<JobRow>,
  options: { batchSize?: number; onBatch?: (inserted: number) => void } = {},
): Promise<number> {
  const size = options.batchSize ?? 500;
  let batch: JobRow[] = [];
  let inserted = 0;
  const flush = async () => {
    inserted += await insertBatched(db, jobs, batch, size);
    batch = [];
    options.onBatch?.(inserted);
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) await flush();
  }
  if (batch.length > 0) await flush();
  return inserted;
}
