import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BROTLI_OPTIONS } from './compression.ts';
import { loadWebPages, NO_WEB_PAGES, pageCalls, type ServerCall, type WebPages } from './server-render.ts';

/** What the server puts in <head> for crawlers on a page (the web app sets the same in the browser). */
export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  keywords?: string;
  /** schema.org object, serialised as an application/ld+json block. */
  jsonLd?: Record<string, unknown>;
  /** Kept out of search results (an expired or archived job keeps its page, spec part 1). */
  noindex?: boolean;
  /** Absolute URL of the picture link previews show (a company's logo); else the board's own. */
  image?: string;
}

export interface PageMetaRoute {
  /** e.g. /^\/jobs\/([0-9a-f-]{36})$/ */
  pattern: RegExp;
  /**
   * null: the object the path names does not exist, and the page answers 404. `call` reads the API
   * as the page's drawing does, sharing its answers (decision 0231).
   */
  resolve(match: RegExpMatchArray, request: FastifyRequest, call: ServerCall): Promise<PageMeta | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Features push their crawler meta resolvers here (jobs, companies). */
    pageMeta: PageMetaRoute[];
    /** What the web app's server build says about its pages (statuses, the pages for the sitemap). */
    webPages: WebPages;
  }
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderHead(meta: PageMeta, defaultImage: string): string {
  const image = meta.image ?? defaultImage;
  const parts = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex">'] : []),
    // Open Graph and Twitter cards: what a shared link shows (issue 25).
    '<meta property="og:site_name" content="FitJobs">',
    '<meta property="og:type" content="website">',
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary' : 'summary_large_image'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ];
  if (meta.keywords) parts.push(`<meta name="keywords" content="${escapeHtml(meta.keywords)}">`);
  if (meta.jsonLd) parts.push(`<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`);
  return parts.join('\n    ');
}

/**
 * Serves the built web app: static assets, and index.html for every other non-API GET
 * (client-side routes), with page meta injected for crawlers where a feature knows it.
 */
export const spaPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('pageMeta', [] as PageMetaRoute[]);
  const indexFile = path.join(app.config.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: app.config.webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
      preCompressed: true,
      // Hashed asset names never change content; index.html is served below and never cached.
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const template = hasWeb ? withStyleAnchor(readFileSync(indexFile, 'utf8')) : '';
  const web = hasWeb ? await loadWebPages(app) : NO_WEB_PAGES;
  app.decorate('webPages', web);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || url.startsWith('/api/') || !hasWeb) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    // One URL per page: /jobs/<id>/ and every other path with a trailing slash move to the same
    // path without it, query kept (the canonical links never end in a slash). Leading slashes are
    // collapsed, so "//host/" cannot become a redirect to another site.
    if (url.length > 1 && url.endsWith('/')) {
      const query = request.url.slice(url.length);
      return reply.redirect(`/${url.replace(/^\/+|\/+$/g, '')}${query}`, 301);
    }
    let html = template;
    let status = web.status(url);
    const call = pageCalls(app);
    const defaultImage = `${app.config.publicUrl}/og-image.jpg`;
    // A static page or blog post: the web app knows its title and description.
    const head = status === 200 ? web.head(url) : null;
    if (head) {
      const meta = { ...head, canonical: `${app.config.publicUrl}${url}` };
      html = html.replace(DEFAULT_HEAD, () => renderHead(meta, defaultImage));
    }
    for (const route of app.pageMeta) {
      const match = url.match(route.pattern);
      if (!match) continue;
      const meta = await route.resolve(match, request, call).catch((err) => {
        request.log.warn({ err }, 'page meta failed');
        return undefined;
      });
      if (meta === null) status = 404;
      // The page's own title and description stand in for the site's defaults: one of each.
      // Replacements are functions throughout: a string would expand $`, $' and $& found in a
      // company's or a job's text into copies of the page.
      if (meta) html = html.replace(DEFAULT_HEAD, () => renderHead(meta, defaultImage));
      break;
    }
    // A missing page is drawn in the browser (the spec's 404 page); the server only says 404.
    const page = status === 200 && web.render ? await web.render(request, call) : null;
    if (page) {
      const { head, body } = splitHoisted(page.html);
      html = html
        .replace(STYLE_ANCHOR, () => STYLE_ANCHOR + head)
        .replace(ROOT, () => `<div id="root">${body}</div>${page.script}`);
    }
    reply.status(status);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return sendCompressed(request, reply, html);
  });
});

const ROOT = '<div id="root"></div>';

/**
 * Where React puts the style elements a page hoists (Mantine's theme and responsive styles, with
 * precedence "mantine"): after the last one of that precedence, so after this one, which stands
 * last in <head>, after the app's stylesheet, as Mantine's own styles would (decision 0191).
 * Without it React would put the first one at the very top of <head>, before <meta charset>.
 */
const STYLE_ANCHOR = '<style data-precedence="mantine" data-href="fitjobs-head"></style>';
const withStyleAnchor = (template: string) => template.replace('</head>', () => `${STYLE_ANCHOR}\n  </head>`);

/**
 * React draws a page that is not a whole document with the elements it hoists (style elements
 * with a precedence, preload links) first, inside #root, where HTML forbids them: they go to the
 * head. The browser finds them there when it hydrates, as it would have put them there itself.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  const leading = html.match(/^(?:<link [^>]*>|<style [^>]*>.*?<\/style>)+/s)?.[0] ?? '';
  return { head: leading, body: html.slice(leading.length) };
}
/** index.html's title and the site-wide description after it (apps/web/index.html). */
const DEFAULT_HEAD = /<title>.*?<\/title>(\s*<meta name="description"[^>]*>)?/s;

// @fastify/compress only hooks the routes registered after it, and this not-found handler is none:
// the pages are compressed here, as it would (brotli with its options, else gzip).
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  // The page differs by encoding, and by whether a session is stored (server-render.ts).
  reply.header('vary', 'accept-encoding, cookie');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, BROTLI_OPTIONS));
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}
