import type { RouteObject } from 'react-router';
import { api } from '../../lib/api.ts';
import { page } from '../../lib/lazy-page.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { ServerRenderedRoute } from '../../lib/server-render.ts';
import { prefillBoardStats } from './board-stats.ts';
import HomePage from './pages/home-page.tsx';
import { jobCall, jobKey, jobSearchKey, searchCall } from './requests.ts';
import { toApiQuery } from './search-state.ts';
import { hasPlace } from './where.ts';

// The search and job pages' loaders ask for the page's data at once, while the page's code and
// the schemas (zod, with the jobs area's queries) download beside it, and hold the page back until
// the answer is in the cache. The page then mounts with its data: nothing changes under it while
// it renders in slices, which would force React into one long synchronous render.
const queries = () => import('./api.ts');
const placeQueries = () => import('./where-queries.ts');

/** Pages of the jobs area: search, job detail and the seeker's saved lists. */
export const jobsRoutes: RouteObject[] = [
  // The landing page is tiny and every first visit needs it: bundled, it saves a round trip.
  {
    path: '/',
    Component: HomePage,
    handle: {
      prefill: async ({ queryClient, call }) => prefillBoardStats(queryClient, call),
    } satisfies ServerRenderedRoute,
  },
  {
    path: '/jobs',
    loader: async ({ request }) => {
      const filters = toApiQuery(new URL(request.url).searchParams);
      if (!queryClient.getQueryData(jobSearchKey(filters))) api.early.get(...searchCall(filters));
      // The Where box and the location chip name the URL's place from the first frame.
      const place = hasPlace(filters)
        ? placeQueries().then((m) => queryClient.prefetchQuery(m.placeQuery(filters)))
        : null;
      await Promise.all([
        queryClient.prefetchInfiniteQuery((await queries()).jobSearchQuery(filters)),
        place,
      ]);
      return null;
    },
    // Only on arrival: a filter change must update the URL at once, not after a loader, or a
    // second quick click would build on the old URL and drop the first.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    handle: {
      prefill: async ({ url, queryClient, call }) => {
        const filters = toApiQuery(url.searchParams);
        await Promise.all([
          (await queries()).prefillJobSearch(queryClient, filters, call),
          (await placeQueries()).prefillPlace(queryClient, filters, call),
        ]);
      },
    } satisfies ServerRenderedRoute,
    ...page(() => import('./pages/jobs-page.tsx')),
  },
  {
    path: '/jobs/:id',
    loader: async ({ params: { id = '' } }) => {
      if (!queryClient.getQueryData(jobKey(id))) api.early.post(...jobCall(id));
      await queryClient.prefetchQuery((await queries()).jobQuery(id));
      return null;
    },
    handle: {
      prefill: async ({ params: { id = '' }, queryClient, call }) =>
        (await queries()).prefillJob(queryClient, id, call),
    } satisfies ServerRenderedRoute,
    ...page(() => import('./pages/job-detail-page.tsx')),
  },
  { path: '/saved-jobs', ...page(() => import('./pages/saved-jobs-page.tsx')) },
  { path: '/saved-searches', ...page(() => import('./pages/saved-searches-page.tsx')) },
];
