import {
  AdminActionItem,
  type AdminCompaniesListBody,
  AdminCompanyRow,
  AdminJobRow,
  type AdminJobsListBody,
  AdminUserDetail,
  AdminUserItem,
  type AdminUsersListBody,
  adminPage,
  item,
  Ok,
} from '@fitjobs/contract';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The admin area as trust and safety (issue 24, docs/decisions/0189). */

export type UserFilters = Omit<AdminUsersListBody, 'next_cursor' | 'limit'>;
export type CompanyFilters = Omit<AdminCompaniesListBody, 'next_cursor' | 'limit'>;
export type JobFilters = Omit<AdminJobsListBody, 'next_cursor' | 'limit'>;

export const adminUsersQuery = (f: UserFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'users', f],
    queryFn: ({ pageParam }) =>
      api.post('/api/v1/admins/users.list', { ...f, next_cursor: pageParam }, adminPage(AdminUserItem)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const adminCompaniesQuery = (f: CompanyFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'companies', f],
    queryFn: ({ pageParam }) =>
      api.post('/api/v1/admins/companies.list', { ...f, next_cursor: pageParam }, adminPage(AdminCompanyRow)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const adminJobsQuery = (f: JobFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'jobs', f],
    queryFn: ({ pageParam }) =>
      api.post('/api/v1/admins/jobs.list', { ...f, next_cursor: pageParam }, adminPage(AdminJobRow)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const auditLogQuery = infiniteQueryOptions({
  queryKey: ['admin', 'actions'],
  queryFn: ({ pageParam }) =>
    api.post('/api/v1/admins/actions.list', { next_cursor: pageParam }, adminPage(AdminActionItem)),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next_cursor,
});

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'user', id],
    queryFn: () => api.post('/api/v1/admins/users.get', { id }, item(AdminUserDetail)),
  });

/** The decisions that need a reason, by what they do. */
export const DECISIONS = {
  suspendUser: '/api/v1/admins/users.suspend',
  restoreUser: '/api/v1/admins/users.restore',
  suspendCompany: '/api/v1/admins/companies.suspend',
  restoreCompany: '/api/v1/admins/companies.restore',
  takeDownJob: '/api/v1/admins/jobs.archive',
} as const;
export type Decision = keyof typeof DECISIONS;

/** Suspend, restore or take down, with the reason; every admin list and page reads fresh after. */
export function useDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, id, reason }: { decision: Decision; id: string; reason: string }) =>
      api.post(DECISIONS[decision], { id, reason }, Ok),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
