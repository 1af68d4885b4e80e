import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { makeCompany, makeJob } from '../test/job-fixtures.ts';
import { tempWebBuild } from '../test/web-build.ts';

// Issue 25 item 5: the small SEO defects, each read from the head the server draws for crawlers.

let t: TestApp;
beforeAll(async () => {
  const webDist = tempWebBuild({
    'index.html':
      '<!doctype html><html><head><title>FitJobs</title><meta name="description" content="Default" data-default></head><body><div id="root"></div></body></html>',
  });
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, name: string) =>
  new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('SEO: what crawlers read in the head of server-drawn pages', () => {
  it('escapes Organization JSON-LD text once: "&" in the About reaches the reader as "&"', async () => {
    const company = await makeCompany(t, { description: '<p>Hospitality &amp; tourism since 1990</p>' });
    const res = await t.app.inject({ url: `/companies/${company.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('&amp;amp;');
    expect(jsonLd(res.body).description).toBe('Hospitality & tourism since 1990');
  });

  it('cuts a job meta description at a word, with an ellipsis, never mid-word', async () => {
    const company = await makeCompany(t);
    const summary = `<p>${'Flexible hours and the option to work from anywhere in the country. '.repeat(4)}</p>`;
    const job = await makeJob(t, company, { description: { summary } });
    const res = await t.app.inject({ url: `/jobs/${job.id}` });
    const description = metaContent(head(res.body), 'description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    const words = description.slice(0, -1).split(' ');
    // Every word is whole: each is one of the summary's own words.
    for (const word of words) expect(summary).toMatch(new RegExp(`\\b${word.replace(/[.]/g, '\\.')}`));
    expect(summary).toContain(`${words.at(-1)} `);
  });

  it('moves /jobs/<id>/ and any other trailing-slash URL to the URL without it (301, query kept)', async () => {
    const company = await makeCompany(t);
    const job = await makeJob(t, company);
    const slash = await t.app.inject({ url: `/jobs/${job.id}/` });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe(`/jobs/${job.id}`);
    const withQuery = await t.app.inject({ url: '/pricing/?ref=mail&x=1' });
    expect(withQuery.statusCode).toBe(301);
    expect(withQuery.headers.location).toBe('/pricing?ref=mail&x=1');
    // Never to another site: leading slashes collapse.
    const evil = await t.app.inject({ url: '//evil.example/' });
    expect(evil.statusCode).toBe(301);
    expect(evil.headers.location).toBe('/evil.example');
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(200);
  });

  it('answers 404 for a malformed job or company id, as for an unknown valid one', async () => {
    for (const url of [
      '/jobs/not-a-uuid',
      '/jobs/00000000-0000-4000-8000-000000000000',
      '/companies/123',
      '/companies/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('titles a company page "{company} - Jobs, Reviews & Company Info | FitJobs"', async () => {
    const company = await makeCompany(t, { name: 'Kauri Labs' });
    const res = await t.app.inject({ url: `/companies/${company.id}` });
    expect(head(res.body)).toContain(
      '<title>Kauri Labs - Jobs, Reviews &amp; Company Info | FitJobs</title>',
    );
  });

  it("names the employer's own website as the JobPosting's sameAs, and none when they gave none", async () => {
    const withSite = await makeCompany(t, { website: 'https://kauri.example.com' });
    const withoutSite = await makeCompany(t, { website: null });
    const a = await makeJob(t, withSite);
    const b = await makeJob(t, withoutSite);
    const ldA = jsonLd((await t.app.inject({ url: `/jobs/${a.id}` })).body);
    const ldB = jsonLd((await t.app.inject({ url: `/jobs/${b.id}` })).body);
    expect(ldA.hiringOrganization.sameAs).toBe('https://kauri.example.com');
    expect(ldB.hiringOrganization).not.toHaveProperty('sameAs');
    expect(JSON.stringify(ldB)).not.toContain(`/companies/${withoutSite.id}`);
  });
});
