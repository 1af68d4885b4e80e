import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* react-toastify's defaults are the seeker side's: top-right, 5 s, drag 80%, Alt+T. */}
        <ToastContainer
          position="top-right"
          autoClose={5000}
          draggablePercent={80}
          hotKeys={(e) => e.altKey && e.code === 'KeyT'}
        />
      </QueryClientProvider>
    </MantineProvider>
  );
}
