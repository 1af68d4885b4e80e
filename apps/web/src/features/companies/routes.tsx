import type { RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page.ts';

/** Pages of the companies area. */
export const companiesRoutes: RouteObject[] = [
  { path: '/companies/:id', ...page(() => import('./pages/company-page.tsx')) },
];
