import { describe, expect, it } from 'vitest';
import { experienceYears } from './experience.ts';

const entry = (start_date: string, end_date: string | null) => ({
  company: 'C',
  position: 'P',
  location: 'L',
  start_date,
  end_date,
  description: '',
});

describe('experienceYears', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  it('floors the sum of durations over 365-day years', () => {
    expect(experienceYears([entry('2021-01-01', '2021-12-31')], now)).toBe(0); // 364 days
    expect(experienceYears([entry('2021-01-01', '2022-01-01')], now)).toBe(1); // 365 days
    expect(experienceYears([entry('2019-01-01', '2020-01-01'), entry('2021-01-01', '2022-01-01')], now)).toBe(
      2,
    );
  });

  it('runs a current job until now', () => {
    expect(experienceYears([entry('2023-06-01', null)], now)).toBe(3);
  });

  it('reads month-only dates and skips unreadable entries', () => {
    expect(experienceYears([entry('2024-06', '2026-06'), entry('soon', null)], now)).toBe(2);
    expect(experienceYears([], now)).toBe(0);
  });
});
