import type { JobSearchQuery, PayType, SearchParams } from '@fitjobs/contract';
// The plain value lists, not the zod enums: route loaders read the URL in the first download.
import {
  CURRENCIES,
  EDUCATIONS,
  EXPERIENCES,
  PAY_TYPES,
  POSTED_WITHIN,
  SCHEDULES,
  SORT_BY,
  WORK_FORMATS,
} from '@fitjobs/contract/enum-values';
import { formatAmount } from '../../lib/format.ts';

/**
 * The search screen keeps every filter in the URL under the spec's names (query, exclude,
 * salary_selected_option, custom_income, has_few_applicants, ...), so a copied link reproduces the
 * search and Back/Forward work. This module maps those names to the API's parameters.
 */
const ANNUAL_INCOMES = [20_000, 40_000, 60_000, 80_000, 100_000, 130_000];
const HOURLY_INCOMES = [25, 30, 35, 40, 50, 60];

/** The income choices: yearly figures, or hourly ones when the search asks for hourly rates only. */
export function incomeOptions(payType: PayType | undefined) {
  const hourly = payType === 'hourly';
  const figures = hourly ? HOURLY_INCOMES : ANNUAL_INCOMES;
  return [
    { value: '', label: "Doesn't matter" },
    ...figures.map((n) => ({
      value: String(n),
      label: `From $${formatAmount(n)}${hourly ? ' an hour' : ''}`,
    })),
    { value: 'custom', label: 'Custom income' },
  ];
}

export const PAY_TYPE_OPTIONS = [
  { value: '', label: 'Any pay' },
  { value: 'annual', label: 'Annual salary' },
  { value: 'hourly', label: 'Hourly rate' },
];

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Sort by relevance' },
  { value: 'updated_desc', label: 'Sort by date' },
  { value: 'salary_desc', label: 'Highest salary first' },
  { value: 'salary_asc', label: 'Lowest salary first' },
];

export const POSTED_OPTIONS = [
  { value: '', label: 'All time' },
  { value: 'month', label: 'Past month' },
  { value: 'week', label: 'Past week' },
  { value: 'three_days', label: 'Past three days' },
  { value: 'day', label: 'Past 24 hours' },
];

/** The on/off filters: URL name, API name, label. */
export const TOGGLES = [
  { key: 'exclude_agency', label: 'Exclude agency jobs' },
  { key: 'with_address', label: 'Only jobs with an address' },
  { key: 'has_few_applicants', label: 'Fewer than 10 applicants' },
  { key: 'disability_friendly', label: 'Accessible for people with disabilities' },
  { key: 'accredited_employer', label: 'From accredited IT companies' },
  { key: 'visa_sponsorship', label: 'Visa sponsorship' },
  { key: 'remote_worldwide', label: 'Remote worldwide' },
  { key: 'show_archived', label: 'Show archived jobs' },
] as const;
export type ToggleKey = (typeof TOGGLES)[number]['key'];

/** has_few_applicants maps to max_responses 10 (spec part 1, section 5). */
export const FEW_APPLICANTS = 10;

const oneOf = <T extends string>(options: readonly T[], v: string | null): T | undefined =>
  v !== null && (options as readonly string[]).includes(v) ? (v as T) : undefined;
const positiveInt = (v: string | null): number | undefined => {
  if (!v || !/^\d+$/.test(v)) return undefined;
  const n = Number(v);
  return n > 0 && n < 2_147_483_647 ? n : undefined;
};
const flag = (p: URLSearchParams, key: string) => p.get(key) === 'true';

/** Keywords to leave out: comma-separated, trimmed, empties dropped. */
export const splitKeywords = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A positive amount in dollars, or dollars and cents ('23.50', an hourly floor; decision 0172). */
const positiveAmount = (v: string | null): number | undefined => {
  if (!v || !/^\d{1,9}(\.\d{1,2})?$/.test(v)) return undefined;
  const n = Number(v);
  return n > 0 ? n : undefined;
};

/** The salary floor the URL asks for: a preset, or the custom income (non-numeric is null). */
export function salaryFrom(p: URLSearchParams): number | undefined {
  const option = p.get('salary_selected_option');
  if (option === 'custom') return positiveAmount(p.get('custom_income'));
  return positiveInt(option);
}

/**
 * The URL's `after`: where a results page starts, from the "Next page" link that works without
 * JavaScript (decision 0193). Cursors are short base64url text; anything else is dropped.
 */
const startCursor = (p: URLSearchParams) => {
  const after = p.get('after');
  return after && /^[\w-]{1,500}$/.test(after) ? after : undefined;
};

/** URL (spec names) → API query of GET /api/v1/jobs/search; unknown values are dropped. */
export function toApiQuery(p: URLSearchParams): JobSearchQuery {
  const from = salaryFrom(p);
  const q: JobSearchQuery = {
    next_cursor: startCursor(p),
    q: p.get('query')?.trim() || undefined,
    exclude: p.getAll('exclude').filter(Boolean),
    salary_from: from,
    // The currency belongs to the income choice; alone it would hide the other country's jobs.
    currency: from !== undefined ? (oneOf(CURRENCIES, p.get('currency')) ?? 'nzd') : undefined,
    salary_specified: flag(p, 'salary_specified') || undefined,
    pay_type: payTypeOf(p),
    country_id: positiveInt(p.get('country_id')),
    region_id: positiveInt(p.get('region_id')),
    city_id: positiveInt(p.get('city_id')),
    industry_id: positiveInt(p.get('industry_id')),
    specialization_id: positiveInt(p.get('specialization_id')),
    education: oneOf(EDUCATIONS, p.get('education')),
    experience: oneOf(EXPERIENCES, p.get('experience')),
    schedule: oneOf(SCHEDULES, p.get('schedule')),
    work_format: oneOf(WORK_FORMATS, p.get('work_format')),
    max_responses: flag(p, 'has_few_applicants') ? FEW_APPLICANTS : undefined,
    sort_by: oneOf(SORT_BY, p.get('sort_by')),
    posted_within: oneOf(POSTED_WITHIN, p.get('posted_within')),
  };
  for (const key of [
    'exclude_agency',
    'with_address',
    'disability_friendly',
    'accredited_employer',
    'visa_sponsorship',
    'remote_worldwide',
    'show_archived',
  ] as const) {
    if (flag(p, key)) q[key] = true;
  }
  return q;
}

/** What a saved search stores: the API parameters without sort or paging. */
export function toSavedParams(p: URLSearchParams): SearchParams {
  const { sort_by: _sort, posted_within: _posted, next_cursor: _start, ...rest } = toApiQuery(p);
  const clean: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    clean[k] = v;
  }
  return clean as SearchParams;
}

export const payTypeOf = (p: URLSearchParams): PayType | undefined => oneOf(PAY_TYPES, p.get('pay_type'));

/** Whether anything narrows the search beyond the keywords (to show a reset link). */
export function hasFilters(p: URLSearchParams): boolean {
  return [...p.keys()].some((k) => k !== 'query' && k !== 'sort_by' && k !== 'after');
}
