import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { item, JobItem } from '@fitjobs/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { makeCompany, makeJob } from '../test/job-fixtures.ts';
import { tempWebBuild } from '../test/web-build.ts';
import { foundOrNull, pageCalls } from './server-render.ts';

// A stand-in for the web app's built entry-server.tsx (the browser tests run the real one): it
// draws /jobs from its API call, refuses /broken, and leaves every other page to the browser.
const RENDERER = `
export async function renderPage(href, call) {
  const { pathname } = new URL(href);
  if (pathname === '/broken') await call('POST', '/api/v1/jobs.get', { id: 'not-a-job' });
  if (pathname !== '/jobs') return null;
  const answer = await call('GET', '/api/v1/jobs/search?limit=1');
  return {
    html: '<p>drawn with ' + answer.items.length + ' jobs of ' + answer.total_count + '</p>',
    script: '<script type="application/json" id="server-state">{}</script>',
  };
}
`;

let t: TestApp;
beforeAll(async () => {
  const webDist = tempWebBuild({
    'index.html': '<!doctype html><title>FitJobs</title><div id="root"></div>',
    'entry-server.mjs': RENDERER,
  });
  t = await createTestApp({ webDist, webSsr: path.join(webDist, 'entry-server.mjs') });
});
afterAll(() => t.close());

describe('pages drawn on the server', () => {
  it('puts a drawn page in #root, with its state after it, from the API answered in process', async () => {
    const res = await t.app.inject({ url: '/jobs?query=nurse' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      '<div id="root"><p>drawn with 0 jobs of 0</p></div><script type="application/json" id="server-state">{}</script>',
    );
  });

  it('sends the page undrawn to a browser with a stored session, and says the page varies by it', async () => {
    for (const cookie of ['fitjobs_signed_in=1', 'theme=dark; fitjobs_signed_in=1; other=2']) {
      const res = await t.app.inject({ url: '/jobs', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('server-state');
      expect(res.headers.vary).toContain('cookie');
    }
    // Only the mark itself counts: a signed-out browser's other cookies leave the page drawn.
    const other = await t.app.inject({ url: '/jobs', headers: { cookie: 'not_fitjobs_signed_in=1' } });
    expect(other.body).toContain('drawn with');
  });

  it('sends the empty page for a page the renderer leaves to the browser', async () => {
    const res = await t.app.inject({ url: '/saved-jobs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('server-state');
  });

  it('sends the empty page, not an error, when a call of the page fails', async () => {
    const res = await t.app.inject({ url: '/broken' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('compresses the page for a browser that accepts it', async () => {
    const br = await t.app.inject({ url: '/jobs', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const gz = await t.app.inject({ url: '/jobs', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('drawn with');
  });
});

describe("a page's calls (decision 0231)", () => {
  it('makes each distinct call once per page: the meta and the drawing share their read of a job', async () => {
    const job = await makeJob(t, await makeCompany(t));
    const call = pageCalls(t.app);
    const first = call('POST', '/api/v1/jobs.get', { id: job.id });
    expect(call('POST', '/api/v1/jobs.get', { id: job.id })).toBe(first);
    expect((await foundOrNull(first, item(JobItem)))?.item.id).toBe(job.id);
    // Another page reads afresh, and another body is another call.
    expect(pageCalls(t.app)('POST', '/api/v1/jobs.get', { id: job.id })).not.toBe(first);
    expect(call('POST', '/api/v1/jobs.get', { id: crypto.randomUUID() })).not.toBe(first);
  });

  it('reads a 404 as null and fails on any other answer', async () => {
    const call = pageCalls(t.app);
    const missing = call('POST', '/api/v1/jobs.get', { id: crypto.randomUUID() });
    expect(await foundOrNull(missing, item(JobItem))).toBeNull();
    await expect(
      foundOrNull(call('POST', '/api/v1/jobs.get', { id: 'not-a-job' }), item(JobItem)),
    ).rejects.toThrow('answered 400');
  });
});
