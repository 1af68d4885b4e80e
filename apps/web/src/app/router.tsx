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
      { path: '/pricing', ...page(() => import('../features/static/pages/pricing-page.tsx')) },
      { path: '/blog', ...page(() => import('../features/static/pages/blog-page.tsx')) },
      { path: '/blog/:slug', ...page(() => import('../features/static/pages/blog-post-page.tsx')) },
      { path: '/help-center', ...page(() => import('../features/static/pages/help-center-page.tsx')) },
      {
        path: '/employers/customer-service',
        ...page(() => import('../features/static/pages/customer-service-page.tsx')),
      },
      { path: '/privacy', ...page(() => import('../features/static/pages/privacy-page.tsx')) },
      { path: '/terms', ...page(() => import('../features/static/pages/terms-page.tsx')) },
      { path: '/companies/:id', ...page(() => import('../features/companies/pages/company-page.tsx')) },
      { path: '/resumes', ...page(() => import('../features/resumes/pages/resumes-page.tsx')) },
      { path: '/resumes/:id', ...page(() => import('../features/resumes/pages/resume-page.tsx')) },
      { path: '/create-resume', ...page(() => import('../features/resumes/pages/resume-wizard-page.tsx')) },
      { path: '/new-resume', ...page(() => import('../features/resumes/pages/resume-wizard-page.tsx')) },
      { path: '/edit-resume/:id', ...page(() => import('../features/resumes/pages/resume-wizard-page.tsx')) },
      {
        path: '/employers/search-resumes',
        ...page(() => import('../features/resumes/pages/search-resumes-page.tsx')),
      },
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
      {
        path: '/applications',
        ...page(() => import('../features/applications/pages/applications-page.tsx')),
      },
      {
        path: '/employers/applicants',
        ...page(() => import('../features/applications/pages/applicants-page.tsx')),
      },
      {
        path: '/employers/jobs/:jobId/applications',
        ...page(() => import('../features/applications/pages/job-applications-page.tsx')),
      },
      { path: '*', ...page(() => import('./not-found-page.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
setNavigator((to) => void router.navigate(to));
