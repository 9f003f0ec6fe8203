import { useEffect } from 'react';
import { markLive } from '../lib/live.ts';
import { SupportLink } from './SupportLink.tsx';

export function ErrorFallback({
  onRetry,
  title = 'Something went wrong',
}: {
  onRetry(): void;
  title?: string;
}) {
  // an error screen in place of a page that never hydrated: its button must work (ADR 265)
  useEffect(markLive, []);
  return (
    <section className="error-fallback" role="alert" aria-labelledby="error-fallback-title">
      <h1 id="error-fallback-title">{title}</h1>
      <p>Sorry, this page hit a problem. Your data is safe. Please try again.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
      <p className="error-fallback__help">
        Still stuck? Write to <SupportLink /> and tell us what you were doing.
      </p>
    </section>
  );
}
