// One channel's switches of /account's notifications (ADR 306). A switch changed says "Saved" beside it
// once the server kept it (a polite live region, so a screen reader hears it without losing its place).
// When the server has no push (no VAPID keys: its push key is null), the push switches show off and
// disabled, with the reason: nothing would be sent, whatever the stored choice says.
import type { NotificationChannel, NotificationKind } from '../../../gql/graphql.ts';
import { CHANNEL_TEXT, KIND_TEXT } from '../kind-text.ts';

type Setting = { channel: NotificationChannel; kind: NotificationKind; enabled: boolean };

export function NotificationSwitches({
  channel,
  settings,
  pending,
  saved,
  unavailable,
  onToggle,
}: {
  channel: NotificationChannel;
  settings: readonly Setting[];
  /** what the student just chose, shown at once while the server saves it, by `channel:kind` */
  pending: Record<string, boolean>;
  /** the `channel:kind` the server last saved */
  saved: string | null;
  /** why this channel cannot be used on this server, or null */
  unavailable: string | null;
  onToggle(channel: NotificationChannel, kind: NotificationKind, enabled: boolean): void;
}) {
  const reasonId = `notify-${channel}-unavailable`;
  return (
    <fieldset
      className="notification-settings__group"
      disabled={unavailable !== null}
      aria-describedby={unavailable ? reasonId : undefined}
    >
      <legend>{CHANNEL_TEXT[channel]}</legend>
      {unavailable ? (
        <p id={reasonId} className="notification-settings__unavailable">
          {unavailable}
        </p>
      ) : null}
      {settings
        .filter((s) => s.channel === channel)
        .map((s) => {
          const key = `${s.channel}:${s.kind}`;
          const id = `notify-${s.channel}-${s.kind}`;
          return (
            <div key={id} className="notification-settings__row">
              <input
                id={id}
                type="checkbox"
                checked={unavailable ? false : (pending[key] ?? s.enabled)}
                onChange={(event) => onToggle(s.channel, s.kind, event.target.checked)}
                aria-describedby={`${id}-hint`}
              />
              <label htmlFor={id}>{KIND_TEXT[s.kind].label}</label>
              <span role="status" aria-live="polite" className="notification-settings__saved">
                {saved === key && pending[key] === undefined ? 'Saved' : ''}
              </span>
              <p id={`${id}-hint`} className="notification-settings__hint">
                {KIND_TEXT[s.kind].hint}
              </p>
            </div>
          );
        })}
    </fieldset>
  );
}
