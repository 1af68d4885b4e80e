import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, regions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { expectCompressedJson } from '../test/compressed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('http basics', () => {
  it('answers the health check after reaching the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, replicas: [], shared_rate_limits: false });
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/nothing.here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('sends the security headers with a same-origin CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses JSON answers for clients that accept it, and only for them', async () => {
    const url = '/api/docs/openapi.json';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    await expectCompressedJson(t.app, url, plain);
  });

  it('publishes an OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('seeds the real geography: 16 NZ regions and 8 AU states and territories', async () => {
    const rows = await t.db
      .select({ code: countries.code, n: sql<number>`count(${regions.id})::int` })
      .from(countries)
      .innerJoin(regions, eq(regions.countryId, countries.id))
      .groupBy(countries.code)
      .orderBy(countries.code);
    expect(rows).toEqual([
      { code: 'AU', n: 8 },
      { code: 'NZ', n: 16 },
    ]);
  });
});
