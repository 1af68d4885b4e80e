import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.ts';
import HomePage from './pages/home-page.tsx';

/** Pages of the jobs area: search, job detail and the seeker's saved lists. */
export const jobsRoutes: RouteObject[] = [
  // The landing page is tiny and every first visit needs it: bundled, it saves a round trip.
  { path: '/', Component: HomePage },
  { path: '/jobs', ...page(() => import('./pages/jobs-page.tsx')) },
  { path: '/jobs/:id', ...page(() => import('./pages/job-detail-page.tsx')) },
  { path: '/saved-jobs', ...page(() => import('./pages/saved-jobs-page.tsx')) },
  { path: '/saved-searches', ...page(() => import('./pages/saved-searches-page.tsx')) },
];
