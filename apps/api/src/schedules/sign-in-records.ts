import { SIGN_IN_RECORD_DAYS } from '@fitjobs/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { deleteLoginCodesBefore } from '../features/auth/auth.repo.ts';

const DAY = 86_400_000;

/**
 * Deletes sign-in code records older than SIGN_IN_RECORD_DAYS (the privacy page says so). Codes
 * live 10 minutes and the hourly limits look back one hour: nothing needs them after that; the
 * month is the person's sign-in history. Idempotent; another instance's run makes this one skip.
 */
export async function runSignInRecordCleanup(
  deps: { db: Db; log?: Pick<FastifyBaseLogger, 'info'> },
  now: Date,
): Promise<number | null> {
  const deleted = await deleteLoginCodesBefore(deps.db, new Date(now.getTime() - SIGN_IN_RECORD_DAYS * DAY));
  if (deleted !== null) deps.log?.info({ deleted }, 'old sign-in records deleted');
  return deleted;
}
