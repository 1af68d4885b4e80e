import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.ts';

/** Pages of the jobs area: search, job detail and the seeker's saved lists. */
export const jobsRoutes: RouteObject[] = [
  { path: '/', ...page(() => import('./pages/home-page.tsx')) },
  { path: '/jobs', ...page(() => import('./pages/jobs-page.tsx')) },
  { path: '/jobs/:id', ...page(() => import('./pages/job-detail-page.tsx')) },
  { path: '/saved-jobs', ...page(() => import('./pages/saved-jobs-page.tsx')) },
  { path: '/saved-searches', ...page(() => import('./pages/saved-searches-page.tsx')) },
];
