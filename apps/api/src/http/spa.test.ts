import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { tempWebBuild } from '../test/web-build.ts';

const SCRIPT = 'console.log("the web app");'.repeat(20);

let t: TestApp;
beforeAll(async () => {
  // Hashed assets with .br and .gz beside them.
  const asset = 'assets/index-abc123.js';
  const webDist = tempWebBuild({
    'index.html': '<!doctype html><title>FitJobs</title><div id="root"></div>',
    [asset]: SCRIPT,
    [`${asset}.br`]: brotliCompressSync(SCRIPT),
    [`${asset}.gz`]: gzipSync(SCRIPT),
  });
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('sends the brotli file to a browser that accepts it, cached for good', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a client-side route with index.html, never cached', async () => {
    const res = await t.app.inject({ url: '/saved-jobs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });
});
