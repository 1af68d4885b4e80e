import type { RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page.ts';

/** Pages of the resumes area. */
export const resumesRoutes: RouteObject[] = [
  { path: '/resumes', ...page(() => import('./pages/resumes-page.tsx')) },
  { path: '/resumes/:id', ...page(() => import('./pages/resume-page.tsx')) },
  { path: '/create-resume', ...page(() => import('./pages/resume-wizard-page.tsx')) },
  { path: '/new-resume', ...page(() => import('./pages/resume-wizard-page.tsx')) },
  { path: '/edit-resume/:id', ...page(() => import('./pages/resume-wizard-page.tsx')) },
  { path: '/employers/search-resumes', ...page(() => import('./pages/search-resumes-page.tsx')) },
];
