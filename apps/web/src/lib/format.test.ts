import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatSalary } from './format.ts';

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
    expect(formatSalary(80_000, 100_000, 'nzd')).toBe('$80,000 – $100,000 NZD per year');
  });
});
