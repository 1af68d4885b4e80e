import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { ServerCall } from '../../lib/server-render.ts';

// The home page's live figures. Part of the first download, like the home page: the schema loads
// with the call, and a page the server drew hydrates without it.

const PATH = '/api/v1/jobs.stats';
const schema = async () => (await import('@fitjobs/contract/discovery')).BoardStats;

export const boardStatsQuery = queryOptions({
  queryKey: ['jobs', 'stats'],
  queryFn: async () => api.post(PATH, {}, await schema()),
  // The API counts once a minute.
  staleTime: 60_000,
});

export async function prefillBoardStats(
  client: { setQueryData: (key: readonly unknown[], data: unknown) => unknown },
  call: ServerCall,
) {
  client.setQueryData(boardStatsQuery.queryKey, (await schema()).parse(await call('POST', PATH, {})));
}
