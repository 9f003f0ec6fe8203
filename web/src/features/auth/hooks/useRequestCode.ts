import { useCallback } from 'react';
import { useSignIn } from '../api/sign-in.ts';
import { messageOr, readApiError } from '../../../lib/api-errors.ts';

export type RequestCodeResult = { ok: true; note: string | null } | { ok: false; message: string };

/**
 * Asks the server to email a code. A RATE_LIMITED answer (one new code a minute) still means a recent code
 * is on its way, so the student may continue to the code step; the server's sentence is shown as a note.
 */
export function useRequestCode() {
  const { requestOtp } = useSignIn();
  return useCallback(
    async (email: string): Promise<RequestCodeResult> => {
      try {
        await requestOtp(email);
        return { ok: true, note: null };
      } catch (error) {
        const apiError = readApiError(error);
        if (apiError.code === 'RATE_LIMITED') {
          return {
            ok: true,
            note: messageOr(apiError, 'A code was sent recently. Please check your email.'),
          };
        }
        return { ok: false, message: messageOr(apiError, 'Failed to process login') };
      }
    },
    [requestOtp],
  );
}
