import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// Toasts only follow an action, so the container and its styles load after the first render;
// react-toastify queues any toast raised before it mounts.
const ToastContainer = lazy(() => import('./toasts.ts'));

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
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
