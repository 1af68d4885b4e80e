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

export async function insertEvent(db: DbOrTx, event: NewEvent): Promise<void> {
  await db.insert(events).values(event);
}
