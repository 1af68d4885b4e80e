import type { RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page.ts';

/** Pages of the account area: sign-in and profile. */
export const accountRoutes: RouteObject[] = [
  { path: '/login', ...page(() => import('./pages/login-page.tsx')) },
  { path: '/profile', ...page(() => import('./pages/profile-page.tsx')) },
];
