import { z } from 'zod';

export const EmployeeCounters = z.object({
  saved_jobs_count: z.number().int(),
  resume_count: z.number().int(),
  applications_count: z.number().int(),
  /** Jobs posted since the seeker last looked, over all saved searches (account menu, 0207). */
  new_saved_search_jobs: z.number().int(),
});
export type EmployeeCounters = z.infer<typeof EmployeeCounters>;

/** Both readings the spec gives for the employer counters call. */
export const EmployerCounters = z.object({
  jobs_count: z.number().int(),
  applications_count: z.number().int(),
  active_jobs: z.number().int(),
  total_applicants: z.number().int(),
});
export type EmployerCounters = z.infer<typeof EmployerCounters>;
