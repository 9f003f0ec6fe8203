// Notification settings per channel and kind, and Web Push subscriptions. Thin: the rules live in
// services/notifications/.
import { builder } from '../builder.ts';
import type { Channel, Kind } from '../services/notifications/policy.ts';
import {
  type NotificationSetting,
  type NotificationSettingsView,
  notificationSettings,
  subscribePush,
  unsubscribePush,
} from '../services/notifications/settings.ts';
import { setKindEnabled } from '../services/notifications/unsubscribe.ts';
import { changes } from '../mutation-changes.ts';

const ChannelEnum = builder.enumType('NotificationChannel', {
  description: 'How a notification reaches the student.',
  values: {
    EMAIL: { description: 'An email to the school address (plain text and HTML).' },
    PUSH: { description: 'A Web Push notification to every browser the student subscribed.' },
  } as const,
});

const KindEnum = builder.enumType('NotificationKind', {
  description: 'What a notification is about.',
  values: {
    INTEREST: { description: 'Another student revealed interest in you (their name and what they have).' },
    CONNECTION: { description: 'You both revealed: contact details are in the app.' },
    DIGEST: { description: 'Once a day: new My Preference matches.' },
    SWAP_CLAIM: {
      description:
        'A connected student said you swapped: confirm or dispute it on their card (their name and what they have).',
    },
    CYCLE_OFFERED: { description: 'A 3-way swap is offered to you (nobody named: see it on your matches).' },
    CYCLE_CONNECTED: { description: 'All three of your 3-way swap are in: contact details are in the app.' },
    SWAP_CALLED_OFF: {
      description: 'A swap of yours, of two or three, was called off (why, in words that name nobody).',
    },
    SWAP_DONE: { description: 'Your 3-way swap is done: all three said so, or a week passed.' },
  } as const,
});

const SettingRef = builder.objectRef<NotificationSetting>('NotificationSetting').implement({
  description: 'One channel and kind, on or off.',
  fields: (t) => ({
    channel: t.field({ type: ChannelEnum, description: 'The channel.', resolve: (s) => s.channel }),
    kind: t.field({ type: KindEnum, description: 'The kind.', resolve: (s) => s.kind }),
    enabled: t.exposeBoolean('enabled', { description: 'On unless the student switched it off.' }),
  }),
});

const SettingsRef = builder.objectRef<NotificationSettingsView>('NotificationSettings').implement({
  description: "The signed-in student's notification settings and push state.",
  fields: (t) => ({
    settings: t.field({
      type: [SettingRef],
      description:
        'Every channel and kind (EMAIL then PUSH; INTEREST, CONNECTION, DIGEST, SWAP_CLAIM, CYCLE_OFFERED, ' +
        'CYCLE_CONNECTED, SWAP_CALLED_OFF, SWAP_DONE).',
      resolve: (v) => v.settings,
    }),
    pushPublicKey: t.exposeString('pushPublicKey', {
      nullable: true,
      description: 'The VAPID key a browser subscribes with; null when push is off on this server.',
    }),
    pushDevices: t.exposeInt('pushDevices', { description: 'Browsers subscribed to push.' }),
  }),
});

const view = (
  ctx: { prisma: Parameters<typeof notificationSettings>[0]; settings: { pushPublicKey?: string | null } },
  userId: string,
) => notificationSettings(ctx.prisma, userId, ctx.settings.pushPublicKey ?? null);

builder.queryField('notificationSettings', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: SettingsRef,
    description: 'Which notifications the signed-in student gets (every kind is on until switched off).',
    resolve: (_root, _args, ctx) => view(ctx, ctx.viewer.user.id),
  }),
);

builder.mutationField('setNotificationSetting', (t) =>
  t.withAuth({ signedIn: true }).field({
    ...changes('session'),
    type: SettingsRef,
    description: 'Switches one channel and kind on or off.',
    args: {
      channel: t.arg({ type: ChannelEnum, required: true, description: 'The channel.' }),
      kind: t.arg({ type: KindEnum, required: true, description: 'The kind.' }),
      enabled: t.arg.boolean({ required: true, description: 'On (true) or off (false).' }),
    },
    resolve: async (_root, args, ctx) => {
      await setKindEnabled(
        ctx.prisma,
        ctx.viewer.user.id,
        args.channel as Channel,
        args.kind as Kind,
        args.enabled,
      );
      return view(ctx, ctx.viewer.user.id);
    },
  }),
);

const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  description: "A browser's PushSubscription: endpoint and keys.p256dh / keys.auth (base64url).",
  fields: (t) => ({
    endpoint: t.string({
      required: true,
      description: "The push service URL: https, on a browser's push service (PUSH_SERVICE_HOSTS).",
    }),
    p256dh: t.string({ required: true, description: "The browser's P-256 public key (base64url)." }),
    auth: t.string({ required: true, description: 'The 16-byte auth secret (base64url).' }),
  }),
});

builder.mutationField('subscribePush', (t) =>
  t.withAuth({ signedIn: true }).field({
    ...changes('session'),
    type: SettingsRef,
    description:
      "Turns push on for this browser. VALIDATION_FAILED for a malformed subscription, an endpoint that is not on a browser's push service or resolves to a non-public address, or one another student holds with other keys.",
    args: {
      subscription: t.arg({
        type: PushSubscriptionInput,
        required: true,
        description: "The browser's PushSubscription.",
      }),
    },
    resolve: async (_root, { subscription }, ctx) => {
      await subscribePush(ctx.prisma, ctx.viewer.user.id, subscription, ctx.settings.pushEndpoints);
      return view(ctx, ctx.viewer.user.id);
    },
  }),
);

builder.mutationField('unsubscribePush', (t) =>
  t.withAuth({ signedIn: true }).field({
    ...changes('session'),
    type: SettingsRef,
    description: 'Turns push off for this browser (its endpoint).',
    args: { endpoint: t.arg.string({ required: true, description: "The subscription's endpoint." }) },
    resolve: async (_root, { endpoint }, ctx) => {
      await unsubscribePush(ctx.prisma, ctx.viewer.user.id, endpoint);
      return view(ctx, ctx.viewer.user.id);
    },
  }),
);
