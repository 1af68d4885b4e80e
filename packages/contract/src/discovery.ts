import { z } from 'zod';
import { Timestamp } from './common.ts';

// What helps a seeker find more (issue 17): similar jobs, the board's live figures for the home
// page, the jobs and companies a seeker hid, and how often a saved search e-mails.

/** How often a saved search e-mails its new jobs: daily (default), weekly, or within minutes. */
export const ALERT_FREQUENCIES = ['daily', 'weekly', 'instant'] as const;
export const AlertFrequency = z.enum(ALERT_FREQUENCIES);
export type AlertFrequency = z.infer<typeof AlertFrequency>;

/** At most this many similar jobs under a job page. */
export const SIMILAR_JOBS_LIMIT = 6;

/** One classification (top-level industry) on the home page, with its live jobs. */
export const IndustryCount = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type IndustryCount = z.infer<typeof IndustryCount>;

/** POST /api/v1/jobs.stats: live jobs on the board and the busiest classifications. */
export const BoardStats = z.object({
  live_jobs: z.number().int(),
  industries: z.array(IndustryCount),
});
export type BoardStats = z.infer<typeof BoardStats>;

/** A job the seeker hid, as /profile lists it. */
export const HiddenJob = z.object({
  id: z.string(),
  title: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  hidden_at: Timestamp,
});
export type HiddenJob = z.infer<typeof HiddenJob>;

/** A company the seeker hid, as /profile lists it. */
export const HiddenCompany = z.object({ id: z.string(), name: z.string(), hidden_at: Timestamp });
export type HiddenCompany = z.infer<typeof HiddenCompany>;
