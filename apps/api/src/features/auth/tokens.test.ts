import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../lib/access-token.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, claimsOf, signInByCode } from './sign-in.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let n = 0;
const newEmail = () => `tokens-${++n}-${Date.now()}@example.test`;

const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tokens.refresh', payload: { refresh_token } });
const revoke = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tokens.revoke', payload: { refresh_token } });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users.get', headers });

describe('tokens.refresh', () => {
  it('rotates: answers a new pair, and the new access token works', async () => {
    const first = await signInByCode(t, newEmail());
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(next.access_token).sub).toBe(claimsOf(first.access_token).sub);
    expect((await me(bearer(next.access_token))).statusCode).toBe(200);
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token is replayed, newest token included', async () => {
    const first = await signInByCode(t, newEmail());
    const second = (await refresh(first.refresh_token)).json();
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('leaves other sign-ins of the same person alone when one family is revoked', async () => {
    const email = newEmail();
    const laptop = await signInByCode(t, email);
    const phone = await signInByCode(t, email);
    await refresh(laptop.refresh_token);
    await refresh(laptop.refresh_token);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
  });

  it('ends a session 30 days after sign-in however often it was refreshed', async () => {
    let pair = await signInByCode(t, newEmail());
    for (let i = 0; i < 3; i++) {
      t.clock.advance(9 * DAY);
      const res = await refresh(pair.refresh_token);
      expect(res.statusCode).toBe(200);
      pair = res.json();
    }
    t.clock.advance(3 * DAY);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('not-a-token-we-issued')).statusCode).toBe(401);
  });
});

describe('tokens.revoke', () => {
  it('signs out: the refresh token and its rotations stop working', async () => {
    const first = await signInByCode(t, newEmail());
    const second = (await refresh(first.refresh_token)).json();
    const res = await revoke(second.refresh_token);
    expect(res.statusCode).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('answers ok for a token it does not know', async () => {
    expect((await revoke('never-issued')).statusCode).toBe(200);
  });
});

describe('access tokens on a protected route', () => {
  it('accepts a valid token and refuses a request without one', async () => {
    const pair = await signInByCode(t, newEmail());
    expect((await me(bearer(pair.access_token))).statusCode).toBe(200);
    expect((await me({})).statusCode).toBe(401);
  });

  it('refuses a token whose claims were tampered with', async () => {
    const pair = await signInByCode(t, newEmail());
    const [header, payload, signature] = pair.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    claims.roles = ['admin'];
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await me(bearer(forged))).statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const pair = await signInByCode(t, newEmail());
    const subject = {
      userId: claimsOf(pair.access_token).sub,
      role: 'employee' as const,
      activeCompanyId: null,
    };
    const foreign = await signAccessToken(
      'another-secret-that-is-long-enough-for-hs256',
      subject,
      t.clock.now(),
    );
    expect((await me(bearer(foreign))).statusCode).toBe(401);
  });

  it('refuses a token 15 minutes after it was issued', async () => {
    const pair = await signInByCode(t, newEmail());
    t.clock.advance(14 * MINUTE);
    expect((await me(bearer(pair.access_token))).statusCode).toBe(200);
    t.clock.advance(MINUTE + 1000);
    expect((await me(bearer(pair.access_token))).statusCode).toBe(401);
  });

  it("refuses an unsigned 'alg: none' token", async () => {
    const pair = await signInByCode(t, newEmail());
    const claims = claimsOf(pair.access_token);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ ...claims, roles: ['admin'] })).toString('base64url');
    expect((await me(bearer(`${header}.${body}.`))).statusCode).toBe(401);
  });
});
