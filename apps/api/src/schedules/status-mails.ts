import { isMailedStatus } from '@fitjobs/contract';
import type { Db } from '../db/client.ts';
import { type MailDeps, mailStatusChange } from '../features/applications/applications.mail.ts';
import { latestMessage } from '../features/applications/status-history.repo.ts';
import { claimDueStatusMails, finishStatusMail } from '../features/applications/status-mails.repo.ts';

const BATCH = 100;
/** A claimed e-mail not finished by then (the process died) is claimed again. */
export const STATUS_MAIL_LEASE_MS = 5 * 60 * 1000;

/**
 * Sends the status e-mails whose grace period is over, each only when the
 * application still has that status (decision 0150). Several processes may run it at once:
 * each due e-mail is claimed by one of them.
 */
export async function runStatusMails(deps: MailDeps & { db: Db }, now: Date): Promise<{ sent: number }> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDueStatusMails(
      deps.db,
      now,
      new Date(now.getTime() + STATUS_MAIL_LEASE_MS),
      BATCH,
    );
    for (const mail of claimed) {
      if (mail.email && mail.currentStatus === mail.status && isMailedStatus(mail.status)) {
        await mailStatusChange(
          deps,
          mail.email,
          { title: mail.jobTitle, companyName: mail.companyName },
          mail.status,
          await latestMessage(deps.db, mail.applicationId),
        );
        sent++;
      }
      await finishStatusMail(deps.db, mail);
    }
    if (claimed.length < BATCH) break;
  }
  return { sent };
}
