import type { RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page.ts';
import type { ServerRenderedRoute } from '../../lib/server-render.ts';

/** Pages of the companies area. */
export const companiesRoutes: RouteObject[] = [
  {
    path: '/companies/:id',
    handle: {
      prefill: async ({ params: { id = '' }, queryClient, call }) =>
        (await import('./api.ts')).prefillCompany(queryClient, id, call),
    } satisfies ServerRenderedRoute,
    ...page(() => import('./pages/company-page.tsx')),
  },
];
