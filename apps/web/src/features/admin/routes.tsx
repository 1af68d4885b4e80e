import type { RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page.ts';

/** Pages of the admin area beyond the dashboard (decision 0189). */
export const adminRoutes: RouteObject[] = [
  { path: '/admin/users/:userId', ...page(() => import('./pages/admin-user-page.tsx')) },
];
