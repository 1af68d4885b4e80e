import type { RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page.ts';

/** Pages of the static area. */
export const staticRoutes: RouteObject[] = [
  { path: '/pricing', ...page(() => import('./pages/pricing-page.tsx')) },
  { path: '/blog', ...page(() => import('./pages/blog-page.tsx')) },
  { path: '/blog/:slug', ...page(() => import('./pages/blog-post-page.tsx')) },
  { path: '/help-center', ...page(() => import('./pages/help-center-page.tsx')) },
  { path: '/employers/customer-service', ...page(() => import('./pages/customer-service-page.tsx')) },
  { path: '/privacy', ...page(() => import('./pages/privacy-page.tsx')) },
  { path: '/terms', ...page(() => import('./pages/terms-page.tsx')) },
];
