import type { RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page.ts';

/** Pages of the employer area. */
export const employerRoutes: RouteObject[] = [
  { path: '/employers/dashboard', ...page(() => import('./pages/dashboard-page.tsx')) },
  { path: '/employers/create-job', ...page(() => import('./pages/employer-job-wizard-page.tsx')) },
  { path: '/employers/jobs', ...page(() => import('./pages/my-jobs-page.tsx')) },
  { path: '/employers/jobs/:jobId/edit', ...page(() => import('./pages/employer-job-wizard-page.tsx')) },
  { path: '/employers/team', ...page(() => import('./pages/team-page.tsx')) },
  { path: '/admin', ...page(() => import('./pages/admin-dashboard-page.tsx')) },
  { path: '/admin/create-job', ...page(() => import('./pages/admin-job-wizard-page.tsx')) },
  { path: '/admin/jobs/:jobId/edit', ...page(() => import('./pages/admin-job-wizard-page.tsx')) },
];
