// A student's notification settings (docs/decisions/051-notification-rules.md) and their push
// subscriptions: every kind is on until switched off; push needs a subscription from a browser.
import type { PrismaClient } from '@campus-swap/prisma/client';
import { validationError } from '../../errors.ts';
import { CHANNELS, type Channel, KINDS, type Kind, settingKey } from './policy.ts';
import { switchedOff } from './unsubscribe.ts';

export type NotificationSetting = { channel: Channel; kind: Kind; enabled: boolean };
export type NotificationSettingsView = {
  settings: NotificationSetting[];
  pushPublicKey: string | null;
  pushDevices: number;
};

export async function notificationSettings(
  prisma: PrismaClient,
  userId: string,
  pushPublicKey: string | null,
): Promise<NotificationSettingsView> {
  const [off, pushDevices] = await Promise.all([
    switchedOff(prisma, userId),
    prisma.pushSubscription.count({ where: { userId } }),
  ]);
  return {
    settings: CHANNELS.flatMap((channel) =>
      KINDS.map((kind) => ({ channel, kind, enabled: !off.has(settingKey(channel, kind)) })),
    ),
    pushPublicKey,
    pushDevices,
  };
}

export type PushSubscriptionInput = { endpoint: string; p256dh: string; auth: string };

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * Checks what a browser's PushSubscription gave: an https endpoint (plain http only outside
 * production, for local push services), a P-256 public key (65 bytes) and a 16-byte auth secret.
 */
export function checkSubscription(input: PushSubscriptionInput, production: boolean): PushSubscriptionInput {
  const fields: Record<string, string> = {};
  let url: URL | null = null;
  try {
    url = input.endpoint.length <= 2048 ? new URL(input.endpoint) : null;
  } catch {
    url = null;
  }
  if (!url || !(url.protocol === 'https:' || (!production && url.protocol === 'http:')))
    fields.endpoint = 'The push endpoint must be an https URL.';
  const bytes = (value: string) => (BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : -1);
  if (bytes(input.p256dh) !== 65) fields.p256dh = 'The p256dh key must be a base64url P-256 public key.';
  if (bytes(input.auth) !== 16) fields.auth = 'The auth secret must be 16 bytes, base64url.';
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return input;
}

/** Saves (or moves to this student) the subscription of one browser. */
export async function subscribePush(
  prisma: PrismaClient,
  userId: string,
  input: PushSubscriptionInput,
  production: boolean,
): Promise<void> {
  const { endpoint, p256dh, auth } = checkSubscription(input, production);
  await prisma.pushSubscription.upsert({
    where: { endpoint },
    create: { userId, endpoint, p256dh, auth },
    update: { userId, p256dh, auth },
  });
}

/** Forgets one browser's subscription (only the student's own). */
export async function unsubscribePush(prisma: PrismaClient, userId: string, endpoint: string): Promise<void> {
  await prisma.pushSubscription.deleteMany({ where: { userId, endpoint } });
}
