import type { Schedule, WorkFormat } from '@fitjobs/contract';

/**
 * What a generated ad may say given its own facts (issue 26 item 15): its work type, its work
 * format, its country and its region. The generator picks sentences only from those that fit,
 * so an ad never contradicts itself ('Casual' in a full-time ad, flights from Perth to Taranaki,
 * a remote vet, KiwiSaver in Sydney). demo-board-rules.test.ts checks the result by its words.
 */

export interface JobFacts {
  schedule: Schedule;
  workFormat: WorkFormat;
  countryCode: string;
  regionName: string;
}

/** Occupations done in person: their ads are on site, never remote or hybrid. */
export const ON_SITE_SPECIALISATIONS: ReadonlySet<string> = new Set([
  'Nursing - General Medical & Surgical',
  'Nursing - Aged Care',
  'Nursing - Mental Health',
  'Physiotherapy, OT & Rehabilitation',
  'Pharmacy',
  'General Practitioners',
  'Ambulance/Paramedics',
  'Receptionists',
  'Automotive Trades',
  'Electricians',
  'Plumbers',
  'Carpentry & Cabinet Making',
  'Welders & Boilermakers',
  'Labourers',
  'Air Conditioning & Refrigeration',
  'Foreperson/Supervisors',
  'Plant & Machinery Operators',
  'Chefs/Cooks',
  'Bar & Beverage Staff',
  'Front Office & Guest Services',
  'Teaching - Primary',
  'Teaching - Secondary',
  'Teaching - Early Childhood',
  'Teaching Aides & Special Needs',
  'Road Transport',
  'Warehousing, Storage & Distribution',
  'Machine Operators',
  'Maintenance',
  'Aged & Disability Support',
  'Child Welfare, Youth & Family Services',
  'Dairy Farming',
  'Horticulture & Orcharding',
  'Veterinary Services & Animal Welfare',
  'Retail Assistants',
  'Management - Store',
  'Banking - Retail/Branch',
  'Mining - Operations',
  'Mining - Engineering & Maintenance',
  'Laboratory & Technical Services',
  'Fitness & Personal Training',
]);

const IN_PERSON: WorkFormat[] = ['on_site'];

interface Condition {
  text: string;
  schedules?: Schedule[];
  formats?: WorkFormat[];
  country?: 'NZ' | 'AU';
  /** The regions a sentence naming a city belongs to. */
  regions?: string[];
}

/** Working conditions, each with the facts it needs; none means any job may say it. */
export const WORK_CONDITIONS: Condition[] = [
  { text: 'Full-time, Monday to Friday', schedules: ['full_time'] },
  { text: 'Part-time, school hours', schedules: ['part_time'] },
  {
    text: 'Rotating roster including weekends',
    schedules: ['full_time', 'part_time', 'shift_work', 'casual'],
    formats: IN_PERSON,
  },
  { text: 'Hybrid working, three days in the office', formats: ['hybrid'] },
  { text: 'Fully remote within New Zealand', formats: ['remote'], country: 'NZ' },
  { text: 'Fully remote within Australia', formats: ['remote'], country: 'AU' },
  { text: 'FIFO 2:1 roster with flights from Perth', formats: IN_PERSON, regions: ['Western Australia'] },
  { text: 'FIFO 2:1 roster with flights from Brisbane', formats: IN_PERSON, regions: ['Queensland'] },
  {
    text: '8 days on, 6 days off roster',
    schedules: ['full_time', 'shift_work', 'contract'],
    formats: IN_PERSON,
  },
  { text: 'Fixed-term 12-month contract', schedules: ['contract'] },
  { text: 'Casual with flexible hours', schedules: ['casual'] },
  { text: 'Permanent night shift', schedules: ['full_time', 'part_time', 'shift_work'], formats: IN_PERSON },
  { text: 'On-call roster with allowance', schedules: ['full_time', 'shift_work', 'contract'] },
  { text: 'Four-day working week', schedules: ['full_time', 'flexible_hours'] },
  { text: 'Seasonal position (October to April)', schedules: ['casual', 'contract', 'shift_work'] },
  {
    text: 'Early starts, Monday to Saturday',
    schedules: ['full_time', 'shift_work', 'contract'],
    formats: IN_PERSON,
  },
  { text: 'Nine-day fortnight', schedules: ['full_time'] },
  { text: 'Flexible start and finish times', schedules: ['flexible_hours', 'part_time', 'other'] },
];

const fits = (c: Condition, f: JobFacts) =>
  (!c.schedules || c.schedules.includes(f.schedule)) &&
  (!c.formats || c.formats.includes(f.workFormat)) &&
  (!c.country || c.country === f.countryCode) &&
  (!c.regions || c.regions.includes(f.regionName));

export const conditionsFor = (f: JobFacts): string[] =>
  WORK_CONDITIONS.filter((c) => fits(c, f)).map((c) => c.text);

/** Words that belong to one country's jobs: its pension scheme, holidays, licences and bodies. */
const NZ_ONLY = /\bNZ\b|New Zealand|KiwiSaver|Matariki|Site Safe|Class [25]\b/;
const AU_ONLY = /Australia|AHPRA|Superannuation|White Card|Heavy Rigid|TAE40122/;
/** Benefits that promise working partly from home: a hybrid job's. */
const HYBRID_ONLY = /Hybrid|home office/i;

/** Whether a benefit or qualification may appear in this job's ad. */
export function fitsJob(text: string, f: Pick<JobFacts, 'countryCode' | 'workFormat'>): boolean {
  if (f.countryCode === 'NZ' ? AU_ONLY.test(text) : NZ_ONLY.test(text)) return false;
  return !HYBRID_ONLY.test(text) || f.workFormat === 'hybrid';
}

/** A title that names its work type ('GP - Part Time') decides it. */
export function scheduleInTitle(title: string): Schedule | null {
  if (/part[- ]time/i.test(title)) return 'part_time';
  if (/\bcasual\b/i.test(title)) return 'casual';
  if (/\bcontract\b/i.test(title)) return 'contract';
  return null;
}
