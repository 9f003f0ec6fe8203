// The notifications part of /account: which emails and pushes the student gets, per kind, and the
// opt-in for push on this browser, explained before the browser asks (docs/decisions/051, 053). The
// switches fold away under one line (ADR 306): sixteen switches with their hints were two screens of
// a phone's account page on their own.
import { useEffect, useId, useState } from 'react';
import { useToast } from '../../../components/Toast.tsx';
import type { NotificationChannel, NotificationKind } from '../../../gql/graphql.ts';
import { useNotificationSettings } from '../api/notifications.ts';
import { PUSH_UNAVAILABLE } from '../kind-text.ts';
import { currentSubscription, pushSupport, subscribeThisBrowser } from '../push.ts';
import { NotificationSwitches } from './NotificationSwitches.tsx';
import '../notifications.css';

export function NotificationSettings() {
  const headingId = useId();
  const { showToast } = useToast();
  const {
    settings: view,
    loading,
    setSetting,
    subscribePush,
    subscribing,
    unsubscribePush,
    unsubscribing,
  } = useNotificationSettings();
  const [thisBrowser, setThisBrowser] = useState<string | null>(null);
  // what the student just chose, shown at once while the server saves it
  const [pending, setPending] = useState<Record<string, boolean>>({});
  // the switch the server last saved, which says so
  const [saved, setSaved] = useState<string | null>(null);
  const support = pushSupport();

  useEffect(() => {
    currentSubscription()
      .then((subscription) => setThisBrowser(subscription?.endpoint ?? null))
      .catch(() => setThisBrowser(null));
  }, []);

  const toggle = async (channel: NotificationChannel, kind: NotificationKind, enabled: boolean) => {
    const key = `${channel}:${kind}`;
    setPending((p) => ({ ...p, [key]: enabled }));
    setSaved(null);
    try {
      await setSetting(channel, kind, enabled);
      setSaved(key);
    } catch {
      showToast('Could not save the setting. Please try again.', 'error');
    } finally {
      setPending(({ [key]: _done, ...rest }) => rest);
    }
  };

  const turnPushOn = async () => {
    if (!view?.pushPublicKey) return;
    try {
      const subscription = await subscribeThisBrowser(view.pushPublicKey);
      if (!subscription) {
        showToast('Notifications are blocked for this site in your browser settings.', 'error');
        return;
      }
      await subscribePush(subscription);
      setThisBrowser(subscription.endpoint);
      showToast('Push notifications are on for this device.', 'success');
    } catch {
      showToast('Could not turn on push notifications here.', 'error');
    }
  };

  const turnPushOff = async () => {
    try {
      const subscription = await currentSubscription();
      await subscription?.unsubscribe();
      if (thisBrowser) await unsubscribePush(thisBrowser);
      setThisBrowser(null);
      showToast('Push notifications are off for this device.', 'success');
    } catch {
      showToast('Could not turn off push notifications.', 'error');
    }
  };

  return (
    <section className="account-section notification-settings" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-section__title">
        Notifications
      </h2>
      <p>At most 3 emails a day. Contact details are never sent by email or push: they stay in the app.</p>
      {!view && loading ? <p>Loading your settings…</p> : null}
      {view ? (
        <details className="notification-settings__choices">
          <summary>Choose what we tell you, and how</summary>
          <p>
            We tell you when someone is interested in you, when a connection is complete, when a connection
            says you swapped, and once a day about new matches.
          </p>
          {(['EMAIL', 'PUSH'] as const).map((channel) => (
            <NotificationSwitches
              key={channel}
              channel={channel}
              settings={view.settings}
              pending={pending}
              saved={saved}
              unavailable={channel === 'PUSH' && !view.pushPublicKey ? PUSH_UNAVAILABLE : null}
              onToggle={toggle}
            />
          ))}
          {view.pushPublicKey ? (
            <div className="notification-settings__push" data-testid="push-opt-in">
              <h3>Push on this device</h3>
              {support === 'unsupported' ? (
                <p>
                  This browser cannot receive push notifications. On an iPhone, add Campus Swap to your home
                  screen first, then turn them on from the installed app.
                </p>
              ) : support === 'denied' ? (
                <p>
                  Notifications are blocked for this site. Allow them in your browser’s site settings first.
                </p>
              ) : thisBrowser ? (
                <>
                  <p>This device gets push notifications for the kinds switched on above.</p>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={turnPushOff}
                    disabled={unsubscribing}
                  >
                    Turn off on this device
                  </button>
                </>
              ) : (
                <>
                  <p>
                    Get a notification on this device when someone is interested in you or a connection is
                    complete, even when Campus Swap is closed. Your browser will ask for permission next; you
                    can turn it off here at any time.
                  </p>
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={turnPushOn}
                    disabled={subscribing}
                  >
                    Turn on push notifications
                  </button>
                </>
              )}
            </div>
          ) : null}
        </details>
      ) : null}
    </section>
  );
}
