import { useOffline } from '../lib/network.ts';

export function OfflineNotice() {
  const offline = useOffline();
  return (
    <div className="offline-region" role="status" aria-live="polite">
      {offline ? (
        <p className="offline-notice">
          <span aria-hidden="true" className="offline-notice__dot" />
          You’re offline. Some information can’t be loaded right now; we’ll catch up when you reconnect.
        </p>
      ) : null}
    </div>
  );
}
