import type { FastifyInstance } from 'fastify';

type MailApp = Pick<FastifyInstance, 'mailer' | 'config' | 'log'>;

/** The product name as e-mails spell it. */
const BRAND_NAME = 'FitJobs';
const SUPPORT = 'Reply to this e-mail or write to support if you think this is a mistake.';

/**
 * E-mails about an admin's decision, with the admin's reason quoted as data (decision 0189). A
 * mail failure never undoes the decision: it is logged, and the reason stays on the admin pages.
 */
async function sendAll(app: MailApp, to: string[], subject: string, text: string): Promise<void> {
  await Promise.all(
    to.map((address) =>
      app.mailer.send({ to: address, subject, text }).catch((err: unknown) => {
        app.log.error({ err, subject }, 'admin decision e-mail failed');
      }),
    ),
  );
}

const quoted = (reason: string) => `The reason given:\n\n${reason}`;

export function mailTakedown(app: MailApp, to: string[], job: { id: string; title: string }, reason: string) {
  return sendAll(
    app,
    to,
    `Your job ad "${job.title}" was taken down`,
    [
      `An admin of ${BRAND_NAME} took down your job ad "${job.title}". It is no longer shown, and it cannot be reposted or duplicated.`,
      '',
      quoted(reason),
      '',
      SUPPORT,
      `Your jobs: ${app.config.publicUrl}/employers/jobs`,
    ].join('\n'),
  );
}

export function mailCompanySuspension(
  app: MailApp,
  to: string[],
  company: { name: string },
  reason: string,
  restored: boolean,
) {
  const [subject, first] = restored
    ? [
        `Your company on ${BRAND_NAME} is active again`,
        `An admin of ${BRAND_NAME} lifted the suspension of your company "${company.name}". Its live jobs are shown in search again.`,
      ]
    : [
        `Your company on ${BRAND_NAME} was suspended`,
        `An admin of ${BRAND_NAME} suspended your company "${company.name}". Its jobs are no longer shown in search or on their pages.`,
      ];
  return sendAll(app, to, subject, [first, '', quoted(reason), '', SUPPORT].join('\n'));
}

export function mailUserSuspension(app: MailApp, to: string, reason: string, restored: boolean) {
  const [subject, first] = restored
    ? [
        `Your ${BRAND_NAME} account is active again`,
        `An admin of ${BRAND_NAME} lifted the suspension of your account. You can sign in again.`,
      ]
    : [
        `Your ${BRAND_NAME} account was suspended`,
        `An admin of ${BRAND_NAME} suspended your account. You cannot sign in while it is suspended.`,
      ];
  return sendAll(app, [to], subject, [first, '', quoted(reason), '', SUPPORT].join('\n'));
}

/** In place of a sign-in code: a suspended account is told why instead (decision 0189). */
export function mailSuspendedSignIn(app: Pick<FastifyInstance, 'mailer'>, to: string, reason: string) {
  return app.mailer.send({
    to,
    subject: `Your ${BRAND_NAME} account is suspended`,
    text: [
      `Someone asked for a ${BRAND_NAME} sign-in code for this address. Your account is suspended, so no code was sent.`,
      '',
      quoted(reason),
      '',
      SUPPORT,
    ].join('\n'),
  });
}
