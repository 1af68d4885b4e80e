import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api.ts';
import type { Session } from './auth.ts';
import { queryClient } from './query-client.ts';
import { listen } from './signals.ts';

// The nav bar shows these, and it is part of the first download for /: the schemas (and with them
// zod) load on the first call instead, which keeps that download inside its budget
// (apps/web/build/bundle-budget.ts).
const schemas = () => import('@fitjobs/contract/counters');

export const employeeCountersQuery = queryOptions({
  queryKey: ['counters', 'employee'],
  queryFn: async () => api.post('/api/v1/employees/counters.list', {}, (await schemas()).EmployeeCounters),
});
export const employerCountersQuery = queryOptions({
  queryKey: ['counters', 'employer'],
  queryFn: async () => api.post('/api/v1/employers/counters.list', {}, (await schemas()).EmployerCounters),
});

/** Counters for the nav badges; refreshed by the resume, saved-jobs and applications signals. */
export function useCounters(session: Session | null) {
  const employee = useQuery({ ...employeeCountersQuery, enabled: session?.role === 'employee' });
  const employer = useQuery({ ...employerCountersQuery, enabled: session?.role === 'employer' });
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['counters'] });
    const offs = [
      listen('resume-changed', refresh),
      listen('saved-jobs-changed', refresh),
      listen('applications-changed', refresh),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, []);
  return { employee: employee.data, employer: employer.data };
}
