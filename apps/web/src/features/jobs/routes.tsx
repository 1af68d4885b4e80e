import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.ts';
import HomePage from './pages/home-page.tsx';

// Loaded on demand like the pages: it brings the API client's schemas (zod).
const prefetch = () => import('./prefetch.ts');

/** Pages of the jobs area: search, job detail and the seeker's saved lists. */
export const jobsRoutes: RouteObject[] = [
  // The landing page is tiny and every first visit needs it: bundled, it saves a round trip.
  { path: '/', Component: HomePage },
  {
    path: '/jobs',
    loader: async (args: LoaderFunctionArgs) => (await prefetch()).prefetchJobSearch(args),
    // Only on arrival: a filter change must update the URL at once, not after a loader, or a
    // second quick click would build on the old URL and drop the first.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    ...page(() => import('./pages/jobs-page.tsx')),
  },
  {
    path: '/jobs/:id',
    loader: async (args: LoaderFunctionArgs) => (await prefetch()).prefetchJob(args),
    ...page(() => import('./pages/job-detail-page.tsx')),
  },
  { path: '/saved-jobs', ...page(() => import('./pages/saved-jobs-page.tsx')) },
  { path: '/saved-searches', ...page(() => import('./pages/saved-searches-page.tsx')) },
];
