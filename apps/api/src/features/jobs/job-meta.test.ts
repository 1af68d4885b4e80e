import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { cityByName, makeAddress, makeCompany, makeJob } from '../../test/job-fixtures.ts';
import { tempWebBuild } from '../../test/web-build.ts';

let t: TestApp;
beforeAll(async () => {
  const webDist = tempWebBuild({
    'index.html':
      '<!doctype html><html><head><title>FitJobs</title></head><body><div id="root"></div></body></html>',
  });
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

function jsonLd(html: string) {
  const m = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  return m?.[1] ? JSON.parse(m[1]) : null;
}

describe('crawler meta for /jobs/{id}', () => {
  it('puts the title, description, canonical link and a JobPosting in the head', async () => {
    const city = await cityByName(t, 'Auckland');
    const address = await makeAddress(t, city);
    const c = await makeCompany(t, { name: 'Harbour Health' });
    const job = await makeJob(t, c, {
      title: 'Registered Nurse',
      description: { summary: '<p>Care for <b>patients</b> &amp; families.</p>', skills: ['Triage'] },
      schedule: 'full_time',
      salaryFrom: 70000,
      salaryTo: 90000,
      currency: 'nzd',
      addressId: address.id,
      cityId: city.id,
      regionId: city.regionId,
      countryId: city.countryId,
      expiresAt: new Date(t.clock.now().getTime() + 30 * 86400_000),
    });
    const res = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Registered Nurse at Harbour Health | FitJobs</title>');
    expect(html).toContain('<meta name="description" content="Care for patients &amp; families.">');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/jobs/${job.id}">`);
    expect(html).toMatch(/<meta name="keywords" content="Registered Nurse, Harbour Health, Auckland/);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Registered Nurse',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Harbour Health' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Auckland', addressCountry: 'NZ' } },
      baseSalary: { currency: 'NZD', value: { minValue: 70000, maxValue: 90000, unitText: 'YEAR' } },
    });
    expect(ld.datePosted).toBe(job.createdAt.toISOString());
    expect(ld.validThrough).toBe(job.expiresAt?.toISOString());
    expect(ld.description).toContain('<b>patients</b>');
  });

  it('marks remote jobs as TELECOMMUTE and falls back to "Apply for" without a summary', async () => {
    const sydney = await cityByName(t, 'Sydney');
    const c = await makeCompany(t, { name: 'Cloud Co' });
    const job = await makeJob(t, c, {
      title: 'SRE',
      workFormat: 'remote',
      countryId: sydney.countryId,
      description: { summary: '' },
      currency: 'aud',
    });
    const html = (await t.app.inject({ method: 'GET', url: `/jobs/${job.id}` })).body;
    expect(html).toContain('<meta name="description" content="Apply for SRE at Cloud Co">');
    const ld = jsonLd(html);
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.jobLocation.address.addressCountry).toBe('AU');
    expect(ld.baseSalary).toBeUndefined();
  });

  it('gives an hourly rate as baseSalary per HOUR', async () => {
    const c = await makeCompany(t);
    const job = await makeJob(t, c, { title: 'Barista', salaryFrom: 28, salaryTo: 32, payType: 'hourly' });
    const ld = jsonLd((await t.app.inject({ method: 'GET', url: `/jobs/${job.id}` })).body);
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'NZD',
      value: { '@type': 'QuantitativeValue', minValue: 28, maxValue: 32, unitText: 'HOUR' },
    });
  });

  it('cuts the description at a word within 160 characters and answers 404 with the app shell for a draft (missing to a visitor)', async () => {
    const c = await makeCompany(t);
    const long = await makeJob(t, c, { description: { summary: `<p>${'word '.repeat(100)}</p>` } });
    const html = (await t.app.inject({ method: 'GET', url: `/jobs/${long.id}` })).body;
    const description = html.match(/<meta name="description" content="([^"]*)">/)?.[1] ?? '';
    // At most 160 characters, ending on a whole word and an ellipsis (cutAtWord, issue 25 item 5).
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^(word )+word…$/);
    const draft = await makeJob(t, c, { title: 'Secret draft', isDraft: true });
    const hidden = await t.app.inject({ method: 'GET', url: `/jobs/${draft.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Secret draft');
    expect(hidden.body).toContain('<title>FitJobs</title>');
  });
});
