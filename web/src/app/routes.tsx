import { lazy } from 'react';
import { type LoaderFunction, Navigate, type RouteObject, redirect } from 'react-router';
import { PageSkeleton } from '../components/Skeleton.tsx';
import { leftOnPurposeNow, refreshSignedIn } from '../lib/signed-in.ts';
import { LandingPage } from '../features/landing/components/LandingPage.tsx';
import { paths } from '../paths.ts';
import { dataPage } from './dataPage.tsx';
import { Layout } from './Layout.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RouteError } from './RouteError.tsx';

// The route table, declared once: the browser's router (router.tsx) and the server's render of a
// signed-in page (entry-server.tsx, ADR 293) both use it.
//
// The landing page ships in the entry chunk; every other page loads on demand (skeleton while it loads),
// so feature screens can grow without slowing the first visit. Pages that use the API load with Apollo
// (dataPage); the landing page and the legal texts do not need it.
const LoginPage = dataPage(() =>
  import('../features/auth/components/LoginPage.tsx').then((m) => m.LoginPage),
);
const ProfileSetupPage = dataPage(() =>
  import('../features/auth/components/ProfileSetupPage.tsx').then((m) => m.ProfileSetupPage),
);
const PostPage = dataPage(() =>
  import('../features/listings/components/PostPage.tsx').then((m) => m.PostPage),
);
const TestListingsPage = dataPage(() =>
  import('../features/listings/components/TestListingsPage.tsx').then((m) => m.TestListingsPage),
);
const MatchesPage = dataPage(() =>
  import('../features/matches/components/MatchesPage.tsx').then((m) => m.MatchesPage),
);
const RequestsPage = dataPage(() =>
  import('../features/requests/components/RequestsPage.tsx').then((m) => m.RequestsPage),
);
const SwapsPage = dataPage(() =>
  import('../features/swaps/components/SwapsPage.tsx').then((m) => m.SwapsPage),
);
const AccountPage = dataPage(() => import('./AccountPage.tsx').then((m) => m.AccountPage));
const SupportPage = dataPage(() =>
  import('../features/trust/components/SupportPage.tsx').then((m) => m.SupportPage),
);
const TermsPage = lazy(() =>
  import('../features/legal/components/TermsPage.tsx').then((m) => ({ default: m.TermsPage })),
);
// the guide, with a signed-in student's API tokens (ADR 306)
const DevelopersPage = lazy(() =>
  import('./DevelopersRoute.tsx').then((m) => ({ default: m.DevelopersRoute })),
);
const PrivacyPage = lazy(() =>
  import('../features/legal/components/PrivacyPage.tsx').then((m) => ({ default: m.PrivacyPage })),
);

/** What the server passes its loaders (entry-server.tsx): a page's first data, run by the gateway. */
export type ServerLoadContext = {
  /** the page's first answers, by operation name */
  answers(path: string): Promise<Record<string, unknown>>;
  /** the same as the page's loader data: the cache entities they make (page-data.ts) */
  pageData(path: string): Promise<unknown>;
};

/**
 * The loader of a page the server renders (ADR 293): its first data (page-data.ts), read on the server
 * only, after the gateway checked the session. In the browser the route has no loader: the server's
 * answer arrives in the router's hydration data, and a later visit's page asks through its own hooks.
 */
const firstData = (path: string): LoaderFunction | undefined =>
  import.meta.env.SSR ? ({ context }) => (context as unknown as ServerLoadContext).pageData(path) : undefined;

/**
 * /login for a student who is signed in already (issue 39, ADR 307): on to their pages, as after a
 * sign-in (LoginPage's `finish`). On the server, where the gateway checked the session, `me` says
 * where: /matches, or /profile-setup while the profile is incomplete; the answer is a 302, so nothing
 * of /login is ever drawn. In the browser (a link, or Back, to /login) the signed_in cookie is enough:
 * /matches sends an incomplete profile on to the setup itself (useProfileRequired). Not after leaving
 * on purpose: that cookie is gone already.
 */
const awayFromLogin: LoaderFunction = import.meta.env.SSR
  ? async ({ context }) => {
      const answers = await (context as unknown as ServerLoadContext).answers(paths.login);
      const me = (answers.Me as { me?: { hasProfile?: boolean } | null } | undefined)?.me;
      if (me) throw redirect(me.hasProfile ? paths.matches : paths.profileSetup);
      return null;
    }
  : () => (refreshSignedIn() && !leftOnPurposeNow() ? redirect(paths.matches) : null);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <LandingPage /> },
      {
        path: paths.login,
        loader: awayFromLogin,
        // the server only redirects from here; it never renders the sign-in form (entry-server.tsx)
        handle: { serverRedirectsOnly: true },
        // the first paint while the loader answers (a shell's first load of /login): as the lazy page's
        hydrateFallbackElement: <PageSkeleton />,
        element: <LoginPage />,
      },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.developers, element: <DevelopersPage /> },
      {
        path: paths.profileSetup,
        element: (
          <RequireAuth>
            <ProfileSetupPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.post,
        loader: firstData(paths.post),
        element: (
          <RequireAuth>
            <PostPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.matches,
        loader: firstData(paths.matches),
        element: (
          <RequireAuth>
            <MatchesPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.requests,
        element: (
          <RequireAuth>
            <RequestsPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.swaps,
        element: (
          <RequireAuth>
            <SwapsPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.account,
        loader: firstData(paths.account),
        element: (
          <RequireAuth>
            <AccountPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.testListings,
        element: (
          <RequireAuth>
            <TestListingsPage />
          </RequireAuth>
        ),
      },
      {
        path: paths.support,
        element: (
          <RequireAuth>
            <SupportPage />
          </RequireAuth>
        ),
      },
      // Any other path goes home, replacing the unknown entry in history.
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
