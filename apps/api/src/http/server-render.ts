import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

/** One call a page makes while the server draws it (apps/web/src/lib/server-render.ts). */
export type ServerCall = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<unknown>;

/** A page's API call that the API answered with anything but 200. */
export class PageCallFailed extends Error {
  constructor(
    readonly statusCode: number,
    call: string,
  ) {
    super(`${call} answered ${statusCode}`);
  }
}

/**
 * The API as one page sees it while the server answers it: each call goes through the API in
 * process, as an anonymous visitor's would (same validation, same answers; only a 200 is data),
 * and each distinct call is made once, so the page's meta and its drawing share their reads of a
 * job and its company (decision 0231). Made anew for every page: nothing outlives the request.
 */
export function pageCalls(app: FastifyInstance): ServerCall {
  const answers = new Map<string, Promise<unknown>>();
  return (method, url, body) => {
    const key = `${method} ${url} ${JSON.stringify(body ?? null)}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = app
        .inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) })
        .then((res) => {
          if (res.statusCode !== 200) throw new PageCallFailed(res.statusCode, key);
          return res.json();
        });
      // Each caller awaits the answer and sees its failure; a call made and then left (a drawing
      // that stopped at an earlier failure) must not become an unhandled rejection.
      answer.catch(() => {});
      answers.set(key, answer);
    }
    return answer;
  };
}

/** A page call's answer read with the contract's schema, or null when the API says 404. */
export async function foundOrNull<T>(answer: Promise<unknown>, schema: ZodType<T>): Promise<T | null> {
  try {
    return schema.parse(await answer);
  } catch (err) {
    if (err instanceof PageCallFailed && err.statusCode === 404) return null;
    throw err;
  }
}

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
  render: ((request: FastifyRequest, call: ServerCall) => Promise<RenderedPage | null>) | null;
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

  // A call that fails means the page is not drawn (below).
  const render = async (request: FastifyRequest, call: ServerCall) => {
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
