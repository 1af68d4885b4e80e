import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One call a page makes while the server draws it (apps/web/src/lib/server-render.ts). */
type ServerCall = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<unknown>;

/** The HTML of a page drawn on the server: what goes in #root, and the state script after it. */
export type RenderedPage = { html: string; script: string };

/** What the web app's entry-server.tsx exports. */
interface ServerRenderer {
  renderPage(href: string, call: ServerCall): Promise<RenderedPage | null>;
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
export async function loadServerRenderer(
  app: FastifyInstance,
): Promise<((request: FastifyRequest) => Promise<RenderedPage | null>) | null> {
  const file = app.config.webSsr;
  if (!file || !existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as ServerRenderer;

  // The page's calls go through the API in process, as an anonymous visitor's would: same
  // validation, same answers. Only a 200 is data; anything else means the page is not drawn.
  const call: ServerCall = async (method, url, body) => {
    const res = await app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}`);
    return res.json();
  };

  return async (request) => {
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
}
