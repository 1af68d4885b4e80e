import type { SearchParams } from '@fitjobs/contract';

// How a filter reads inside a sentence ("Nurse in Auckland, full time").
const SCHEDULE: Record<string, string> = {
  full_time: 'full time',
  part_time: 'part time',
  casual: 'casual',
  shift_work: 'shift work',
  flexible_hours: 'flexible hours',
  contract: 'contract',
};
const WORK_FORMAT: Record<string, string> = {
  on_site: 'on site',
  hybrid: 'hybrid',
  remote: 'remote',
  remote_worldwide: 'remote worldwide',
};
const EXPERIENCE: Record<string, string> = {
  graduate: 'graduate',
  entry_level: 'entry level',
  mid_level: 'mid level',
  senior: 'senior',
  lead: 'lead',
  executive: 'executive',
};

const money = (n: number) => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * A saved search's first name, read from its query and filters: "Nurse in Auckland, full time",
 * "All jobs in Canterbury, remote, from $80,000". The seeker can rename it.
 */
export function savedSearchName(p: SearchParams, place: string | null): string {
  const q = p.q?.trim().replace(/\s+/g, ' ');
  const head = q ? q.charAt(0).toUpperCase() + q.slice(1) : 'All jobs';
  const extras = [
    p.schedule ? SCHEDULE[p.schedule] : undefined,
    p.work_format ? WORK_FORMAT[p.work_format] : undefined,
    p.remote_worldwide && p.work_format !== 'remote_worldwide' ? 'remote worldwide' : undefined,
    p.experience ? EXPERIENCE[p.experience] : undefined,
    p.pay_type === 'hourly' && !p.salary_from ? 'hourly' : undefined,
    p.salary_from ? `from ${money(p.salary_from)}${p.pay_type === 'hourly' ? ' an hour' : ''}` : undefined,
  ].filter((s): s is string => Boolean(s));
  const name = [`${head}${place ? ` in ${place}` : ''}`, ...extras].join(', ');
  return name.length > 200 ? `${name.slice(0, 199)}…` : name;
}
