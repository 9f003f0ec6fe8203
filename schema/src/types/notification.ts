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

const ChannelEnum = builder.enumType('NotificationChannel', {
  values: ['EMAIL', 'PUSH'] as const,
});

const KindEnum = builder.enumType('NotificationKind', {
  description:
    'INTEREST: someone revealed interest in you. CONNECTION: you both revealed. DIGEST: daily list of new My Preference matches.',
  values: ['INTEREST', 'CONNECTION', 'DIGEST'] as const,
});

const SettingRef = builder.objectRef<NotificationSetting>('NotificationSetting').implement({
  fields: (t) => ({
    channel: t.field({ type: ChannelEnum, resolve: (s) => s.channel }),
    kind: t.field({ type: KindEnum, resolve: (s) => s.kind }),
    enabled: t.exposeBoolean('enabled'),
  }),
});

const SettingsRef = builder.objectRef<NotificationSettingsView>('NotificationSettings').implement({
  fields: (t) => ({
    settings: t.field({ type: [SettingRef], resolve: (v) => v.settings }),
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
  t.field({
    type: SettingsRef,
    authScopes: { signedIn: true },
    description: 'Which notifications the signed-in student gets (every kind is on until switched off).',
    resolve: (_root, _args, ctx) => view(ctx, ctx.viewer!.user.id),
  }),
);

builder.mutationField('setNotificationSetting', (t) =>
  t.field({
    type: SettingsRef,
    authScopes: { signedIn: true },
    args: {
      channel: t.arg({ type: ChannelEnum, required: true }),
      kind: t.arg({ type: KindEnum, required: true }),
      enabled: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await setKindEnabled(
        ctx.prisma,
        ctx.viewer!.user.id,
        args.channel as Channel,
        args.kind as Kind,
        args.enabled,
      );
      return view(ctx, ctx.viewer!.user.id);
    },
  }),
);

const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  description: "A browser's PushSubscription: endpoint and keys.p256dh / keys.auth (base64url).",
  fields: (t) => ({
    endpoint: t.string({ required: true }),
    p256dh: t.string({ required: true }),
    auth: t.string({ required: true }),
  }),
});

builder.mutationField('subscribePush', (t) =>
  t.field({
    type: SettingsRef,
    authScopes: { signedIn: true },
    description: 'Turns push on for this browser. VALIDATION_FAILED for a malformed subscription.',
    args: { subscription: t.arg({ type: PushSubscriptionInput, required: true }) },
    resolve: async (_root, { subscription }, ctx) => {
      await subscribePush(
        ctx.prisma,
        ctx.viewer!.user.id,
        subscription,
        ctx.settings.environment === 'production',
      );
      return view(ctx, ctx.viewer!.user.id);
    },
  }),
);

builder.mutationField('unsubscribePush', (t) =>
  t.field({
    type: SettingsRef,
    authScopes: { signedIn: true },
    description: 'Turns push off for this browser (its endpoint).',
    args: { endpoint: t.arg.string({ required: true }) },
    resolve: async (_root, { endpoint }, ctx) => {
      await unsubscribePush(ctx.prisma, ctx.viewer!.user.id, endpoint);
      return view(ctx, ctx.viewer!.user.id);
    },
  }),
);
