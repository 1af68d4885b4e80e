import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { persona } from '../../test/personas.ts';
import { bearer, claimsOf, signInByCode } from './sign-in.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    adminEmails: ['listed@fitjobs.test', 'leaving@fitjobs.test', 'refreshing@fitjobs.test'],
  });
});
afterAll(() => t.close());

const adminSearch = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admins/companies.search',
    headers,
    payload: { query: 'Harbour' },
  });
const roleOf = async (email: string) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

describe('admin power is read from the database on every request', () => {
  it("refuses a closed admin's still-valid access token on an admin route at once", async () => {
    const admin = await persona(t, 'admin');
    expect((await adminSearch(admin.headers)).statusCode).toBe(200);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users.delete',
      headers: admin.headers,
    });
    expect(closed.statusCode).toBe(200);
    expect((await adminSearch(admin.headers)).statusCode).toBe(401);
  });

  it("refuses a demoted admin's still-valid access token on an admin route at once", async () => {
    const admin = await persona(t, 'admin');
    expect((await adminSearch(admin.headers)).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'employee' }).where(eq(users.id, admin.id));
    expect((await adminSearch(admin.headers)).statusCode).toBe(403);
  });
});

describe('ADMIN_EMAILS is the source of truth at sign-in and refresh', () => {
  it('makes a listed address admin and takes the role from an address no longer listed at its next sign-in', async () => {
    const pair = await signInByCode(t, 'leaving@fitjobs.test', 'employer');
    expect(claimsOf(pair.access_token).roles).toEqual(['admin']);
    t.config.adminEmails = t.config.adminEmails.filter((e) => e !== 'leaving@fitjobs.test');
    const again = await signInByCode(t, 'leaving@fitjobs.test', 'employer');
    expect(claimsOf(again.access_token).roles).toEqual(['employer']);
    expect(await roleOf('leaving@fitjobs.test')).toBe('employer');
    expect((await adminSearch(bearer(pair.access_token))).statusCode).toBe(403);
  });

  it('takes the admin role away at the next token refresh once the address is off the list', async () => {
    const pair = await signInByCode(t, 'refreshing@fitjobs.test');
    expect(claimsOf(pair.access_token).roles).toEqual(['admin']);
    t.config.adminEmails = t.config.adminEmails.filter((e) => e !== 'refreshing@fitjobs.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tokens.refresh',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(res.statusCode).toBe(200);
    expect(claimsOf(res.json().access_token).roles).toEqual(['employee']);
    expect(await roleOf('refreshing@fitjobs.test')).toBe('employee');
  });
});
