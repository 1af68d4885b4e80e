// The values of the enums the job search URL carries, as plain lists: this module loads no zod, so
// the web app can read a search URL in its first download (enums.ts and search.ts build the
// schemas from these lists).

export const CURRENCIES = ['nzd', 'aud'] as const;
/** How a job's pay is given: a year's salary or an hourly rate. */
export const PAY_TYPES = ['annual', 'hourly'] as const;
export const EDUCATIONS = [
  'not_required',
  'secondary_school',
  'certificate_or_diploma',
  'bachelor_degree',
  'postgraduate_degree',
] as const;
export const EXPERIENCES = ['graduate', 'entry_level', 'mid_level', 'senior', 'lead', 'executive'] as const;
export const SCHEDULES = [
  'full_time',
  'part_time',
  'casual',
  'shift_work',
  'flexible_hours',
  'contract',
  'other',
] as const;
export const WORK_FORMATS = ['on_site', 'hybrid', 'remote', 'remote_worldwide'] as const;
export const SORT_BY = ['relevance', 'updated_desc', 'salary_desc', 'salary_asc'] as const;
/** '' (all time) is the same as leaving the parameter out. */
export const POSTED_WITHIN = ['month', 'week', 'three_days', 'day'] as const;
