// A student's notification settings (docs/decisions/051-notification-rules.md) and their push
// subscriptions: every kind is on until switched off; push needs a subscription from a browser.
import type { PrismaClient } from '@campus-swap/prisma/client';
import { validationError } from '../../errors.ts';
import { DEFAULT_PUSH_ENDPOINT_POLICY, endpointProblem, type PushEndpointPolicy } from './push-endpoints.ts';
import { CHANNELS, KINDS, settingKey } from './policy.ts';
import { switchedOff } from './unsubscribe.ts';

// The GraphQL NotificationSettings and NotificationSetting types read what notificationSettings
// builds (ADR 247).
export type NotificationSettingsView = Awaited<ReturnType<typeof notificationSettings>>;
export type NotificationSetting = NotificationSettingsView['settings'][number];

export async function notificationSettings(
  prisma: PrismaClient,
  userId: string,
  pushPublicKey: string | null,
) {
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

export const PUSH_HELD_ELSEWHERE =
  'This push endpoint is registered with other keys. Turn push off and on again in this browser.';

/**
 * Checks what a browser's PushSubscription gave: an https endpoint on a known push service that
 * resolves only to public addresses (./push-endpoints.ts, ADR 146), a P-256 public key (65 bytes) and
 * a 16-byte auth secret.
 */
export async function checkSubscription(
  input: PushSubscriptionInput,
  policy: PushEndpointPolicy = DEFAULT_PUSH_ENDPOINT_POLICY,
): Promise<PushSubscriptionInput> {
  const fields: Record<string, string> = {};
  const problem =
    input.endpoint.length <= 2048
      ? await endpointProblem(input.endpoint, policy)
      : 'The push endpoint must be an https URL.';
  if (problem) fields.endpoint = problem;
  const bytes = (value: string) => (BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : -1);
  if (bytes(input.p256dh) !== 65) fields.p256dh = 'The p256dh key must be a base64url P-256 public key.';
  if (bytes(input.auth) !== 16) fields.auth = 'The auth secret must be 16 bytes, base64url.';
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return input;
}

/**
 * Saves the subscription of one browser. An endpoint another student holds moves to this one only
 * with the same keys (the same browser subscription, now used by whoever is signed in there); with
 * other keys it is refused, so knowing someone's endpoint is not enough to take it (ADR 146).
 */
export async function subscribePush(
  prisma: PrismaClient,
  userId: string,
  input: PushSubscriptionInput,
  policy?: PushEndpointPolicy,
): Promise<void> {
  const { endpoint, p256dh, auth } = await checkSubscription(input, policy);
  // one statement decides the move, so a concurrent subscribe cannot slip another student's keys in
  const { count } = await prisma.pushSubscription.updateMany({
    where: { endpoint, OR: [{ userId }, { p256dh, auth }] },
    data: { userId, p256dh, auth },
  });
  if (count === 1) return;
  try {
    await prisma.pushSubscription.create({ data: { userId, endpoint, p256dh, auth } });
  } catch (error) {
    // the endpoint exists with another student's keys (or appeared meanwhile)
    if ((error as { code?: unknown }).code === 'P2002')
      throw validationError({ endpoint: PUSH_HELD_ELSEWHERE });
    throw error;
  }
}

/** Forgets one browser's subscription (only the student's own). */
export async function unsubscribePush(prisma: PrismaClient, userId: string, endpoint: string): Promise<void> {
  await prisma.pushSubscription.deleteMany({ where: { userId, endpoint } });
}
