// The rules of notifications that need no database: the daily cap, the campus day, the digest hour,
// the retry backoff (docs/decisions/050-notification-outbox.md, 051-notification-rules.md).

export type Channel = 'EMAIL' | 'PUSH';
export type Kind =
  | 'INTEREST'
  | 'CONNECTION'
  | 'DIGEST'
  | 'SWAP_CLAIM'
  | 'CYCLE_OFFERED'
  | 'CYCLE_CONNECTED'
  | 'SWAP_CALLED_OFF'
  | 'SWAP_DONE';

export const CHANNELS: readonly Channel[] = ['EMAIL', 'PUSH'];
export const KINDS: readonly Kind[] = [
  'INTEREST',
  'CONNECTION',
  'DIGEST',
  'SWAP_CLAIM',
  'CYCLE_OFFERED',
  'CYCLE_CONNECTED',
  'SWAP_CALLED_OFF',
  'SWAP_DONE',
];

/** At most this many messages per student, per channel, per campus day. */
export const DAILY_CAP = 3;
/** Days are counted on the campus clock (Rutgers–New Brunswick). */
export const CAMPUS_TIME_ZONE = 'America/New_York';
/** The digest goes out at the first job tick after this hour, campus time. */
export const DIGEST_HOUR = 17;
/** A claimed message belongs to its worker this long; after a crash another worker claims it again. */
export const CLAIM_SECONDS = 10 * 60;
/** After this many failed attempts a message is given up (FAILED). */
export const MAX_ATTEMPTS = 8;
/** How often each process looks for due messages. */
export const WORKER_INTERVAL_SECONDS = 15;

const parts = (date: Date) => {
  const values = new Intl.DateTimeFormat('en-CA', {
    timeZone: CAMPUS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => values.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
};

/** YYYY-MM-DD of `date` on the campus clock. */
export function campusDay(date: Date): string {
  return parts(date).day;
}

/** The hour (0-23) of `date` on the campus clock. */
export function campusHour(date: Date): number {
  return parts(date).hour;
}

/** The first instant of the campus day after the one `date` is in (daylight-saving safe). */
export function nextCampusDayStart(date: Date): Date {
  const today = campusDay(date);
  // step forward by hours until the campus day changes, then back to its first minute
  let probe = new Date(date.getTime());
  while (campusDay(probe) === today) probe = new Date(probe.getTime() + 60 * 60 * 1000);
  let start = probe;
  while (campusDay(new Date(start.getTime() - 60 * 1000)) !== today)
    start = new Date(start.getTime() - 60 * 1000);
  return new Date(Math.floor(start.getTime() / 60_000) * 60_000);
}

/** Delay before the next attempt after `attempts` failures: 1, 2, 4 … minutes, at most 6 hours. */
export function backoffMs(attempts: number): number {
  const minutes = 2 ** Math.max(0, attempts - 1);
  return Math.min(minutes, 6 * 60) * 60 * 1000;
}

/** The opt-out key of one channel and kind, as stored in NotificationSettings.off. */
export function settingKey(channel: Channel, kind: Kind): string {
  return `${channel}:${kind}`;
}
