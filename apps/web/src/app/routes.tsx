import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.tsx';
import { adminRoutes } from '../features/admin/routes.tsx';
import { applicationsRoutes } from '../features/applications/routes.tsx';
import { companiesRoutes } from '../features/companies/routes.tsx';
import { employerRoutes } from '../features/employer/routes.tsx';
import { jobsRoutes } from '../features/jobs/routes.tsx';
import { resumesRoutes } from '../features/resumes/routes.tsx';
import { staticRoutes } from '../features/static/routes.tsx';
import { page } from '../lib/lazy-page.ts';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Each area lists its own pages in features/<area>/routes.tsx.
 * Keep one spread per line: every area appends here, and .gitattributes merges it as a union.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // While the first page's code downloads, the same Layout draws the nav bar and footer around
    // an empty main (React keeps it when the page arrives): a first visit paints at once.
    hydrateFallbackElement: <Layout />,
    errorElement: <RouteError />,
    children: [
      ...jobsRoutes,
      ...staticRoutes,
      ...companiesRoutes,
      ...resumesRoutes,
      ...employerRoutes,
      ...applicationsRoutes,
      ...accountRoutes,
      ...adminRoutes,
      { path: '*', ...page(() => import('./not-found-page.tsx')) },
    ],
  },
];
