import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Persona, persona } from '../../test/personas.ts';
import {
  bearer,
  claimsOf,
  freshIp,
  lastCode,
  requestCode,
  signInByCode,
  verifyCode,
} from '../auth/sign-in.test-helpers.ts';
import { post } from '../employers/test-helpers.ts';

let t: TestApp;
let admin: Persona;
let seeker: Persona;

beforeAll(async () => {
  t = await createTestApp();
  admin = await persona(t, 'admin');
  seeker = await persona(t, 'employee');
});
afterAll(() => t?.close());

const REASON = 'Sent abusive messages to employers';

describe('a suspended account', () => {
  it('stops working at once: its access and refresh tokens are refused, saying why', async () => {
    const email = 'suspend-me@example.test';
    const session = await signInByCode(t, email);
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users.get',
      headers: bearer(session.access_token),
    });
    expect(me.statusCode).toBe(200);
    const id = claimsOf(session.access_token).sub;

    const res = await post(t, 'admins/users.suspend', admin, { id, reason: REASON });
    expect(res.statusCode).toBe(200);

    const after = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users.get',
      headers: bearer(session.access_token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('account_suspended');
    expect(after.json().error.message).toContain(REASON);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tokens.refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('cannot sign in: code.request e-mails the reason instead of a code, and code.verify refuses with it', async () => {
    const email = 'suspended-signin@example.test';
    await signInByCode(t, email);
    // A code asked for before the suspension, still unused.
    const ip = freshIp();
    await requestCode(t, email, 'employee', ip);
    const earlier = lastCode(t, email);
    const id = await idOf(email);
    expect((await post(t, 'admins/users.suspend', admin, { id, reason: REASON })).statusCode).toBe(200);
    const suspensionMail = t.mailer.to(email).at(-1);
    expect(suspensionMail?.text).toContain(REASON);

    const asked = await requestCode(t, email);
    expect(asked.statusCode).toBe(200);
    const mail = t.mailer.to(email).at(-1);
    expect(mail?.subject).toMatch(/suspended/i);
    expect(mail?.text).toContain(REASON);
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);

    const verified = await verifyCode(t, email, earlier, ip);
    expect(verified.statusCode).toBe(403);
    expect(verified.json().error).toMatchObject({ code: 'account_suspended' });
    expect(verified.json().error.message).toContain(REASON);
  });

  it('signs in again once restored, and both steps are logged with their reasons', async () => {
    const email = 'restore-me@example.test';
    await signInByCode(t, email);
    const id = await idOf(email);
    await post(t, 'admins/users.suspend', admin, { id, reason: REASON });
    const restored = await post(t, 'admins/users.restore', admin, {
      id,
      reason: 'Apologised; first offence',
    });
    expect(restored.statusCode).toBe(200);
    expect(t.mailer.to(email).at(-1)?.text).toContain('Apologised; first offence');
    await expect(signInByCode(t, email)).resolves.toHaveProperty('access_token');
    const [restore, suspend] = (await post(t, 'admins/actions.list', admin, {})).json().items;
    expect(restore).toMatchObject({
      action: 'user.restore',
      target_id: id,
      reason: 'Apologised; first offence',
    });
    expect(suspend).toMatchObject({ action: 'user.suspend', target_id: id, reason: REASON });
  });

  it('needs a reason, refuses admins and unknown accounts, and says when there is nothing to restore', async () => {
    expect((await post(t, 'admins/users.suspend', admin, { id: seeker.id })).statusCode).toBe(400);
    expect((await post(t, 'admins/users.suspend', admin, { id: seeker.id, reason: ' ' })).statusCode).toBe(
      400,
    );
    const other = await persona(t, 'admin');
    expect((await post(t, 'admins/users.suspend', admin, { id: other.id, reason: REASON })).statusCode).toBe(
      409,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post(t, 'admins/users.suspend', admin, { id: unknown, reason: REASON })).statusCode).toBe(
      404,
    );
    expect((await post(t, 'admins/users.restore', admin, { id: seeker.id, reason: REASON })).statusCode).toBe(
      409,
    );
  });

  it('refuses suspension to everyone but admins', async () => {
    const employer = await persona(t, 'employer', { companyName: 'Nosy Ltd' });
    for (const who of [seeker, employer]) {
      const res = await post(t, 'admins/users.suspend', who, { id: admin.id, reason: REASON });
      expect(res.statusCode).toBe(403);
    }
  });
});

/** The account id behind an e-mail. */
async function idOf(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}
