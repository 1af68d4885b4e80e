import { Anchor, Container } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { pageViewFields, track } from '../lib/analytics.ts';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';

/**
 * On every route change (not on query-only changes such as filters): scroll to the top, report
 * a page view to analytics, and move focus to the new page (not on the first load), so keyboard
 * and screen-reader users continue from its content instead of from a link that is gone.
 */
function RouteChangeEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // Not on the first load: a reader may have scrolled a page the server drew before it hydrated.
    if (!first.current) window.scrollTo(0, 0);
    track('page_view', pageViewFields(pathname));
    const main = document.getElementById('main');
    if (first.current) first.current = false;
    // A page that focused a field of its own (autofocus) keeps it; a nav link or nothing does not.
    else if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

/**
 * The first stop of the Tab key: keyboard users jump past the nav bar to the page itself
 * (WCAG 2.4.1). Hidden until focused. Focus moves in script, so the URL keeps no #main.
 */
function SkipLink() {
  return (
    <Anchor
      href="#main"
      className="skip-link"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      Skip to main content
    </Anchor>
  );
}

/** The bar at the top while the next page loads (global.css, .nav-progress). */
function NavigationProgress() {
  const { state } = useNavigation();
  if (state !== 'loading') return null;
  return <div className="nav-progress" role="progressbar" aria-label="Loading page" />;
}

// One main landmark (the page), with the banner (nav bar) and the footer beside it. Plain elements
// rather than Mantine's AppShell: nothing here needs its navbar/aside machinery, and it would add
// ~9 kB to the first download for /.
export function Layout() {
  return (
    <>
      <RouteChangeEffects />
      <NavigationProgress />
      <SkipLink />
      <header className="app-header">
        <NavBar />
      </header>
      <Container size="xl" py="lg" component="main" id="main" tabIndex={-1} className="app-main">
        <Outlet />
      </Container>
      <Footer />
    </>
  );
}
