import type { ResumeExperienceDoc } from '../../db/schema/index.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' or 'YYYY-MM' (month pickers) as a UTC date; null when unreadable. */
function parseDay(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(value);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? '1')));
}

/**
 * Years of experience as the spec defines it: the sum of every entry's duration over 365-day
 * years, floored. A current job (no end date) runs until now. Overlapping entries are not merged.
 */
export function experienceYears(entries: ResumeExperienceDoc[], now: Date): number {
  let total = 0;
  for (const entry of entries) {
    const start = parseDay(entry.start_date);
    if (!start) continue;
    const end = parseDay(entry.end_date) ?? now;
    total += Math.max(0, end.getTime() - start.getTime());
  }
  return Math.floor(total / YEAR_MS);
}
