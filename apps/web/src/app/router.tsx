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
      { path: '/login', ...page(() => import('../features/account/pages/login-page.tsx')) },
      { path: '/profile', ...page(() => import('../features/account/pages/profile-page.tsx')) },
      { path: '*', ...page(() => import('./not-found-page.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
setNavigator((to) => void router.navigate(to));
