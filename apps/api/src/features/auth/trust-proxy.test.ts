import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('TRUST_PROXY', () => {
  it('reads unset as trust nobody, digits as a hop count, and a list of addresses, CIDRs and range names', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.1.0/24, loopback,::1,fd00::/8')).toEqual([
      '10.0.1.0/24',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it('stops the start on an entry that is not an address, so a typo never trusts everyone', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY entry 'true'/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.300')).toThrow(/TRUST_PROXY/);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['10.77.0.1'] });
  });
  afterAll(() => t.close());

  const request = (remoteAddress: string, forwardedFor: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/code.request',
      payload: { email, role: 'employee' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it("counts the proxy's X-Forwarded-For as the client, and ignores the header from anyone else", async () => {
    // 20 codes from one client through the proxy, then the 21st is refused for that client only.
    for (let i = 0; i < 20; i++)
      expect((await request('10.77.0.1', '198.51.100.7', `a${i}@example.test`)).statusCode).toBe(200);
    expect((await request('10.77.0.1', '198.51.100.7', 'a20@example.test')).statusCode).toBe(429);
    expect((await request('10.77.0.1', '198.51.100.8', 'b@example.test')).statusCode).toBe(200);
    // A direct caller claiming that client's address is counted by its own socket address.
    expect((await request('10.66.0.9', '198.51.100.7', 'c@example.test')).statusCode).toBe(200);
  });
});
