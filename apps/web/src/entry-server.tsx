import { cutAtWord } from '@fitjobs/contract';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  type DataStrategyFunction,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { findBlogPost } from './features/static/blog.ts';
import { type PageHead, STATIC_HEADS } from './features/static/page-heads.ts';
import { isBlogPost } from './features/static/site-pages.ts';
import { BRAND } from './lib/brand.ts';
import { drawHtml } from './lib/draw-html.ts';
import type { ServerCall, ServerRenderedRoute } from './lib/server-render.ts';
import { serverStateScript } from './lib/server-state.ts';

export { sitePages } from './features/static/site-pages.ts';

/** A page drawn on the server: the HTML for #root, and the script element to put after it. */
export interface ServerPage {
  html: string;
  script: string;
}

// The loaders only start the page's calls early in the browser; here prefill has put the data in
// the cache already. Each route's lazy module still loads (resolve), its loader is skipped.
const skipLoaders: DataStrategyFunction = async ({ matches }) =>
  Object.fromEntries(
    await Promise.all(matches.map(async (match) => [match.route.id, await match.resolve(async () => null)])),
  );

// One handler for every drawing: making it ranks all the routes (about 0.4 ms a page).
const handler = createStaticHandler(routes);

/**
 * Draws the page at `href` for an anonymous visitor when its route is server-rendered (the search
 * and job pages); null for every other page, which the browser draws alone. A failed call (an
 * unknown job, say) throws: the server then sends the page undrawn and the browser shows the error.
 */
export async function renderPage(href: string, call: ServerCall): Promise<ServerPage | null> {
  const url = new URL(href);
  const last = matchRoutes(routes, url.pathname)?.at(-1);
  const handle = last?.route.handle as ServerRenderedRoute | undefined;
  if (!last || !handle?.prefill) return null;

  const queryClient = new QueryClient();
  await handle.prefill({ url, params: last.params, queryClient, call });
  const context = await handler.query(new Request(url), { dataStrategy: skipLoaders });
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await drawHtml(
    <StrictMode>
      <App queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  const state = { queries: dehydrate(queryClient), loaderData: context.loaderData };
  return { html, script: serverStateScript(state) };
}

/**
 * The HTTP status of the page at `pathname`: 404 when no route of the app answers it (the
 * not-found page) or it names a blog post that is not there; 200 otherwise. Jobs and companies
 * are looked up by the API (spa.ts).
 */
export function pageStatus(pathname: string): number {
  const last = matchRoutes(routes, pathname)?.at(-1);
  if (!last || last.route.path === '*') return 404;
  if (last.route.path === '/blog/:slug' && !isBlogPost(last.params.slug ?? '')) return 404;
  return 200;
}

/**
 * The title and description the server writes in <head> for a static page or a blog post (the
 * page sets the same in the browser); null for any other path. Jobs, companies and searches have
 * their own (the API's page meta routes).
 */
export function pageHead(pathname: string): PageHead | null {
  const slug = /^\/blog\/([^/]+)$/.exec(pathname)?.[1];
  if (slug) {
    const post = findBlogPost(slug);
    return post ? { title: `${post.title} | ${BRAND}`, description: cutAtWord(post.excerpt, 160) } : null;
  }
  return (STATIC_HEADS as Record<string, PageHead>)[pathname] ?? null;
}
