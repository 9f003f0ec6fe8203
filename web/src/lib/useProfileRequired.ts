// Listing, matches and reveal calls need a completed profile: the server refuses them with
// 403 PROFILE_REQUIRED (docs/product/decisions.md §3), and the app then sends the student to
// /profile-setup. One hook does that for every screen, so the rule and the target live in one place.
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths.ts';
import { errorCode } from './api-errors.ts';

/** Whether the API refused because the student has not completed their profile. */
export function isProfileRequired(error: unknown): boolean {
  return errorCode(error) === 'PROFILE_REQUIRED';
}

/**
 * While `queryError` (a page's loading query) is PROFILE_REQUIRED, the page is replaced by the
 * profile setup (history replaced: Back does not return to a page that cannot load).
 * Returns `redirectIfProfileRequired(error)` for a failed action (save, reveal): it navigates
 * to the profile setup (a new history entry) and returns true when the error is PROFILE_REQUIRED.
 */
export function useProfileRequired(queryError?: unknown): (error: unknown) => boolean {
  const navigate = useNavigate();
  useEffect(() => {
    if (isProfileRequired(queryError)) navigate(paths.profileSetup, { replace: true });
  }, [queryError, navigate]);
  return useCallback(
    (error: unknown) => {
      if (!isProfileRequired(error)) return false;
      navigate(paths.profileSetup);
      return true;
    },
    [navigate],
  );
}
