import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { InstallPrompt } from '../components/InstallPrompt.tsx';
import { OfflineNotice } from '../components/OfflineNotice.tsx';
import { PageSkeleton } from '../components/Skeleton.tsx';
import { useSignedIn } from '../lib/signed-in.ts';
import { paths } from '../paths.ts';

// `me` kept fresh and the terms modal: only for a signed-in student, so loaded (with Apollo) only then.
// (after the page's starting data is in Apollo's cache: `me` is among it)
const SignedInLayer = lazy(() =>
  import('./SignedInLayer.tsx').then(async (m) => {
    await m.startingDataWritten();
    return { default: m.SignedInLayer };
  }),
);

export function Layout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const signedIn = useSignedIn();

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
    <div className="app" data-signed-in={signedIn || undefined}>
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
      {/* in the page flow, after the page (ADR 305): it can never cover the page's own buttons */}
      <InstallPrompt />
      {isMatches ? null : <Footer />}
      {signedIn ? (
        // A chunk that fails to load (offline, or a deploy replaced it) must not take the page down with it.
        <ErrorBoundary resetKey={pathname} fallback={null}>
          <Suspense fallback={null}>
            <SignedInLayer />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
