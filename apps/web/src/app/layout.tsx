import { Container } from '@mantine/core';
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

// A sticky header, the page and the footer. Plain elements rather than Mantine's AppShell: nothing
// here needs its navbar/aside machinery, and it would add ~9 kB to the first download for /.
export function Layout() {
  return (
    <>
      <RouteChangeEffects />
      <header className="app-header">
        <NavBar />
      </header>
      <Container size="xl" py="lg" component="main" id="main" className="app-main">
        <Outlet />
      </Container>
      <Footer />
    </>
  );
}
