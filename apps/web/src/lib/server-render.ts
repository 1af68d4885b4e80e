import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Params } from 'react-router';

/**
 * How the server answers a page's API calls while it renders the page (entry-server.tsx): the
 * same method, URL and body the browser would send, answered by the API in process.
 */
export type ServerCall = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<unknown>;

/** A route's `handle` when the server renders its page: `prefill` puts the page's data in the cache. */
export interface ServerRenderedRoute {
  prefill(args: { url: URL; params: Params; queryClient: QueryClient; call: ServerCall }): Promise<void>;
}

const noSubscription = () => () => {};

/** True on the server and while the browser hydrates the server's HTML; false in every later render. */
export const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
