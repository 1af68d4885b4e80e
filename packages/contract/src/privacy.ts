import { z } from 'zod';
import { Timestamp } from './common.ts';

/** One section's records: plain JSON objects in snake_case, as the API answers elsewhere. */
const Records = z.array(z.record(z.string(), z.unknown()));

/**
 * `POST /api/v1/users.export`: everything held about the signed-in person, one section per feature
 * (NZ Privacy Act IPP 6, Australian APP 12). The sections named here are always present; further
 * sections may follow (the schema lets them through), each an array of records.
 */
export const DataExport = z
  .object({
    format: z.literal('fitjobs-data-export/1'),
    exported_at: Timestamp,
    account: z.object({
      id: z.string(),
      email: z.string(),
      full_name: z.string().nullable(),
      avatar_url: z.string().nullable(),
      role: z.string(),
      created_at: Timestamp,
    }),
    company_memberships: Records,
    resumes: Records,
    applications: Records,
    /** Jobs the person said they applied to on the employer's site (decision 0173). */
    external_applications: Records,
    saved_jobs: Records,
    saved_searches: Records,
    hidden_jobs: Records,
    hidden_companies: Records,
    reviews: Records,
    uploads: Records,
    sign_in_history: Records,
    sessions: Records,
  })
  .catchall(Records);
export type DataExport = z.infer<typeof DataExport>;

/** How long sign-in code records (e-mail, IP address, time) are kept. */
export const SIGN_IN_RECORD_DAYS = 30;
