import { AppShell, Container } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { track } from '../lib/analytics.ts';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';

/**
 * On every route change (not on query-only changes such as filters): scroll to the top and
 * report a page view to analytics.
 */
function RouteChangeEffects() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the path changes
  useEffect(() => {
    window.scrollTo(0, 0);
    track('page_view');
  }, [pathname]);
  return null;
}

export function Layout() {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <RouteChangeEffects />
      <AppShell.Header>
        <NavBar />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" py="lg" component="main" id="main">
          <Outlet />
        </Container>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
