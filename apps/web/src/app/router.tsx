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
      {
        path: '/employers/dashboard',
        ...page(() => import('../features/employer/pages/dashboard-page.tsx')),
      },
      {
        path: '/employers/create-job',
        ...page(() => import('../features/employer/pages/employer-job-wizard-page.tsx')),
      },
      { path: '/employers/jobs', ...page(() => import('../features/employer/pages/my-jobs-page.tsx')) },
      {
        path: '/employers/jobs/:jobId/edit',
        ...page(() => import('../features/employer/pages/employer-job-wizard-page.tsx')),
      },
      { path: '/admin', ...page(() => import('../features/employer/pages/admin-dashboard-page.tsx')) },
      {
        path: '/admin/create-job',
        ...page(() => import('../features/employer/pages/admin-job-wizard-page.tsx')),
      },
      {
        path: '/admin/jobs/:jobId/edit',
        ...page(() => import('../features/employer/pages/admin-job-wizard-page.tsx')),
      },
      { path: '*', ...page(() => import('./not-found-page.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
setNavigator((to) => void router.navigate(to));
