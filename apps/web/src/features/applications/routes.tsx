import type { RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page.ts';

/** Pages of the applications area. */
export const applicationsRoutes: RouteObject[] = [
  { path: '/applications', ...page(() => import('./pages/applications-page.tsx')) },
  { path: '/employers/applicants', ...page(() => import('./pages/applicants-page.tsx')) },
  { path: '/employers/jobs/:jobId/applications', ...page(() => import('./pages/job-applications-page.tsx')) },
];
