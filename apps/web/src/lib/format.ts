import type { Currency, PayType } from '@fitjobs/contract';
import { NEW_JOBS_CAP, SCHEDULE_LABELS } from '@fitjobs/contract/display';

// Dates and amounts are formatted by hand, not with Intl: the first Intl formatter a page creates
// loads the locale's data, ~40 ms of a mid-range phone's main thread just before the first job
// cards can be drawn. The output is what Intl gives for en-NZ ('5 Sept 2026', '1,234,567').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** Dates in the en-NZ style, e.g. '5 Mar 2026' (local time). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? '' : `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** Whole amounts with thousands separators: 1234567 → '1,234,567'. */
export const formatAmount = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Dollars and cents with thousands separators: 23.5 → '23.50', 1234.5 → '1,234.50'. */
const formatCents = (n: number) => {
  const [dollars, cents] = n.toFixed(2).split('.');
  return `${formatAmount(Number(dollars))}.${cents}`;
};

/** What a salary line needs of a job. */
export interface Pay {
  salary_from: number | null;
  salary_to: number | null;
  currency: Currency;
  pay_type: PayType;
  /** '+ super', shown after the figure. */
  pay_note?: string | null;
  /** The employer kept the figure off the ad (decision 0172). */
  salary_hidden?: boolean;
}

export const SALARY_NOT_SHOWN = 'Salary not shown';

const PER: Record<PayType, string> = { annual: 'a year', hourly: 'an hour' };

function payText(p: Pay, amount: (n: number) => string): string | null {
  if (p.salary_hidden) return SALARY_NOT_SHOWN;
  const { salary_from: from, salary_to: to } = p;
  const unit = `${PER[p.pay_type]} (${p.currency.toUpperCase()})`;
  const note = p.pay_note?.trim() ? ` ${p.pay_note.trim()}` : '';
  if (from && to) {
    const range = from === to ? amount(from) : `${amount(from)}-${amount(to)}`;
    return `${range} ${unit}${note}`;
  }
  if (from) return `From ${amount(from)} ${unit}${note}`;
  if (to) return `Up to ${amount(to)} ${unit}${note}`;
  return null;
}

/** Whole dollars, or both ends in cents when either has cents ('$23.50-$26.00'). */
const moneyOf = (p: Pay) => {
  const cents = [p.salary_from, p.salary_to].some((n) => n != null && !Number.isInteger(n));
  return (n: number) => `$${cents ? formatCents(n) : formatAmount(n)}`;
};

/**
 * '$90,000-$110,000 a year (NZD)', '$23.50 an hour (NZD) + tips', 'Salary not shown'; null
 * without a salary.
 */
export const formatSalary = (p: Pay): string | null => payText(p, moneyOf(p));

/** The pay as its employer wrote it, saying when the ad leaves it out. */
export function formatOwnSalary(p: Pay): string | null {
  const figure = formatSalary({ ...p, salary_hidden: false });
  if (!p.salary_hidden) return figure;
  return figure ? `${figure} (not shown on the ad)` : SALARY_NOT_SHOWN;
}

/** Yearly salaries in thousands for the company page ('$80k-$100k a year (NZD)'); hourly rates as they are. */
export const formatSalaryThousands = (p: Pay): string | null =>
  payText(p, p.pay_type === 'hourly' ? moneyOf(p) : (n) => `$${Math.round(n / 1000)}k`);

/** Display labels for the contract's enums. */
export const LABELS: Record<string, Record<string, string>> = {
  schedule: SCHEDULE_LABELS,
  work_format: {
    on_site: 'On site',
    hybrid: 'Hybrid',
    remote: 'Remote',
    remote_worldwide: 'Remote worldwide',
  },
  experience: {
    graduate: 'Graduate',
    entry_level: 'Entry level',
    mid_level: 'Mid level',
    senior: 'Senior',
    lead: 'Lead',
    executive: 'Executive',
  },
  education: {
    not_required: 'Not required',
    secondary_school: 'Secondary school',
    certificate_or_diploma: 'Certificate or diploma',
    bachelor_degree: "Bachelor's degree",
    postgraduate_degree: 'Postgraduate degree',
  },
  employee_count: {
    under_10: 'Fewer than 10 employees',
    from_10_to_49: '10–49 employees',
    from_50_to_99: '50–99 employees',
    from_100_to_249: '100–249 employees',
    from_250_to_499: '250–499 employees',
    from_500_to_999: '500–999 employees',
    over_1000: '1,000+ employees',
  },
  application_status: {
    applied: 'Applied',
    viewed: 'Viewed',
    shortlisted: 'Shortlisted',
    interview: 'Interview',
    offer: 'Offer',
    hired: 'Hired',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
  },
  job_status: { active: 'Active', archived: 'Archived', expired: 'Expired', draft: 'Draft', test: 'Test' },
};

export const label = (group: keyof typeof LABELS | string, value: string | null | undefined) =>
  value ? (LABELS[group]?.[value] ?? value) : '';

const DAY_MS = 24 * 60 * 60 * 1000;

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/**
 * Calendar days since `value`, on the same calendar as formatDate: 'Today' on the day it shows,
 * then '1d ago', '3d ago'. Never "Posted 23 Nov 2026 · Today" on the 24th (issue 26 item 11).
 */
export function formatAge(value: string | Date, now: Date = new Date()): string {
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  const days = Math.round((startOfDay(now) - startOfDay(new Date(value))) / DAY_MS);
  return days < 1 ? 'Today' : `${days}d ago`;
}

/** A job under three days old is 'New' on its card. */
export const isNewJob = (createdAt: string, now: Date = new Date()) =>
  now.getTime() - new Date(createdAt).getTime() < 3 * DAY_MS;
/** "1 view", "3 views": a count with its noun. */
/** A saved search's new jobs as counted (to NEW_JOBS_CAP): '3 new', '99+ new'. */
export const newJobsLabel = (n: number) => `${n >= NEW_JOBS_CAP ? `${NEW_JOBS_CAP - 1}+` : n} new`;

export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${formatAmount(n)} ${n === 1 ? one : many}`;

/** A job's figures in one line (My Jobs, the job's chart). */
export const jobFigures = (t: { views: number; apply_clicks: number; applications: number }) =>
  [
    countOf(t.views, 'view'),
    countOf(t.apply_clicks, 'apply click'),
    countOf(t.applications, 'application'),
  ].join(' · ');

/** What the employer ticked beyond the labels: shown with the job's other facts (issue 22 item 8). */
export const jobExtras = (j: { visa_sponsorship?: boolean | null; disability_friendly?: boolean | null }) =>
  [
    j.visa_sponsorship ? 'Visa sponsorship available' : null,
    j.disability_friendly ? 'Accessible for people with disabilities' : null,
  ].filter((x): x is string => Boolean(x));
