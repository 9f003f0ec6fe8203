import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from '../components/ErrorFallback.tsx';

/** Last-resort error screen for errors the layout's boundary could not catch (e.g. in the layout itself). */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error('Route error', error);
  return (
    <main id="main" className="app__main app__main--error">
      <ErrorFallback onRetry={() => window.location.reload()} />
    </main>
  );
}
