import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { InstallPrompt } from '../components/InstallPrompt.tsx';
import { OfflineNotice } from '../components/OfflineNotice.tsx';
import { PageSkeleton } from '../components/Skeleton.tsx';
import { TermsGate } from '../features/auth/components/TermsGate.tsx';
import { useSession } from '../lib/session.ts';
import { paths } from '../paths.ts';

export function Layout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // Keeps `me` fresh and clears a stale signed_in cookie when the server session is gone.
  useSession();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, i.e. when `pathname` changes
  useEffect(() => {
    // After client-side navigation, start at the top and move focus to the new page for screen readers.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const isMatches = pathname === paths.matches;
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <OfflineNotice />
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="app__main">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {isMatches ? null : <Footer />}
      <InstallPrompt />
      <TermsGate />
    </div>
  );
}
