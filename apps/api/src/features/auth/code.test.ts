import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { persona } from '../../test/personas.ts';
import {
  claimsOf,
  freshIp,
  lastCode,
  requestCode,
  signInByCode,
  verifyCode,
} from './sign-in.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: ['boss@fitjobs.test', 'promoted@fitjobs.test'] });
});
afterAll(() => t.close());

const MINUTE = 60_000;
let n = 0;
const newEmail = () => `person-${++n}-${Date.now()}@example.test`;

describe('code.request', () => {
  it('answers the same way for a known and an unknown e-mail, and mails both', async () => {
    const known = await persona(t, 'employee');
    const unknown = newEmail();
    const a = await requestCode(t, known.email);
    const b = await requestCode(t, unknown);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(t.mailer.to(known.email)).toHaveLength(1);
    expect(t.mailer.to(unknown)).toHaveLength(1);
  });

  it('e-mails a 6-digit code and stores only its HMAC', async () => {
    const email = newEmail();
    await requestCode(t, email);
    const code = lastCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('refuses an address that does not look like one', async () => {
    const res = await requestCode(t, 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Invalid email format');
  });

  it('does not let anyone choose the admin role', async () => {
    const res = await requestCode(t, newEmail(), 'admin');
    expect(res.statusCode).toBe(400);
  });

  it('allows 5 codes per e-mail and network per hour, then answers 429 until the hour has passed', async () => {
    const email = newEmail();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await requestCode(t, email, 'employee', ip)).statusCode).toBe(200);
    const refused = await requestCode(t, email, 'employee', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many codes were requested for this e-mail. Please try again in an hour.',
    );
    expect(t.mailer.to(email)).toHaveLength(5);
    t.clock.advance(60 * MINUTE + 1000);
    expect((await requestCode(t, email, 'employee', ip)).statusCode).toBe(200);
  });

  it('allows 20 codes per IP per hour across e-mails, then answers 429 to that IP only', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await requestCode(t, newEmail(), 'employee', ip)).statusCode).toBe(200);
    const refused = await requestCode(t, newEmail(), 'employee', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Too many codes were requested from your network. Please try again in an hour.',
    );
    expect((await requestCode(t, newEmail(), 'employee', freshIp())).statusCode).toBe(200);
  });

  it('cannot be locked out: a flood of code requests for a victim from many addresses leaves the code in their inbox valid', async () => {
    const victim = newEmail();
    expect((await requestCode(t, victim)).statusCode).toBe(200);
    const fromInbox = lastCode(t, victim);
    const flood = [];
    for (let i = 0; i < 24; i++) flood.push((await requestCode(t, victim, 'employee', freshIp())).statusCode);
    // Across networks the address never signed in from, 20 e-mails an hour (19 more went out)...
    expect(flood.filter((s) => s === 200)).toHaveLength(19);
    expect(flood.filter((s) => s === 429)).toHaveLength(5);
    // ...but the victim still signs in with the code they had, and with any other they received.
    const signedIn = await verifyCode(t, victim, fromInbox);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().access_token).toBeTruthy();
  });

  it('counts a forged X-Forwarded-For as nothing when TRUST_PROXY is unset: the per-IP limit holds', async () => {
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/code.request',
        payload: { email: newEmail(), role: 'employee' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('puts a coarse per-IP request limit in front of the auth routes', async () => {
    const ip = freshIp();
    const codes: string[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await requestCode(t, newEmail(), 'employee', ip);
      codes.push(res.statusCode === 200 ? 'ok' : res.json().error.code);
    }
    expect(codes.slice(0, 20).every((c) => c === 'ok')).toBe(true);
    expect(codes[20]).toBe('too_many_codes');
    expect(codes[30]).toBe('rate_limited');
  });
});

describe('code.verify', () => {
  it('creates a new user with the chosen role and answers an access and a refresh token', async () => {
    const email = newEmail();
    const pair = await signInByCode(t, email, 'employer');
    expect(pair.refresh_token.length).toBeGreaterThanOrEqual(40);
    const claims = claimsOf(pair.access_token);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(claims).toMatchObject({ sub: user?.id, roles: ['employer'], active_company_id: null });
    expect(user?.role).toBe('employer');
  });

  it('keeps the stored role when an existing employee signs in choosing employer', async () => {
    const employee = await persona(t, 'employee');
    const pair = await signInByCode(t, employee.email, 'employer');
    expect(claimsOf(pair.access_token).roles[0]).toBe('employee');
  });

  it('puts the active company of an employer in the token', async () => {
    const employer = await persona(t, 'employer', { companyName: 'Kiwi Widgets' });
    const pair = await signInByCode(t, employer.email, 'employer');
    expect(claimsOf(pair.access_token).active_company_id).toBe(employer.companyId);
  });

  it('makes ADMIN_EMAILS accounts admins, new or existing, whatever role was chosen', async () => {
    const pair = await signInByCode(t, 'boss@fitjobs.test', 'employer');
    expect(claimsOf(pair.access_token).roles).toEqual(['admin']);
    const existing = await persona(t, 'employee', { email: 'promoted@fitjobs.test' });
    const promoted = await signInByCode(t, existing.email, 'employee');
    expect(claimsOf(promoted.access_token).roles).toEqual(['admin']);
    const stranger = await signInByCode(t, newEmail(), 'employee');
    expect(claimsOf(stranger.access_token).roles).toEqual(['employee']);
  });

  it('answers a wrong code with 400 and the spec message', async () => {
    const email = newEmail();
    await requestCode(t, email);
    const wrong = lastCode(t, email) === '000000' ? '000001' : '000000';
    const res = await verifyCode(t, email, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid code. Please try again.');
  });

  it('accepts a code just under 10 minutes old and refuses it at 10 minutes', async () => {
    const fresh = newEmail();
    await requestCode(t, fresh);
    t.clock.advance(10 * MINUTE - 1000);
    expect((await verifyCode(t, fresh, lastCode(t, fresh))).statusCode).toBe(200);

    const stale = newEmail();
    await requestCode(t, stale);
    t.clock.advance(10 * MINUTE);
    const res = await verifyCode(t, stale, lastCode(t, stale));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Invalid code. Please try again.');
  });

  it('accepts a code once', async () => {
    const email = newEmail();
    await requestCode(t, email);
    const code = lastCode(t, email);
    expect((await verifyCode(t, email, code)).statusCode).toBe(200);
    expect((await verifyCode(t, email, code)).statusCode).toBe(400);
  });

  it('gives exactly one success to 20 parallel submissions of the right code', async () => {
    const email = newEmail();
    await requestCode(t, email);
    const code = lastCode(t, email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verifyCode(t, email, code)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(19);
  });

  it('refuses a sixth try from one network, the right code too, while the network that asked still signs in', async () => {
    const email = newEmail();
    const home = freshIp();
    await requestCode(t, email, 'employee', home);
    const code = lastCode(t, email);
    const wrong = code === '000000' ? '000001' : '000000';
    const elsewhere = freshIp();
    for (let i = 0; i < 5; i++) expect((await verifyCode(t, email, wrong, elsewhere)).statusCode).toBe(400);
    const sixth = await verifyCode(t, email, code, elsewhere);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('too_many_tries');
    expect((await verifyCode(t, email, code, home)).statusCode).toBe(200);
  });

  it('still accepts the right code after 4 wrong tries from the same network', async () => {
    const email = newEmail();
    const home = freshIp();
    await requestCode(t, email, 'employee', home);
    const code = lastCode(t, email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) await verifyCode(t, email, wrong, home);
    expect((await verifyCode(t, email, code, home)).statusCode).toBe(200);
  });

  it('keeps a code valid when newer ones are requested, and each code still works once', async () => {
    const email = newEmail();
    await requestCode(t, email);
    const first = lastCode(t, email);
    await requestCode(t, email);
    const second = lastCode(t, email);
    expect((await verifyCode(t, email, first)).statusCode).toBe(200);
    expect((await verifyCode(t, email, first)).statusCode).toBe(400);
    // Signing in retires the e-mail's other codes: they have served their purpose.
    if (first !== second) expect((await verifyCode(t, email, second)).statusCode).toBe(400);
  });

  it('does not accept a code sent to another e-mail', async () => {
    const a = newEmail();
    const b = newEmail();
    await requestCode(t, a);
    await requestCode(t, b);
    expect((await verifyCode(t, b, lastCode(t, a))).statusCode).toBe(400);
  });
});
