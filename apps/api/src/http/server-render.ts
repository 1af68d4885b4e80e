import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One call a page makes while the server draws it (apps/web/src/lib/server-render.ts). */
type ServerCall = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<unknown>;

/** The HTML of a page drawn on the server: what goes in #root, and the state script after it. */
export type RenderedPage = { html: string; script: string };

/** A page of the web app a crawler should find: its path, and the day it last changed when known. */
export interface SitePage {
  path: string;
  lastmod?: string;
}

/** What the web app's entry-server.tsx exports. */
interface ServerRenderer {
  renderPage(href: string, call: ServerCall): Promise<RenderedPage | null>;
  /** 404 for a path no page of the web app answers (an unknown route, a blog post that is not there). */
  pageStatus?(pathname: string): number;
  /** The public pages that are not jobs or companies: the static pages and the blog posts. */
  sitePages?(): SitePage[];
  /** A static page's or blog post's title and description, for <head>. */
  pageHead?(pathname: string): { title: string; description: string } | null;
}

/** What the server learns from the web app's server build; each part is absent without one. */
export interface WebPages {
  render: ((request: FastifyRequest) => Promise<RenderedPage | null>) | null;
  status(pathname: string): number;
  sitePages(): SitePage[];
  head(pathname: string): { title: string; description: string } | null;
}

/**
 * The web app's mark of a session stored in the browser (`markSignedIn`). The server draws pages
 * as an anonymous visitor sees them, which a signed-in one should not see even for a moment.
 */
const SIGNED_IN = /(?:^|;\s*)fitjobs_signed_in=1(?:;|$)/;

/**
 * Loads the web app's server-rendering module when it was built. The pages it draws (the search
 * and job pages) reach their visitors with their content; every other page is drawn in the browser.
 */
/** Without a server build: every page is drawn in the browser, and only the API knows what is missing. */
export const NO_WEB_PAGES: WebPages = {
  render: null,
  status: () => 200,
  sitePages: () => [],
  head: () => null,
};

export async function loadWebPages(app: FastifyInstance): Promise<WebPages> {
  const file = app.config.webSsr;
  if (!file || !existsSync(file)) return NO_WEB_PAGES;
  const renderer = (await import(pathToFileURL(file).href)) as ServerRenderer;

  // The page's calls go through the API in process, as an anonymous visitor's would: same
  // validation, same answers. Only a 200 is data; anything else means the page is not drawn.
  const call: ServerCall = async (method, url, body) => {
    const res = await app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}`);
    return res.json();
  };

  const render = async (request: FastifyRequest) => {
    // A browser with a stored session gets the page undrawn (apps/web/src/lib/auth.ts).
    if (SIGNED_IN.test(request.headers.cookie ?? '')) return null;
    try {
      return await renderer.renderPage(new URL(request.url, 'http://localhost').href, call);
    } catch (err) {
      // The browser draws the page (and its error) itself: the visitor still gets a working page.
      request.log.info({ err }, 'page not drawn on the server');
      return null;
    }
  };
  return {
    render,
    status: (pathname) => renderer.pageStatus?.(pathname) ?? 200,
    sitePages: () => renderer.sitePages?.() ?? [],
    head: (pathname) => renderer.pageHead?.(pathname) ?? null,
  };
}
