import {
  type JobReportBody,
  list,
  Ok,
  ReportedJob,
  ReportedReview,
  type ReviewReportBody,
} from '@fitjobs/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Reports by anyone signed in, and the admin queues (docs/decisions/0122, 0123). */
export function useReportReview() {
  return useMutation({
    mutationFn: (body: ReviewReportBody) => api.post('/api/v1/companies.reviews.report', body, Ok),
  });
}

export function useReportJob() {
  return useMutation({
    mutationFn: (body: JobReportBody) => api.post('/api/v1/jobs/reports.insert', body, Ok),
  });
}

export const reportedReviewsQuery = queryOptions({
  queryKey: ['admin', 'reports', 'reviews'],
  queryFn: () => api.post('/api/v1/admins/reviews.reports.list', {}, list(ReportedReview)),
});

export const reportedJobsQuery = queryOptions({
  queryKey: ['admin', 'reports', 'jobs'],
  queryFn: () => api.post('/api/v1/admins/jobs.reports.list', {}, list(ReportedJob)),
});

/** Remove or Keep a reported review; Dismiss a reported job (Archive asks a reason: admin/api.ts). */
export function useSettleReport() {
  const client = useQueryClient();
  const urls = {
    removeReview: '/api/v1/admins/companies.reviews.delete',
    keepReview: '/api/v1/admins/reviews.reports.dismiss',
    dismissJob: '/api/v1/admins/jobs.reports.dismiss',
  } as const;
  return useMutation({
    mutationFn: ({ action, id }: { action: keyof typeof urls; id: string }) =>
      api.post(urls[action], { id }, Ok),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'reports'] }),
  });
}
