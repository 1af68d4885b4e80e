import '@mantine/core/styles.css';
import './app/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { markSignedIn, tokens } from './lib/auth.ts';
import { setNavigator } from './lib/navigation.ts';
import { queryClient } from './lib/query-client.ts';
import { readServerState } from './lib/server-state.ts';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root');
  return element;
}

/** The matched routes' lazy modules, loaded before hydrating: the server drew their pages. */
async function loadMatchedPages() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start() {
  // Sessions stored before the cookie existed, or whose cookie expired, get it back.
  markSignedIn(tokens.refresh() !== null);
  // The search and job pages come drawn by the server (entry-server.tsx) with their data.
  const server = readServerState();
  if (server) {
    hydrate(queryClient, server.queries);
    // The server drew the page as a visitor sees it; a signed-in one's own answers (without the
    // jobs they hid, say) replace it as soon as the page is live.
    if (tokens.access()) void queryClient.invalidateQueries();
    await loadMatchedPages();
  }
  const router = createBrowserRouter(
    routes,
    server ? { hydrationData: { loaderData: server.loaderData } } : undefined,
  );
  setNavigator((to) => void router.navigate(to));
  const app = (
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  // A transition renders (or hydrates) in slices that yield to the browser: the first render never
  // holds the main thread for long, even on a slow phone.
  const root = rootElement();
  startTransition(() => {
    if (server) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();
