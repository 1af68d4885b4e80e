import type { RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page.ts';
import type { ServerRenderedRoute } from '../../lib/server-render.ts';

// Their content ships with the page's code: the server draws them with no call to make.
const drawn = { handle: { prefill: async () => {} } satisfies ServerRenderedRoute };

/** Pages of the static area. */
export const staticRoutes: RouteObject[] = [
  { path: '/pricing', ...drawn, ...page(() => import('./pages/pricing-page.tsx')) },
  { path: '/blog', ...drawn, ...page(() => import('./pages/blog-page.tsx')) },
  { path: '/blog/:slug', ...drawn, ...page(() => import('./pages/blog-post-page.tsx')) },
  { path: '/help-center', ...drawn, ...page(() => import('./pages/help-center-page.tsx')) },
  {
    path: '/employers/customer-service',
    ...drawn,
    ...page(() => import('./pages/customer-service-page.tsx')),
  },
  { path: '/privacy', ...drawn, ...page(() => import('./pages/privacy-page.tsx')) },
  { path: '/terms', ...drawn, ...page(() => import('./pages/terms-page.tsx')) },
];
