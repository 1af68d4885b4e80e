import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * Valid HTML (issue 25): the W3C Nu HTML Checker (vnu-jar from npm, on the machine's Java) finds
 * no error on what the server sends for each public page, nor on the page the browser has drawn
 * once it is live (page.content() after hydration). All pages go to one run of the checker:
 * one JVM start. `npm run check:html` runs this file alone (README, Quality).
 */

const VNU_JAR = path.resolve(import.meta.dirname, '../node_modules/vnu-jar/build/dist/vnu.jar');

test.describe.configure({ timeout: 300_000 });

interface Job {
  id: string;
  salary_from: number | null;
  salary_to: number | null;
  external_id: string | null;
  expires_at: string | null;
  archived_at: string | null;
}

/** Jobs of each kind the job page draws differently, from the public search (archived shown). */
async function sampleJobs(request: APIRequestContext) {
  const now = new Date().toISOString();
  const found: Record<'salary' | 'noSalary' | 'external' | 'expired', string | undefined> = {
    salary: undefined,
    noSalary: undefined,
    external: undefined,
    expired: undefined,
  };
  let cursor: string | null = null;
  for (let n = 0; n < 30 && Object.values(found).some((id) => !id); n++) {
    const query = new URLSearchParams({ q: 'manager', show_archived: 'true' });
    if (cursor) query.set('next_cursor', cursor);
    const body = (await (await request.get(`/api/v1/jobs/search?${query}`)).json()) as {
      items: Job[];
      next_cursor: string | null;
    };
    for (const job of body.items) {
      const expired = job.expires_at !== null && job.expires_at < now;
      if (job.archived_at) continue;
      if (expired) found.expired ??= job.id;
      else if (job.external_id) found.external ??= job.id;
      else if (job.salary_from === null && job.salary_to === null) found.noSalary ??= job.id;
      else found.salary ??= job.id;
    }
    cursor = body.next_cursor;
    if (!cursor) break;
  }
  for (const [kind, id] of Object.entries(found)) expect(id, `a demo job of kind ${kind}`).toBeTruthy();
  return found as Record<keyof typeof found, string>;
}

/** The pages the server draws with their own title, canonical link and preview tags. */
const DRAWN_CONTENT = [
  'company',
  'blog',
  'blog-post',
  'help',
  'pricing',
  'customer-service',
  'privacy',
  'terms',
];

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test('every public page is valid HTML as sent and as drawn in the browser (W3C Nu HTML Checker)', async ({
  page,
  request,
}) => {
  const jobs = await sampleJobs(request);
  const company = (await (await request.get('/api/v1/jobs/search?limit=1')).json()) as {
    items: { company_id: string }[];
  };
  const pages: Record<string, string> = {
    home: '/',
    jobs: '/jobs',
    search: '/jobs?query=nurse',
    'job-with-salary': `/jobs/${jobs.salary}`,
    'job-without-salary': `/jobs/${jobs.noSalary}`,
    'job-external': `/jobs/${jobs.external}`,
    'job-expired': `/jobs/${jobs.expired}`,
    company: `/companies/${company.items[0]?.company_id}`,
    blog: '/blog',
    'blog-post': '/blog/nz-labour-market-2025',
    help: '/help-center',
    pricing: '/pricing',
    'customer-service': '/employers/customer-service',
    privacy: '/privacy',
    terms: '/terms',
    'sign-in': '/login',
    'not-found': '/no-such-page',
  };

  const dir = mkdtempSync(path.join(tmpdir(), 'fitjobs-html-'));
  const files: string[] = [];
  for (const [name, url] of Object.entries(pages)) {
    const sent = await request.get(url);
    expect(sent.headers()['content-type'], url).toContain('text/html');
    const html = await sent.text();
    files.push(path.join(dir, `${name}.sent.html`));
    writeFileSync(files.at(-1) ?? '', html);
    if (DRAWN_CONTENT.includes(name)) {
      // Content pages arrive drawn, with a head of their own (issue 25).
      expect(html, url).toMatch(/<title>[^<]+ \| FitJobs<\/title>/);
      expect(html, url).toContain(`<link rel="canonical" href="${new URL(url, sent.url()).href}">`);
      expect(html, url).toContain('<meta property="og:image"');
      expect(html, url).not.toContain('<div id="root"></div>');
    }

    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('#root > *').first()).toBeVisible();
    files.push(path.join(dir, `${name}.drawn.html`));
    writeFileSync(files.at(-1) ?? '', await page.content());
  }

  // vnu exits 1 when it finds an error and writes its report (JSON) to stderr either way.
  const report = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  ).then(
    (r) => r.stderr,
    (err: { stderr?: string; code?: unknown }) => {
      if (!err.stderr) throw new Error(`vnu did not run (is Java installed?): ${String(err.code)}`);
      return err.stderr;
    },
  );
  const errors = (JSON.parse(report) as { messages: VnuMessage[] }).messages.filter(
    (m) => m.type === 'error' || m.type === 'non-document-error',
  );
  const perFile = new Map<string, number>();
  for (const m of errors) {
    const file = path.basename(m.url ?? '?');
    perFile.set(file, (perFile.get(file) ?? 0) + 1);
  }
  const summary = errors
    .slice(0, 20)
    .map((m) => `${path.basename(m.url ?? '?')}:${m.lastLine}: ${m.message}\n    ${m.extract ?? ''}`)
    .join('\n');
  process.stdout.write(`vnu: ${files.length} documents, ${errors.length} errors\n`);
  expect(
    errors,
    `vnu errors per document: ${JSON.stringify(Object.fromEntries(perFile))}\n${summary}`,
  ).toEqual([]);
});
