import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page.ts';

/** Pages of the jobs area. */
export const jobsRoutes: RouteObject[] = [{ path: '/', ...page(() => import('./pages/home-page.tsx')) }];
