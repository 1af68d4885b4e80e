import { EmployeeCounters, EmployerCounters, Ok } from '@fitjobs/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { type Session, tokens } from '../../lib/auth.ts';
import { queryClient } from '../../lib/query-client.ts';
import { listen } from '../../lib/signals.ts';

export const employeeCountersQuery = queryOptions({
  queryKey: ['counters', 'employee'],
  queryFn: () => api.post('/api/v1/employees/counters.list', {}, EmployeeCounters),
});
export const employerCountersQuery = queryOptions({
  queryKey: ['counters', 'employer'],
  queryFn: () => api.post('/api/v1/employers/counters.list', {}, EmployerCounters),
});

/** Counters for the nav badges; refreshed by the resume-changed and saved-jobs-changed signals. */
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

/** Revokes the refresh token on the server, then forgets the session here. */
export async function signOut(): Promise<void> {
  const refresh_token = tokens.refresh();
  if (refresh_token) {
    await api.post('/api/v1/tokens.revoke', { refresh_token }, Ok).catch(() => undefined);
  }
  tokens.clear();
  queryClient.clear();
}
