import { describe, expect, it } from 'vitest';
import { endOfBoardDay } from './employer.ts';

describe('endOfBoardDay', () => {
  it('is the last instant of the day in New Zealand, in summer and in winter', () => {
    expect(endOfBoardDay('2026-01-15').toISOString()).toBe('2026-01-15T10:59:59.999Z'); // NZDT, +13
    expect(endOfBoardDay('2026-07-15').toISOString()).toBe('2026-07-15T11:59:59.999Z'); // NZST, +12
  });

  it('is a valid instant for any calendar date, local mean time before 1868 included', () => {
    // Found by the route fuzzer: a draft expiring in 1868 answered 500 ('Invalid time value').
    expect(endOfBoardDay('1868-11-01').toISOString()).toBe('1868-11-01T12:20:55.999Z'); // +11:39:04
    for (const day of ['0001-01-01', '1900-06-30', '1970-01-01', '9999-12-31']) {
      expect(Number.isNaN(endOfBoardDay(day).getTime())).toBe(false);
    }
  });
});
