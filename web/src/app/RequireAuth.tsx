import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSignedIn } from '../lib/signed-in.ts';
import { paths } from '../paths.ts';

/**
 * Guard for protected routes. A signed-out visitor goes to /login and the protected entry is replaced,
 * so Back never returns to a page they cannot see. `from` lets the login screen return them afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return children;
}
