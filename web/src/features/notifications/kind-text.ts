// What /account calls each notification kind and channel, and what it tells the student.
import type { NotificationChannel, NotificationKind } from '../../gql/graphql.ts';

export const KIND_TEXT: Record<NotificationKind, { label: string; hint: string }> = {
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

export const CHANNEL_TEXT: Record<NotificationChannel, string> = {
  EMAIL: 'Email',
  PUSH: 'Push on your devices',
};

/** Why push switches are off on a server without push keys (ADR 306). */
export const PUSH_UNAVAILABLE =
  'Push notifications are not available on this server yet. Emails still reach you.';
