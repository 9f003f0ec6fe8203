import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { leftOnPurposeNow, useSignedIn } from '../lib/signed-in.ts';
import { paths } from '../paths.ts';

/**
 * Guard for protected routes. A signed-out visitor goes to /login and the protected entry is replaced,
 * so Back never returns to a page they cannot see. `from` lets the login screen return them afterwards.
 * A student who just logged out (or deleted the account) goes home instead: log out lands on / and the
 * next sign-in goes to /matches, not back to the page they left from.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn && leftOnPurposeNow()) return <Navigate to={paths.home} replace />;
  if (!signedIn) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return children;
}
