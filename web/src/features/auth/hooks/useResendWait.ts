// The wait before another sign-in code may be asked for (issue 39): the server allows one a minute per
// browser, so after a code is sent, or when the server says how long (Retry-After), "Resend code" is
// disabled and counts the seconds down.
import { useEffect, useState } from 'react';

/** One new code a minute (decisions.md §4). */
export const RESEND_WAIT_SECONDS = 60;

export function useResendWait(initialSeconds: number | null) {
  const [until, setUntil] = useState(() => Date.now() + (initialSeconds ?? RESEND_WAIT_SECONDS) * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return {
    /** whole seconds still to wait (0: a new code may be asked for) */
    left,
    /** starts a new wait of `seconds` (the server's Retry-After, or a minute after a code is sent) */
    wait(seconds: number | null) {
      setNow(Date.now());
      setUntil(Date.now() + (seconds ?? RESEND_WAIT_SECONDS) * 1000);
    },
  };
}
