import { z } from 'zod';
import { Uuid } from './common.ts';

/**
 * What the web app reports to POST /api/v1/events.insert (spec part 1, section 7).
 * A closed list, so a typo in the client is a 400 and never a new kind of row.
 */
export const EventType = z.enum([
  'page_view',
  'job_view',
  'company_view',
  'apply_click',
  'external_apply_click',
]);
export type EventType = z.infer<typeof EventType>;

export const EventInsert = z.object({
  event_type: EventType,
  job_id: Uuid.nullish(),
  company_id: Uuid.nullish(),
  /** Accepted because the spec's client sends it, but ignored: the server uses the token's user. */
  user_id: Uuid.nullish(),
  /** A UUID the browser generates once and keeps in local storage. */
  session_id: Uuid,
  /** The page's path (no query: search words stay out of analytics), for page views. */
  path: z
    .string()
    .max(2048)
    .regex(/^\/[^?#]*$/)
    .nullish(),
});
export type EventInsert = z.infer<typeof EventInsert>;
