import type { Role } from '@fitjobs/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { type Persona, persona } from '../personas.ts';
import { ROUTE_ACCESS } from './route-access.ts';

const CLOSE_ACCOUNT = 'POST /api/v1/users.delete';

let t: TestApp;
let people: Record<Role, Persona>;
beforeAll(async () => {
  t = await createTestApp();
  people = {
    employee: await persona(t, 'employee'),
    employer: await persona(t, 'employer', { companyName: 'Matrix Ltd' }),
    admin: await persona(t, 'admin'),
  };
});
afterAll(() => t.close());

const apiRoutes = () =>
  t.app.routeTable
    .filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`);

function call(route: string, headers: Record<string, string> = {}) {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  return t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
}

describe('authorisation matrix', () => {
  it('has a row for every registered API route and no row for a route that does not exist', () => {
    const registered = apiRoutes();
    expect(registered.filter((r) => !(r in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((r) => !registered.includes(r))).toEqual([]);
  });

  it('refuses anonymous callers on every route that needs a session, with 401', async () => {
    for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
      const res = await call(route);
      if (access === 'public') expect([401, 403], route).not.toContain(res.statusCode);
      else expect(res.statusCode, route).toBe(401);
    }
  });

  it('refuses every role a route does not allow with 403, and lets the allowed ones past the guard', async () => {
    for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
      for (const role of ['employee', 'employer', 'admin'] as const) {
        const allowed = access === 'public' || access === 'signed_in' || access.includes(role);
        // Closing an account really closes it: use a throwaway session for that one.
        const caller = allowed && route === CLOSE_ACCOUNT ? await persona(t, role) : people[role];
        const res = await call(route, caller.headers);
        if (allowed) expect([401, 403], `${role} ${route}`).not.toContain(res.statusCode);
        else expect(res.statusCode, `${role} ${route}`).toBe(403);
      }
    }
  });

  it('refuses a forged token on every route that needs a session', async () => {
    const forged = `${people.admin.token.slice(0, -4)}AAAA`;
    for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
      if (access === 'public') continue;
      const res = await call(route, { authorization: `Bearer ${forged}` });
      expect(res.statusCode, route).toBe(401);
    }
  });
});
