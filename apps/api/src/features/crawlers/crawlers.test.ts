import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { tempWebBuild } from '../../test/web-build.ts';
import { sliceRange } from './sitemap.ts';

// A stand-in for the web app's built entry-server.tsx (e2e/crawlers.spec.ts runs the real one):
// its routes answer every path but /no-such-page, and it lists two pages for the sitemap.
const RENDERER = `
export async function renderPage() { return null; }
export function pageStatus(pathname) { return pathname === '/no-such-page' ? 404 : 200; }
export function sitePages() { return [{ path: '/' }, { path: '/blog/hello', lastmod: '2025-09-23' }]; }
`;
const INDEX =
  '<!doctype html><html><head><title>FitJobs: jobs</title>\n    <meta name="description" content="Site default." /></head><body><div id="root"></div></body></html>';
const ZERO = '00000000-0000-0000-0000-000000000000';
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  const webDist = tempWebBuild({ 'index.html': INDEX, 'entry-server.mjs': RENDERER });
  t = await createTestApp({ webDist, webSsr: path.join(webDist, 'entry-server.mjs') });
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

/** Every URL of every child file the index names. */
async function sitemapUrls(): Promise<string> {
  const index = await t.app.inject({ url: '/sitemap.xml' });
  let all = '';
  for (const loc of locs(index.body)) all += (await t.app.inject({ url: new URL(loc).pathname })).body;
  return all;
}

describe('robots.txt', () => {
  it('is plain text that opens the public pages, closes account, employer, admin pages and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of [
      '/api/',
      '/employers/',
      '/admin',
      '/saved-jobs',
      '/applications',
      '/resumes',
      '/profile',
    ])
      expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('the sitemap', () => {
  it('is an index of XML files that list the listed jobs with lastmod, the companies and the web pages', async () => {
    const company = await makeCompany(t);
    const now = t.clock.now().getTime();
    const listed = await makeJob(t, company, { title: 'Listed', expiresAt: new Date(now + 30 * DAY) });
    const hidden = [
      await makeJob(t, company, { isDraft: true }),
      await makeJob(t, company, { isTest: true }),
      await makeJob(t, company, { archivedAt: new Date(now - DAY) }),
      await makeJob(t, company, { expiresAt: new Date(now - DAY) }),
    ];
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([
      'http://localhost:3000/sitemaps/pages.xml',
      'http://localhost:3000/sitemaps/companies-0-of-1.xml',
      'http://localhost:3000/sitemaps/jobs-0-of-1.xml',
    ]);
    const jobsFile = await t.app.inject({ url: '/sitemaps/jobs-0-of-1.xml' });
    expect(jobsFile.statusCode).toBe(200);
    expect(jobsFile.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(jobsFile.body).toContain(
      `<url><loc>http://localhost:3000/jobs/${listed.id}</loc><lastmod>${listed.updatedAt.toISOString()}</lastmod></url>`,
    );
    const all = await sitemapUrls();
    for (const job of hidden) expect(all).not.toContain(job.id);
    expect(all).toContain(`<loc>http://localhost:3000/companies/${company.id}</loc>`);
    expect(all).toContain('<url><loc>http://localhost:3000/</loc></url>');
    expect(all).toContain('<loc>http://localhost:3000/blog/hello</loc><lastmod>2025-09-23</lastmod>');
  });

  it('answers 404 for a child file it never names', async () => {
    for (const file of ['jobs-2-of-2.xml', 'jobs-0-of-0.xml', 'jobs-0-of-99999.xml', 'users-0-of-1.xml']) {
      const res = await t.app.inject({ url: `/sitemaps/${file}` });
      expect([400, 404]).toContain(res.statusCode);
    }
  });

  it('slices the id space into ranges that meet end to end and cover it all', () => {
    const n = 7;
    const ranges = Array.from({ length: n }, (_, k) => sliceRange(k, n));
    expect(ranges[0]?.from).toBe(ZERO);
    for (let k = 1; k < n; k++) expect(ranges[k]?.from).toBe(ranges[k - 1]?.to);
    expect(ranges[n - 1]?.to).toBeNull();
  });
});

describe('HTTP statuses of pages', () => {
  it('answers 404, with the web app to draw the not-found page, for a missing page, job or company', async () => {
    for (const url of ['/no-such-page', `/jobs/${ZERO}`, `/companies/${ZERO}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
    }
    expect((await t.app.inject({ url: '/pricing' })).statusCode).toBe(200);
  });

  it('keeps an expired or archived job page, without a JobPosting and with noindex', async () => {
    const company = await makeCompany(t);
    const now = t.clock.now().getTime();
    const open = await makeJob(t, company, { expiresAt: new Date(now + DAY) });
    const openPage = await t.app.inject({ url: `/jobs/${open.id}` });
    expect(openPage.body).toContain('"@type":"JobPosting"');
    expect(openPage.body).not.toContain('noindex');
    for (const job of [
      await makeJob(t, company, { expiresAt: new Date(now - DAY) }),
      await makeJob(t, company, { archivedAt: new Date(now - DAY) }),
    ]) {
      const res = await t.app.inject({ url: `/jobs/${job.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('JobPosting');
    }
  });
});

describe('page heads for crawlers', () => {
  it('gives job and company pages one description, with a space between paragraphs', async () => {
    const company = await makeCompany(t, { tagline: 'Care across the country.' });
    const job = await makeJob(t, company, {
      description: { summary: '<p>We work across the country.</p><p>You will lead a team.</p>' },
    });
    const jobPage = (await t.app.inject({ url: `/jobs/${job.id}` })).body;
    expect(jobPage.match(/<meta name="description"/g)).toHaveLength(1);
    expect(jobPage).toContain('content="We work across the country. You will lead a team."');
    const companyPage = (await t.app.inject({ url: `/companies/${company.id}` })).body;
    expect(companyPage.match(/<meta name="description"/g)).toHaveLength(1);
    expect(companyPage).toContain('<meta name="description" content="Care across the country.">');
  });

  it('gives company pages a schema.org Organization with name, logo, url and address', async () => {
    const company = await makeCompany(t, { name: 'Harbour Health', logoUrl: '/uploads/logo.png' });
    const html = (await t.app.inject({ url: `/companies/${company.id}` })).body;
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '{}');
    expect(ld).toMatchObject({
      '@type': 'Organization',
      name: 'Harbour Health',
      url: `http://localhost:3000/companies/${company.id}`,
      logo: 'http://localhost:3000/uploads/logo.png',
    });
  });

  it('titles a search page "<query> jobs | FitJobs" with its canonical link', async () => {
    const html = (await t.app.inject({ url: '/jobs?query=nurse&sort_by=newest' })).body;
    expect(html).toContain('<title>nurse jobs | FitJobs</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/jobs?query=nurse">');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const plain = (await t.app.inject({ url: '/jobs' })).body;
    expect(plain).toContain('<title>Jobs | FitJobs</title>');
  });
});
