import { createBrowserRouter, type RouteObject } from 'react-router';
import { applicationsRoutes } from '../features/applications/routes.tsx';
import { companiesRoutes } from '../features/companies/routes.tsx';
import { employerRoutes } from '../features/employer/routes.tsx';
import { jobsRoutes } from '../features/jobs/routes.tsx';
import { resumesRoutes } from '../features/resumes/routes.tsx';
import { staticRoutes } from '../features/static/routes.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { Layout } from './layout.tsx';
import { page } from './lazy-page.ts';
import { RouteError } from './route-error.tsx';

/**
 * Each area lists its own pages in features/<area>/routes.tsx.
 * Keep one spread per line: every area appends here, and .gitattributes merges it as a union.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      ...jobsRoutes,
      ...staticRoutes,
      ...companiesRoutes,
      ...resumesRoutes,
      ...employerRoutes,
      ...applicationsRoutes,
      { path: '/', ...page(() => import('../features/jobs/pages/home-page.tsx')) },
      { path: '/jobs', ...page(() => import('../features/jobs/pages/jobs-page.tsx')) },
      { path: '/jobs/:id', ...page(() => import('../features/jobs/pages/job-detail-page.tsx')) },
      { path: '/saved-jobs', ...page(() => import('../features/jobs/pages/saved-jobs-page.tsx')) },
      { path: '/saved-searches', ...page(() => import('../features/jobs/pages/saved-searches-page.tsx')) },
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
