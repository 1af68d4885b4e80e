import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { makeCompany } from '../test/job-fixtures.ts';
import { tempWebBuild } from '../test/web-build.ts';

// Issue 25 item 3: content pages arrive drawn, each with its own head. A stand-in for the built
// entry-server.tsx draws /pricing and knows its head, as the real one does for the static pages
// and blog posts (pageHead); the real build is read by e2e/html-valid.spec.ts.
const RENDERER = `
export async function renderPage(href) {
  const { pathname } = new URL(href);
  if (pathname !== '/pricing') return null;
  return {
    html: '<style data-precedence="mantine" data-href="m-1">.a{}</style><main><h1>Simple plans</h1></main>',
    script: '',
  };
}
export function pageHead(pathname) {
  return pathname === '/pricing'
    ? { title: 'Pricing | FitJobs', description: 'Plans for employers & agencies.' }
    : null;
}
`;

let t: TestApp;
beforeAll(async () => {
  const webDist = tempWebBuild({
    'index.html':
      '<!doctype html><html><head><title>FitJobs</title><meta name="description" content="Default" data-default></head><body><div id="root"></div></body></html>',
    'entry-server.mjs': RENDERER,
  });
  t = await createTestApp({ webDist, webSsr: path.join(webDist, 'entry-server.mjs') });
});
afterAll(() => t.close());

describe('content pages carry their own head and arrive drawn', () => {
  it('gives /pricing its title, description, canonical, Open Graph and Twitter tags, and its text', async () => {
    const res = await t.app.inject({ url: '/pricing' });
    expect(res.statusCode).toBe(200);
    const body = res.body;
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Pricing | FitJobs</title>');
    expect(head).toContain('<meta name="description" content="Plans for employers &amp; agencies.">');
    expect(head).not.toContain('content="Default"');
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/pricing">');
    expect(head).toContain('<meta property="og:title" content="Pricing | FitJobs">');
    expect(head).toContain('<meta property="og:url" content="http://localhost:3000/pricing">');
    expect(head).toContain('<meta property="og:image" content="http://localhost:3000/og-image.jpg">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta name="twitter:description" content="Plans for employers &amp; agencies.">');
    // The style React hoists goes to the head, after the anchor; the drawn text stays in #root.
    expect(head).toMatch(
      /data-href="fitjobs-head"><\/style><style data-precedence="mantine" data-href="m-1">/,
    );
    expect(body).toContain('<div id="root"><main><h1>Simple plans</h1></main></div>');
  });

  it("shows a company's logo in link previews, the board's image otherwise", async () => {
    const withLogo = await makeCompany(t, { logoUrl: '/api/v1/files/logo-1.png' });
    const res = await t.app.inject({ url: `/companies/${withLogo.id}` });
    expect(res.body).toContain(
      '<meta property="og:image" content="http://localhost:3000/api/v1/files/logo-1.png">',
    );
    expect(res.body).toContain('<meta name="twitter:card" content="summary">');
    const plain = await t.app.inject({ url: `/companies/${(await makeCompany(t)).id}` });
    expect(plain.body).toContain('<meta property="og:image" content="http://localhost:3000/og-image.jpg">');
  });
});
