import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatAmount,
  formatDate,
  formatOwnSalary,
  formatSalary,
  formatSalaryThousands,
  newJobsLabel,
} from './format.ts';

// The hand-written formatters must say exactly what Intl says for en-NZ.
describe('format', () => {
  it('formats every month and day of a year as Intl en-NZ does', () => {
    const intl = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric' });
    for (let day = 0; day < 366; day += 1) {
      const d = new Date(2024, 0, 1 + day, 13);
      expect(formatDate(d)).toBe(intl.format(d));
    }
    expect(formatDate('2026-09-05T10:00:00Z')).toBe(intl.format(new Date('2026-09-05T10:00:00Z')));
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('groups thousands as Intl en-NZ does', () => {
    const intl = new Intl.NumberFormat('en-NZ');
    for (const n of [0, 7, 999, 1000, 65_000, 123_456, 1_000_000, 2_147_483_647, -45_000]) {
      expect(formatAmount(n)).toBe(intl.format(n));
    }
  });

  it('says how a job pays: a year or an hour, in its own currency', () => {
    const pay = { salary_from: 90_000, salary_to: 110_000, currency: 'nzd', pay_type: 'annual' } as const;
    expect(formatSalary(pay)).toBe('$90,000-$110,000 a year (NZD)');
    expect(
      formatSalary({ ...pay, salary_from: 32, salary_to: 36, currency: 'aud', pay_type: 'hourly' }),
    ).toBe('$32-$36 an hour (AUD)');
    expect(formatSalary({ ...pay, salary_to: null, pay_type: 'hourly', salary_from: 30 })).toBe(
      'From $30 an hour (NZD)',
    );
    expect(formatSalary({ ...pay, salary_from: null })).toBe('Up to $110,000 a year (NZD)');
    expect(formatSalary({ ...pay, salary_from: null, salary_to: null })).toBeNull();
    expect(formatSalaryThousands(pay)).toBe('$90k-$110k a year (NZD)');
    expect(formatSalaryThousands({ ...pay, salary_from: 32, salary_to: 36, pay_type: 'hourly' })).toBe(
      '$32-$36 an hour (NZD)',
    );
  });

  it('writes cents, a pay note after the figure, and Salary not shown (decision 0172)', () => {
    const hourly = { salary_from: 23.5, salary_to: null, currency: 'nzd', pay_type: 'hourly' } as const;
    expect(formatSalary(hourly)).toBe('From $23.50 an hour (NZD)');
    expect(formatSalary({ ...hourly, salary_to: 23.5 })).toBe('$23.50 an hour (NZD)');
    expect(formatSalary({ ...hourly, salary_to: 26 })).toBe('$23.50-$26.00 an hour (NZD)');
    expect(formatSalary({ ...hourly, salary_from: 1234.5 })).toBe('From $1,234.50 an hour (NZD)');
    expect(formatSalary({ ...hourly, salary_to: 26.75, pay_note: '+ tips' })).toBe(
      '$23.50-$26.75 an hour (NZD) + tips',
    );
    expect(formatSalary({ ...hourly, salary_from: null, salary_hidden: true })).toBe('Salary not shown');
    expect(formatOwnSalary({ ...hourly, salary_hidden: true })).toBe(
      'From $23.50 an hour (NZD) (not shown on the ad)',
    );
    expect(formatSalaryThousands({ ...hourly, salary_to: 26.75 })).toBe('$23.50-$26.75 an hour (NZD)');
  });

  it('dates a job by the calendar day it shows: never "Posted 23 Nov 2026 · Today" on the 24th (issue 26 item 11)', () => {
    const lateOn23 = new Date(2026, 10, 23, 23, 50);
    const earlyOn24 = new Date(2026, 10, 24, 0, 10);
    expect(formatDate(lateOn23)).toBe('23 Nov 2026');
    expect(formatAge(lateOn23, earlyOn24)).toBe('1d ago');
    expect(formatAge(new Date(2026, 10, 24, 0, 1), new Date(2026, 10, 24, 23, 59))).toBe('Today');
    expect(formatAge(lateOn23, new Date(2026, 10, 26, 9, 0))).toBe('3d ago');
  });

  it('says how many jobs are new to a saved search, to the cap', () => {
    expect(newJobsLabel(3)).toBe('3 new');
    expect(newJobsLabel(100)).toBe('99+ new');
  });
});
