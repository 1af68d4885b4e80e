import type { MailedStatus } from '@fitjobs/contract';
import type { FastifyInstance } from 'fastify';

/** What sending needs: the app, or the scheduled task's own deps. */
export type MailDeps = Pick<FastifyInstance, 'mailer' | 'config' | 'log'>;

/** The product name as the web app shows it (apps/web/src/lib/brand.ts). */
const BRAND_NAME = 'FitJobs';

/**
 * E-mails about applications. They carry no message text, cover letter or token: only what
 * happened and a link into the app, where the reader signs in to see the rest.
 */
async function sendAll(app: MailDeps, to: string[], subject: string, text: string): Promise<void> {
  // A mail failure must not undo or fail the action that caused it: log and move on.
  await Promise.all(
    to.map((address) =>
      app.mailer.send({ to: address, subject, text }).catch((err: unknown) => {
        app.log.error({ err, subject }, 'application e-mail failed');
      }),
    ),
  );
}

export function mailNewApplication(app: FastifyInstance, to: string[], job: { id: string; title: string }) {
  const link = `${app.config.publicUrl}/employers/jobs/${job.id}/applications`;
  return sendAll(
    app,
    to,
    `New application for ${job.title}`,
    `Someone has applied for ${job.title} on ${BRAND_NAME}.\n\nReview the applicants: ${link}\n`,
  );
}

/** Subject and first paragraph of each status e-mail (decision 0175). */
const STATUS_MAIL: Record<MailedStatus, (job: string, company: string) => [string, string]> = {
  shortlisted: (job, company) => [
    `You have been shortlisted for ${job}`,
    `Good news: ${company} has shortlisted your application for ${job}.`,
  ],
  interview: (job, company) => [
    `Interview invitation for ${job}`,
    `${company} would like to interview you for ${job}.`,
  ],
  offer: (job, company) => [`Job offer for ${job}`, `${company} would like to offer you the job of ${job}.`],
  hired: (job, company) => [
    `Welcome aboard: ${job}`,
    `${company} has marked you as hired for ${job}. Congratulations!`,
  ],
  rejected: (job, company) => [
    `Update on your application for ${job}`,
    `${company} has decided not to go ahead with your application for ${job}.`,
  ],
};

/**
 * A status e-mail after its grace period. Interview and offer e-mails quote what the employer
 * wrote (plain text, as typed); the others say only what happened.
 */
export function mailStatusChange(
  app: MailDeps,
  to: string,
  job: { title: string; companyName: string },
  status: MailedStatus,
  message?: string | null,
) {
  const link = `${app.config.publicUrl}/applications`;
  const [subject, body] = STATUS_MAIL[status](job.title, job.companyName);
  const quoted =
    message && (status === 'interview' || status === 'offer')
      ? `\n\n${job.companyName} wrote:\n\n${message}`
      : '';
  return sendAll(app, [to], subject, `${body}${quoted}\n\nSee your applications: ${link}\n`);
}

export function mailNewMessage(
  app: FastifyInstance,
  to: string[],
  job: { id: string; title: string },
  toApplicant: boolean,
) {
  const link = toApplicant
    ? `${app.config.publicUrl}/applications`
    : `${app.config.publicUrl}/employers/jobs/${job.id}/applications`;
  return sendAll(
    app,
    to,
    `New message about ${job.title}`,
    `You have a new message about the application for ${job.title} on ${BRAND_NAME}.\n\nRead and reply: ${link}\n`,
  );
}
