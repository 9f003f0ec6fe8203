// The notifications part of /account: which emails and pushes the student gets, per kind, and the
// opt-in for push on this browser, explained before the browser asks (docs/decisions/051, 053).
import { useEffect, useId, useState } from 'react';
import { useToast } from '../../../components/Toast.tsx';
import type { NotificationChannel, NotificationKind } from '../../../gql/graphql.ts';
import { useNotificationSettings } from '../api/notifications.ts';
import { currentSubscription, pushSupport, subscribeThisBrowser } from '../push.ts';
import '../notifications.css';

const KIND_TEXT: Record<NotificationKind, { label: string; hint: string }> = {
  INTEREST: {
    label: 'Someone is interested in you',
    hint: 'Their name and what they have. Reveal back in the app to connect.',
  },
  CONNECTION: {
    label: 'A connection is complete',
    hint: 'You both revealed. Contact details stay in the app.',
  },
  DIGEST: { label: 'Daily digest of new matches', hint: 'New My Preference matches, once a day at most.' },
  SWAP_CLAIM: {
    label: 'A connection says you swapped',
    hint: 'Confirm or dispute on their card; unanswered, both listings close after 7 days.',
  },
  CYCLE_OFFERED: {
    label: 'A 3-way swap is offered to you',
    hint: 'Three students, each wanting the next one’s place. Say “I’m in” on your matches.',
  },
  CYCLE_CONNECTED: {
    label: 'All three of a 3-way swap are in',
    hint: 'Contact details are shared in the app.',
  },
  SWAP_CALLED_OFF: { label: 'A swap is called off', hint: 'Why, in words that name nobody.' },
  SWAP_DONE: { label: 'A 3-way swap is done', hint: 'All three said so, or a week passed.' },
};

const CHANNEL_TEXT: Record<NotificationChannel, string> = { EMAIL: 'Email', PUSH: 'Push on your devices' };

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
  const support = pushSupport();

  useEffect(() => {
    currentSubscription()
      .then((subscription) => setThisBrowser(subscription?.endpoint ?? null))
      .catch(() => setThisBrowser(null));
  }, []);

  const toggle = async (channel: NotificationChannel, kind: NotificationKind, enabled: boolean) => {
    const key = `${channel}:${kind}`;
    setPending((p) => ({ ...p, [key]: enabled }));
    try {
      await setSetting(channel, kind, enabled);
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
      <p>
        We tell you when someone is interested in you, when a connection is complete, when a connection says
        you swapped, and once a day about new matches. At most 3 emails a day. Contact details are never sent
        by email or push: they stay in the app.
      </p>
      {!view && loading ? <p>Loading your settings…</p> : null}
      {view
        ? (['EMAIL', 'PUSH'] as const).map((channel) => (
            <fieldset key={channel} className="notification-settings__group">
              <legend>{CHANNEL_TEXT[channel]}</legend>
              {view.settings
                .filter((s) => s.channel === channel)
                .map((s) => {
                  const id = `notify-${s.channel}-${s.kind}`;
                  return (
                    <div key={id} className="notification-settings__row">
                      <input
                        id={id}
                        type="checkbox"
                        checked={pending[`${s.channel}:${s.kind}`] ?? s.enabled}
                        onChange={(event) => toggle(s.channel, s.kind, event.target.checked)}
                        aria-describedby={`${id}-hint`}
                      />
                      <label htmlFor={id}>{KIND_TEXT[s.kind].label}</label>
                      <p id={`${id}-hint`} className="notification-settings__hint">
                        {KIND_TEXT[s.kind].hint}
                      </p>
                    </div>
                  );
                })}
            </fieldset>
          ))
        : null}
      {view ? (
        <div className="notification-settings__push" data-testid="push-opt-in">
          <h3>Push on this device</h3>
          {!view.pushPublicKey ? (
            <p>Push notifications are not available on this server yet. Emails still reach you.</p>
          ) : support === 'unsupported' ? (
            <p>
              This browser cannot receive push notifications. On an iPhone, add Campus Swap to your home
              screen first, then turn them on from the installed app.
            </p>
          ) : support === 'denied' ? (
            <p>Notifications are blocked for this site. Allow them in your browser’s site settings first.</p>
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
                complete, even when Campus Swap is closed. Your browser will ask for permission next; you can
                turn it off here at any time.
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
    </section>
  );
}
