import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import { jobQuery, jobSearchQuery } from './api.ts';
import { toApiQuery } from './search-state.ts';

// Route loaders that start a page's first request while its code is still downloading (React
// Router runs them beside `lazy`), instead of after the page has rendered. They don't wait for
// the answer: the page shows its own loading state and picks the request up from the cache.

export function prefetchJobSearch({ request }: LoaderFunctionArgs): null {
  void queryClient.prefetchInfiniteQuery(jobSearchQuery(toApiQuery(new URL(request.url).searchParams)));
  return null;
}

export function prefetchJob({ params }: LoaderFunctionArgs): null {
  if (params.id) void queryClient.prefetchQuery(jobQuery(params.id));
  return null;
}
