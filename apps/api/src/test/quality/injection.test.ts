import { AdminCompanyItem, JobSearchPage, list, ResumeSearchResult } from '@fitjobs/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertResume } from '../../features/applications/test-fixtures.ts';
import { renderHead } from '../../http/spa.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { makeJob } from '../job-fixtures.ts';
import { type Persona, persona } from '../personas.ts';
import { INJECTION_PAYLOADS, SQL_INJECTION_PAYLOADS, unsafeHtmlReason, XSS_PAYLOADS } from './payloads.ts';

let t: TestApp;
let employer: Persona;
let admin: Persona;
let jobId: string;
let tablesBefore: string[];

/** Each call from its own address: the chat and sign-in routes are rate-limited per IP. */
let ip = 0;
const from = () => `10.77.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

async function post(who: Persona, url: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: who.headers,
    payload,
    remoteAddress: from(),
  });
  return { status: res.statusCode, body: res.json() };
}

async function get(url: string, query: Record<string, string>, who?: Persona) {
  const started = performance.now();
  const res = await t.app.inject({ method: 'GET', url, query, headers: who?.headers ?? {} });
  return { status: res.statusCode, body: res.json(), ms: performance.now() - started };
}

async function tableNames(): Promise<string[]> {
  const result = (await t.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows.map((r) => r.name);
}

beforeAll(async () => {
  t = await createTestApp();
  employer = await persona(t, 'employer', { companyName: 'Harbour Health' });
  admin = await persona(t, 'admin');
  const company = { id: employer.companyId as string, name: 'Harbour Health' };
  jobId = (await makeJob(t, company, { title: 'Registered nurse' })).id;
  await makeJob(t, company, { title: 'Site builder' });
  await makeJob(t, company, { title: 'Head chef' });
  tablesBefore = await tableNames();
});
afterAll(() => t.close());

describe('the payload corpus', () => {
  it('flags every XSS payload as unsafe HTML, and none once sanitised', () => {
    const markup = XSS_PAYLOADS.filter((p) => p.includes('<'));
    for (const p of markup) expect(unsafeHtmlReason(p), p).not.toBeNull();
    for (const p of XSS_PAYLOADS) expect(unsafeHtmlReason(sanitizeRichText(p)), p).toBeNull();
  });
});

describe('search with injection payloads', () => {
  it('answers every payload as keywords or exclude keywords with a normal page, promptly', async () => {
    for (const p of INJECTION_PAYLOADS) {
      const queries: Record<string, string>[] = [{ q: p }, { exclude: p }, { q: 'nurse', exclude: p }];
      for (const query of queries) {
        const res = await get('/api/v1/jobs/search', query);
        expect(res.status, JSON.stringify(query)).toBe(200);
        expect(JobSearchPage.safeParse(res.body).success, JSON.stringify(query)).toBe(true);
        // pg_sleep(10) among the payloads: an executed payload would take 10 seconds.
        expect(res.ms, JSON.stringify(query)).toBeLessThan(5000);
      }
    }
  });

  it("treats ' OR 1=1 -- as words: it finds no job instead of every job", async () => {
    const all = await get('/api/v1/jobs/search', {});
    expect(all.body.total_count).toBe(3);
    for (const p of ["' OR 1=1 --", "' OR '1'='1", '" OR ""="']) {
      const res = await get('/api/v1/jobs/search', { q: p });
      expect(res.body.total_count, p).toBe(0);
      // As an exclude keyword it excludes nothing: no job has those words.
      expect((await get('/api/v1/jobs/search', { exclude: p })).body.total_count, p).toBe(3);
    }
  });

  it('reads tsquery operators as plain words: "!chef" finds the chef, "nurse:*" the nurse', async () => {
    const titles = async (q: string) =>
      (await get('/api/v1/jobs/search', { q })).body.items.map((j: { title: string }) => j.title);
    expect(await titles('!chef')).toEqual(['Head chef']);
    expect(await titles('nurse:* &')).toEqual(['Registered nurse']);
    expect(await titles('<-> | builder')).toEqual(['Site builder']);
  });

  it('answers employer resume search and admin company search normally too', async () => {
    for (const p of INJECTION_PAYLOADS) {
      const resumes = await get('/api/v1/employers/resumes.search', { q: p, exclude: p }, employer);
      expect(resumes.status, p).toBe(200);
      expect(ResumeSearchResult.safeParse(resumes.body).success, p).toBe(true);
      const companies = await post(admin, 'admins/companies.search', { query: p });
      expect(companies.status, p).toBe(200);
      const items = list(AdminCompanyItem).parse(companies.body).items;
      // A LIKE wildcard is escaped: '%_%' finds names containing those characters, not every name.
      if (p === '%_%') expect(items.every((c) => c.name.includes('%_%'))).toBe(true);
    }
  });
});

describe('stored text with injection payloads', () => {
  it('sanitises company and job descriptions, and keeps names and list entries verbatim', async () => {
    for (const p of INJECTION_PAYLOADS) {
      // One creator per payload: a person creates at most three companies a day (decision 0185).
      const creator = await persona(t, 'employer');
      const created = await post(creator, 'employers/companies.insert', {
        name: p,
        tagline: p,
        description: `<p>About us</p>${p}`,
      });
      expect(created.status, p).toBe(200);
      const company = (await post(employer, 'companies.get', { id: created.body.id })).body.item;
      expect(unsafeHtmlReason(company.description), p).toBeNull();
      expect(company.description, p).toContain('<p>About us</p>');
      expect([company.name, company.tagline], p).toEqual([p, p]);

      const job = await post(employer, 'employers/jobs.insert', {
        company_id: employer.companyId,
        is_draft: true,
        title: p,
        description: { summary: `<p>The role</p>${p}`, responsibilities: [p] },
      });
      expect(job.status, p).toBe(200);
      const stored = (await post(employer, 'employers/jobs.get', { id: job.body.id })).body.item;
      expect(unsafeHtmlReason(stored.description.summary), p).toBeNull();
      expect(stored.title, p).toBe(p);
      expect(stored.description.responsibilities, p).toEqual([p]);
    }
  });

  it('stores reviews, cover letters, chat messages and user names verbatim (the web app renders them as text)', async () => {
    for (const p of INJECTION_PAYLOADS) {
      const seeker = await persona(t, 'employee');
      await insertResume(t, seeker.id);
      const applied = await post(seeker, 'employees/applications.insert', { id: jobId, cover_letter: p });
      expect(applied.status, p).toBe(200);
      expect(applied.body.item.cover_letter, p).toBe(p);
      const message = await post(seeker, 'applications/messages.insert', {
        id: applied.body.item.id,
        text: p,
      });
      expect(message.status, p).toBe(200);
      const thread = await post(employer, 'applications/messages.list', { id: applied.body.item.id });
      expect(
        thread.body.items.map((m: { message: string }) => m.message),
        p,
      ).toEqual([p]);

      const review = await post(seeker, 'employees/companies.reviews.insert', {
        id: employer.companyId,
        rating: 3,
        title: p,
        body: p,
      });
      expect(review.status, p).toBe(200);
      expect([review.body.item.title, review.body.item.body], p).toEqual([p, p]);

      const renamed = await post(seeker, 'users.update', { name: p });
      expect(renamed.status, p).toBe(200);
      expect((await post(seeker, 'users.get', {})).body.full_name, p).toBe(p);
    }
  });

  it('escapes the payloads in the page head the server writes for crawlers', () => {
    for (const p of INJECTION_PAYLOADS) {
      const head = renderHead(
        {
          title: p,
          description: p,
          canonical: `https://fitjobs.test/jobs/${encodeURIComponent(p)}`,
          keywords: p,
          image: p,
          jsonLd: { '@type': 'JobPosting', title: p },
        },
        'https://fitjobs.test/og-image.jpg',
      );
      // The one script element is the JSON-LD block, which a payload must not be able to close.
      const withoutJsonLd = head.replace(/<script type="application\/ld\+json">[^<]*<\/script>/, '');
      expect(withoutJsonLd, p).not.toMatch(/<script/i);
      expect(unsafeHtmlReason(withoutJsonLd), p).toBeNull();
    }
  });

  it('leaves every table in place after all the payloads', async () => {
    expect(await tableNames()).toEqual(tablesBefore);
    expect(tablesBefore).toEqual(expect.arrayContaining(['jobs', 'users', 'companies', 'saved_searches']));
    const all = await get('/api/v1/jobs/search', {});
    expect(all.body.total_count).toBe(3);
  });
});

// The SQL payloads include statements that would drop or truncate these tables if ever executed.
it('names real tables in its DROP and TRUNCATE payloads, so the table check above means something', () => {
  const named = SQL_INJECTION_PAYLOADS.flatMap((p) =>
    [...p.matchAll(/(?:DROP TABLE|TRUNCATE) (\w+)/g)].map((m) => m[1]),
  );
  expect(named.length).toBeGreaterThan(0);
  for (const table of named) expect(tablesBefore).toContain(table);
});
