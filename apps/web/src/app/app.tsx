import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient as browserQueryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';
import { ThemeStyles } from './theme-styles.tsx';

// Toasts only follow an action, so the container and its styles load after the first render;
// react-toastify queues any toast raised before it mounts.
const ToastContainer = lazy(() => import('./toasts.ts'));

/**
 * Everything around the router: the browser passes its RouterProvider, the server
 * (entry-server.tsx) a StaticRouterProvider and a query client of the request's own, so both
 * draw the same tree and the browser can hydrate the server's HTML.
 */
export function App({
  children,
  queryClient = browserQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    // Mantine's CSS variables and breakpoint classes come from ThemeStyles, and its responsive
    // props' styles as hoistable style elements (deduplicateInlineStyles): all of them in <head>,
    // none inside #root (decision 0191).
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false} deduplicateInlineStyles>
      <ThemeStyles />
      <QueryClientProvider client={queryClient}>
        {children}
        {/* react-toastify's defaults are the seeker side's: top-right, 5 s, drag 80%, Alt+T. */}
        <Suspense fallback={null}>
          <ToastContainer
            position="top-right"
            autoClose={5000}
            draggablePercent={80}
            hotKeys={(e) => e.altKey && e.code === 'KeyT'}
          />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
