import { useCallback } from 'react';
import { useSignIn } from '../api/sign-in.ts';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';

/**
 * `sent`: this request mailed a code. Not sent but ok: a code was mailed less than a minute ago (one a
 * minute per browser); `waitSeconds` says when another may be asked for.
 */
export type RequestCodeResult =
  | { ok: true; sent: true; note: null }
  | { ok: true; sent: false; note: string; waitSeconds: number | null }
  | { ok: false; message: string };

/** The note when no new code was sent: never says "sent" for this request (issue 39). */
export const RECENT_CODE_NOTE = 'We emailed you a code less than a minute ago: use the code in that email.';

/**
 * Asks the server to email a code. A RATE_LIMITED answer (one new code a minute) still means a recent code
 * is on its way, so the student may continue to the code step, told to use that code.
 */
export function useRequestCode() {
  const { requestOtp } = useSignIn();
  return useCallback(
    async (email: string): Promise<RequestCodeResult> => {
      try {
        await requestOtp(email);
        return { ok: true, sent: true, note: null };
      } catch (error) {
        const apiError = readApiError(error);
        if (apiError.code === 'RATE_LIMITED') {
          return { ok: true, sent: false, note: RECENT_CODE_NOTE, waitSeconds: apiError.retryAfter ?? null };
        }
        return { ok: false, message: messageOr(apiError, 'Failed to process login') };
      }
    },
    [requestOtp],
  );
}
