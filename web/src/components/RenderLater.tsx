import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` just after the first paint instead of with it, for parts of a page below the fold
 * (ADR 160). The first render commits only what the student sees; this part follows in a transition,
 * which React renders in slices between frames rather than in one long task. Until then a placeholder
 * a screen high keeps what follows below the fold, so nothing in view shifts when it fills in.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : <div className="render-later" aria-hidden="true" />;
}
