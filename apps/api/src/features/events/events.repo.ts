import { createHmac } from 'node:crypto';
import { boardToday } from '@fitjobs/contract';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

export interface NewEvent {
  eventType: string;
  jobId: string | null;
  companyId: string | null;
  userId: string | null;
  sessionId: string;
  path: string | null;
  createdAt: Date;
}

/** The events a job's figures count (its employer's statistics): once a visitor, job and day. */
const COUNTED_ONCE_A_DAY = new Set(['job_view', 'apply_click', 'external_apply_click']);

/**
 * Who is behind an event: the account when signed in, else the network, as a keyed hash (the
 * events table keeps no IP address). The session id is not used: the client makes it up.
 */
export function visitorOf(secret: string, userId: string | null, ip: string): string {
  if (userId) return `u:${userId}`;
  return `ip:${createHmac('sha256', secret).update(ip).digest('hex').slice(0, 32)}`;
}

/**
 * Stores the event; a job's view or apply click that its visitor already made that day is not
 * stored again (decision 0184), and the caller is answered the same either way.
 */
export async function insertEvent(db: DbOrTx, event: NewEvent, visitor: string): Promise<void> {
  const counted = event.jobId !== null && COUNTED_ONCE_A_DAY.has(event.eventType);
  await db
    .insert(events)
    .values({
      ...event,
      visitor: counted ? visitor : null,
      day: counted ? boardToday(event.createdAt) : null,
    })
    .onConflictDoNothing();
}
