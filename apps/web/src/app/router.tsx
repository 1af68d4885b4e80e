import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';

/** A lazily loaded page: each page module default-exports its component. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', ...page(() => import('../features/jobs/pages/home-page.tsx')) },
      { path: '/jobs', ...page(() => import('../features/jobs/pages/jobs-page.tsx')) },
      { path: '/jobs/:id', ...page(() => import('../features/jobs/pages/job-detail-page.tsx')) },
      { path: '/saved-jobs', ...page(() => import('../features/jobs/pages/saved-jobs-page.tsx')) },
      { path: '/saved-searches', ...page(() => import('../features/jobs/pages/saved-searches-page.tsx')) },
      { path: '*', ...page(() => import('./not-found-page.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
setNavigator((to) => void router.navigate(to));
