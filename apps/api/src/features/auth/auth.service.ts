import { randomUUID } from 'node:crypto';
import { INVALID_CODE_MESSAGE, type Role, type SignInRole, type TokenPair } from '@fitjobs/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError, accountSuspended, badRequest, unauthorized } from '../../http/app-error.ts';
import { mailSuspendedSignIn } from '../admins/admin-mail.ts';
import * as repo from './auth.repo.ts';
import { hashLoginCode, hashRefreshToken, newLoginCode, newRefreshToken, sameHash } from './secrets.ts';
import { accessTokenFor } from './session.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const CODE_TTL_MS = 10 * MINUTE;
export const REFRESH_TTL_MS = 30 * 24 * HOUR;
/** Tries at a code per address and network within a code's lifetime. */
const TRIES_PER_NETWORK = 5;
/** Tries per address, between all networks that neither asked for a live code nor signed in. */
const TRIES_FROM_ELSEWHERE = 20;
/** Codes per address an hour from networks it never signed in from, as a multiple of the per-network limit. */
const CODES_PER_EMAIL_FROM_NEW_NETWORKS = 4;

/** The product name as e-mails spell it. */
const BRAND_NAME = 'FitJobs';

type App = Pick<FastifyInstance, 'db' | 'config' | 'clock' | 'mailer' | 'limits'>;

/**
 * Creates and e-mails a code. The answer never depends on whether the e-mail has an account:
 * accounts are only created at verification.
 */
