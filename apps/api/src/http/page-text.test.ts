import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { makeCompany, makeJob } from '../test/job-fixtures.ts';
import { tempWebBuild } from '../test/web-build.ts';

// Text that String.replace would interpret in a string replacement: the page before the match,
// the page after it, the match itself; and a tag that would end a script early.
const NASTY = "$` $' $& </script>";
/** The same as stored rich text (HTML) says it. */
const NASTY_HTML = "$` $' $&amp; &lt;/script&gt;";

const BEFORE = '<!doctype html><html><head><meta charset="utf-8">';
const TITLE = '<title>FitJobs</title>';
const MIDDLE = '<link rel="stylesheet" href="/assets/app.css"></head><body>';
/** As served: the server puts the anchor for hoisted style elements last in <head> (spa.ts). */
const SERVED_MIDDLE = MIDDLE.replace(
  '</head>',
  '<style data-precedence="mantine" data-href="fitjobs-head"></style>\n  </head>',
);
const ROOT = '<div id="root"></div>';
const AFTER = '<script type="module" src="/assets/app.js"></script></body></html>';

// A stand-in for the built entry-server.tsx: draws a job page with the job's title in it.
const RENDERER = `
const esc = (s) => s.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderPage(href, call) {
  const m = new URL(href).pathname.match(/^\\/jobs\\/([0-9a-f-]{36})$/);
  if (!m) return null;
  const job = (await call('POST', '/api/v1/jobs.get', { id: m[1] })).item;
  return {
    html: '<h1>' + esc(job.title) + '</h1>',
    script: '<script type="application/json" id="server-state">' + JSON.stringify({ title: job.title }).replace(/</g, '\\\\u003c') + '</script>',
  };
}
`;

let t: TestApp;
beforeAll(async () => {
  const webDist = tempWebBuild({
    'index.html': BEFORE + TITLE + MIDDLE + ROOT + AFTER,
    'entry-server.mjs': RENDERER,
  });
  t = await createTestApp({ webDist, webSsr: path.join(webDist, 'entry-server.mjs') });
});
afterAll(() => t.close());

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Splits the page into the template's fixed parts and the head put in; fails unless they are intact. */
function headOf(html: string): { head: string[]; jsonLd: unknown; rest: string } {
  expect(html.startsWith(BEFORE)).toBe(true);
  const end = html.indexOf(SERVED_MIDDLE);
  expect(end).toBeGreaterThan(0);
  const lines = html.slice(BEFORE.length, end).split('\n    ');
  const ld = lines.pop() ?? '';
  const m = /^<script type="application\/ld\+json">([^<]*)<\/script>$/.exec(ld);
  expect(m, ld).not.toBeNull();
  return { head: lines, jsonLd: JSON.parse(m?.[1] ?? 'null'), rest: html.slice(end) };
}

/** The link-preview tags renderHead writes after the canonical link, the board's image in them. */
const previewTags = (title: string, description: string, url: string) => {
  const image = 'http://localhost:3000/og-image.jpg';
  return [
    '<meta property="og:site_name" content="FitJobs">',
    '<meta property="og:type" content="website">',
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:image" content="${image}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${esc(title)}">`,
    `<meta name="twitter:description" content="${esc(description)}">`,
    `<meta name="twitter:image" content="${image}">`,
  ];
};

describe('server-drawn pages never interpret the text they carry', () => {
  it("keeps a company page's head byte for byte with $`, $', $& and </script> in its name and tagline", async () => {
    const company = await makeCompany(t, {
      name: `Dollar ${NASTY} Co`,
      tagline: `Pay ${NASTY} more`,
      description: `<p>About ${NASTY_HTML}</p>`,
    });
    const res = await t.app.inject({ url: `/companies/${company.id}` });
    expect(res.statusCode).toBe(200);
    const { head, jsonLd, rest } = headOf(res.body);
    const title = `Dollar ${NASTY} Co - Jobs, Reviews & Company Info | FitJobs`;
    const canonical = `http://localhost:3000/companies/${company.id}`;
    expect(head).toEqual([
      `<title>${esc(title)}</title>`,
      `<meta name="description" content="${esc(`Pay ${NASTY} more`)}">`,
      `<link rel="canonical" href="${canonical}">`,
      ...previewTags(title, `Pay ${NASTY} more`, canonical),
      `<meta name="keywords" content="${esc(`Dollar ${NASTY} Co, jobs, careers, reviews`)}">`,
    ]);
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name: `Dollar ${NASTY} Co`, url: canonical });
    expect((jsonLd as { description: string }).description).toContain(`About ${NASTY}`);
    expect(rest).toBe(SERVED_MIDDLE + ROOT + AFTER);
  });

  it("keeps a job page's head and drawn body byte for byte with $`, $', $& and </script> in its title", async () => {
    const company = await makeCompany(t, { name: `Cafe ${NASTY}` });
    const job = await makeJob(t, company, {
      title: `Chef ${NASTY}`,
      description: { summary: `<p>Cook ${NASTY_HTML}</p>` },
      expiresAt: new Date(t.clock.now().getTime() + 30 * 86_400_000),
    });
    const res = await t.app.inject({ url: `/jobs/${job.id}` });
    expect(res.statusCode).toBe(200);
    const { head, jsonLd, rest } = headOf(res.body);
    const title = `Chef ${NASTY} at Cafe ${NASTY} | FitJobs`;
    const url = `http://localhost:3000/jobs/${job.id}`;
    expect(head.slice(0, 13)).toEqual([
      `<title>${esc(title)}</title>`,
      `<meta name="description" content="${esc(`Cook ${NASTY}`)}">`,
      `<link rel="canonical" href="${url}">`,
      ...previewTags(title, `Cook ${NASTY}`, url),
    ]);
    expect(head[13]).toMatch(
      /^<meta name="keywords" content="Chef \$` \$&#39; \$&amp; &lt;\/script&gt;, Cafe /,
    );
    expect(head).toHaveLength(14);
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: `Chef ${NASTY}`,
      hiringOrganization: { name: `Cafe ${NASTY}` },
    });
    const state = JSON.stringify({ title: `Chef ${NASTY}` }).replace(/</g, '\\u003c');
    expect(rest).toBe(
      `${SERVED_MIDDLE}<div id="root"><h1>Chef $\` $&#39; $&#38; &#60;/script&#62;</h1></div>` +
        `<script type="application/json" id="server-state">${state}</script>${AFTER}`,
    );
  });
});
