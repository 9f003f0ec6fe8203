// Whether somebody is signed in, known instantly and without the API: the readable `signed_in=1` cookie
// the server sets beside the HttpOnly session cookie. Apollo-free on purpose: the header, the landing page
// and the route guard read it, and a signed-out visitor's first screen should not load the GraphQL client.
// After sign-in or sign-out, call `refreshSignedIn()` so the UI updates at once.
import { useSyncExternalStore } from 'react';
import { clearCookie, isSignedInCookie, SIGNED_IN_COOKIE } from './cookies.ts';

const listeners = new Set<() => void>();
let signedIn = typeof document === 'undefined' ? false : isSignedInCookie();
// Set by "Log out" / "Delete account" until the next sign-in: the route guard then sends a protected page
// home rather than to /login (whose `from` would make the next sign-in return to, say, /account).
let leftOnPurpose = false;
// What the server's render of this page assumed (ADR 293): the gateway renders a signed-in page
// only for a signed_in=1 request with a session, so hydration must start from the cookie as the page loaded, not
// from "signed out" (which would send the guard to /login and the markup would not match).
const signedInAtLoad = signedIn;
let serverRenderSignedIn = false;

/** For the server entry only: the render it is about to make is for a signed-in student. */
export function renderingSignedIn(): void {
  serverRenderSignedIn = true;
}

/** Re-reads the signed_in cookie and notifies subscribers when it changed. */
export function refreshSignedIn(): boolean {
  const next = isSignedInCookie();
  if (next) leftOnPurpose = false;
  if (next !== signedIn) {
    signedIn = next;
    for (const listener of listeners) listener();
  }
  return signedIn;
}

/** Forgets a session the server no longer knows (expired or revoked). */
export function markSignedOut(): void {
  clearCookie(SIGNED_IN_COOKIE);
  refreshSignedIn();
}

/** The student ended the session themselves (log out, account deleted). */
export function markLeftOnPurpose(): void {
  leftOnPurpose = true;
  markSignedOut();
}

/** Whether the visitor is signed out because they chose to leave (not because a session expired). */
export function leftOnPurposeNow(): boolean {
  return leftOnPurpose;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Cookies can change in another tab or through a server response; re-check when the tab regains focus.
  const recheck = () => refreshSignedIn();
  window.addEventListener('focus', recheck);
  document.addEventListener('visibilitychange', recheck);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', recheck);
    document.removeEventListener('visibilitychange', recheck);
  };
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => signedIn,
    () => (typeof document === 'undefined' ? serverRenderSignedIn : signedInAtLoad),
  );
}