export async function requestCode(
  app: App,
  log: FastifyBaseLogger,
  input: { email: string; role: SignInRole; ip: string },
): Promise<void> {
  const now = app.clock.now();
  const code = newLoginCode();
  // In the shared limits (decision 0216), all taken or none, so a refusal spends nothing. Per
  // address and network, and per network: someone else asking for a person's codes never stops
  // the person asking from their own network (decision 0180). Across networks the address has
  // never signed in from, a wider cap keeps a flood of e-mails to one address down.
  const known = await repo.hasSignedInFrom(app.db, input.email, input.ip);
  await app.limits.enforce(
    [
      {
        key: `code-email-net:${input.email}|${input.ip}`,
        max: app.config.codesPerEmailPerHour,
        windowMs: HOUR,
        code: 'too_many_codes',
        message: 'Too many codes were requested for this e-mail. Please try again in an hour.',
      },
      {
        key: `code-ip:${input.ip}`,
        max: app.config.codesPerIpPerHour,
        windowMs: HOUR,
        code: 'too_many_codes',
        message: 'Too many codes were requested from your network. Please try again in an hour.',
      },
      ...(known
        ? []
        : [
            {
              key: `code-email:${input.email}`,
              max: CODES_PER_EMAIL_FROM_NEW_NETWORKS * app.config.codesPerEmailPerHour,
              windowMs: HOUR,
              code: 'too_many_codes',
              message: 'Too many codes were requested for this e-mail. Please try again in an hour.',
            },
          ]),
    ],
    now,
  );
  // A suspended account gets no code but an e-mail saying why (decision 0189). The answer stays
  // the same as for anyone else, so it tells a stranger nothing about the address.
  const account = await repo.findUserByEmail(app.db, input.email);
  if (account?.suspendedAt) {
    try {
      await mailSuspendedSignIn(app, input.email, account.suspensionReason ?? 'none given');
    } catch (err) {
      log.error({ err }, 'suspended sign-in e-mail failed');
      throw new AppError('mail_failed', 'Failed to send a verification code. Please try again.', 502);
    }
    return;
  }
  // Codes already sent stay valid (each single-use, 10 minutes, five tries): the limits above
  // throttle e-mails, they never take away a code the person holds.
  await repo.insertLoginCode(app.db, {
    email: input.email,
    role: input.role,
    codeHash: hashLoginCode(app.config.jwtSecret, input.email, code),
    ip: input.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  try {
    await app.mailer.send({
      to: input.email,
      subject: `Your ${BRAND_NAME} sign-in code`,
      text: [
        `Your ${BRAND_NAME} sign-in code is ${code}`,
        '',
        'It is valid for 10 minutes and can be used once.',
        'If you did not ask for it, you can ignore this e-mail.',
      ].join('\n'),
    });
  } catch (err) {
    log.error({ err }, 'sign-in code e-mail failed');
    throw new AppError('mail_failed', 'Failed to send a verification code. Please try again.', 502);
  }
  // Local development without SMTP: the code in the log saves opening the outbox. Never otherwise.
  if (app.config.env === 'development' && !app.config.smtpUrl) {
    log.info({ email: input.email, code }, 'sign-in code (development only)');
  }
}

/**
 * Checks the e-mail's live codes; on success finds or creates the user and starts a session.
 * Every try is counted before any comparison: five per address and network at its newest code
 * (or in 10 minutes, for a network that asked for none), and, from networks that neither asked
 * for a live code nor signed in before, twenty per address between them. Guesses from elsewhere
 * never reach the person's own tries (decision 0180).
 */
export async function verifyCode(
  app: App,
  input: { email: string; code: string; ip: string },
): Promise<TokenPair> {
  const now = app.clock.now();
  const invalid = () => badRequest(INVALID_CODE_MESSAGE, 'invalid_code');
  const live = await repo.liveCodes(app.db, input.email, now);
  // The tries of a network that asked for a code belong to its newest code: a person who signs in
  // again and again from one place asks for a new code each time and has five tries at each.
  const asked = live.filter((c) => c.ip === input.ip).sort((a, b) => +b.createdAt - +a.createdAt)[0];
  const own = asked !== undefined || (await repo.hasSignedInFrom(app.db, input.email, input.ip));
  const tooMany = 'Too many tries for this e-mail. Please ask for a new code in 10 minutes.';
  await app.limits.enforce(
    [
      {
        key: `code-try:${input.email}|${input.ip}|${asked?.id ?? 'no-code'}`,
        max: TRIES_PER_NETWORK,
        windowMs: CODE_TTL_MS,
        code: 'too_many_tries',
        message: tooMany,
      },
      ...(own
        ? []
        : [
            {
              key: `code-try-elsewhere:${input.email}`,
              max: TRIES_FROM_ELSEWHERE,
              windowMs: CODE_TTL_MS,
              code: 'too_many_tries',
              message: tooMany,
            },
          ]),
    ],
    now,
  );
  const given = hashLoginCode(app.config.jwtSecret, input.email, input.code);
  const attempt = live.find((c) => sameHash(c.codeHash, given));
  if (!attempt) throw invalid();
  if (!(await repo.markCodeUsed(app.db, attempt.id, now, input.ip))) throw invalid();
  await repo.retireLoginCodes(app.db, input.email);

  let user = await repo.findUserByEmail(app.db, input.email);
  // The code was right, so the person is told why they cannot come in (decision 0189).
  if (user?.suspendedAt) throw accountSuspended(user.suspensionReason, 403);
  if (!user) {
    const isAdmin = app.config.adminEmails.includes(input.email);
    // What the person chose, whatever invitations wait for the address: an invitation changes
    // nothing until it is accepted in the account (decision 0188).
    user = await repo.insertUser(app.db, input.email, isAdmin ? 'admin' : attempt.role);
  }
  // The stored role wins over the one chosen on the screen (0011), except that ADMIN_EMAILS
  // decides who is an admin (0110); someone taken off the list becomes what they chose now.
  await syncAdminRole(app, { id: user.id, email: input.email, role: user.role }, attempt.role);
  return startSession(app, user.id, now);
}

/** ADMIN_EMAILS is the source of truth for admins: on the list means admin, off it means not. */
async function syncAdminRole(
  app: App,
  user: { id: string; email: string; role: Role },
  otherwise: SignInRole,
) {
  const listed = app.config.adminEmails.includes(user.email);
  if (listed && user.role !== 'admin') await repo.setUserRole(app.db, user.id, 'admin');
  if (!listed && user.role === 'admin') await repo.setUserRole(app.db, user.id, otherwise);
}

async function startSession(app: App, userId: string, now: Date): Promise<TokenPair> {
  const refresh = newRefreshToken();
  await repo.insertRefreshToken(app.db, {
    userId,
    tokenHash: hashRefreshToken(refresh),
    familyId: randomUUID(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
  });
  const access = await accessTokenFor(app.db, app.config.jwtSecret, userId, now);
  return { access_token: access, refresh_token: refresh };
}

/**
 * Rotates a refresh token. A token presented twice means it leaked (or raced): the whole family,
 * including the newest token, is revoked and the holder must sign in again.
 */
export async function refreshSession(app: App, refreshToken: string): Promise<TokenPair> {
  const now = app.clock.now();
  const row = await repo.findRefreshToken(app.db, hashRefreshToken(refreshToken));
  if (!row || row.revokedAt || row.expiresAt <= now)
    throw unauthorized('Session expired. Please sign in again.');
  if (row.usedAt || !(await repo.markRefreshTokenUsed(app.db, row.id, now))) {
    await repo.revokeFamily(app.db, row.familyId, now);
    throw unauthorized('Session expired. Please sign in again.');
  }
  const user = await repo.findUserById(app.db, row.userId);
  if (!user) throw unauthorized('Session expired. Please sign in again.');
  if (user.suspendedAt) throw accountSuspended(user.suspensionReason, 401);
  // A refresh re-reads ADMIN_EMAILS too; a demoted admin has no choice on record: job seeker.
  await syncAdminRole(app, user, 'employee');
  const next = newRefreshToken();
  await repo.insertRefreshToken(app.db, {
    userId: row.userId,
    tokenHash: hashRefreshToken(next),
    familyId: row.familyId,
    createdAt: now,
    // The family keeps the lifetime of the sign-in: rotation never extends it.
    expiresAt: row.expiresAt,
  });
  const access = await accessTokenFor(app.db, app.config.jwtSecret, row.userId, now);
  return { access_token: access, refresh_token: next };
}

/** Sign out: the family of the presented token stops working. Unknown tokens are ignored. */
export async function revokeSession(app: App, refreshToken: string): Promise<void> {
  const row = await repo.findRefreshToken(app.db, hashRefreshToken(refreshToken));
  if (row) await repo.revokeFamily(app.db, row.familyId, app.clock.now());
}
