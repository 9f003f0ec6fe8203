// One-click unsubscribe links (RFC 8058): the link names the student, the channel and the kind and is
// signed with HMAC-SHA256, so it works without signing in and cannot be forged for someone else.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '@campus-swap/prisma/client';
import { CHANNELS, type Channel, KINDS, type Kind, settingKey } from './policy.ts';
import { isUuid } from '../../ids.ts';

export type UnsubscribeTarget = { userId: string; channel: Channel; kind: Kind };

function signature(secret: string, target: UnsubscribeTarget): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe\n${target.userId}\n${target.channel}\n${target.kind}`)
    .digest('base64url');
}

/** The public URL that switches one kind off for one student. */
export function unsubscribeUrl(appOrigin: string, secret: string, target: UnsubscribeTarget): string {
  const query = new URLSearchParams({
    u: target.userId,
    c: target.channel,
    k: target.kind,
    s: signature(secret, target),
  });
  return `${appOrigin}/unsubscribe?${query.toString()}`;
}

/** The target of a link when its signature is right, else null. */
export function verifyUnsubscribe(secret: string, query: Record<string, unknown>): UnsubscribeTarget | null {
  const { u, c, k, s } = query;
  if (typeof u !== 'string' || typeof c !== 'string' || typeof k !== 'string' || typeof s !== 'string')
    return null;
  if (!isUuid(u) || !CHANNELS.includes(c as Channel) || !KINDS.includes(k as Kind)) return null;
  const target = { userId: u.toLowerCase(), channel: c as Channel, kind: k as Kind };
  const expected = Buffer.from(signature(secret, target));
  const given = Buffer.from(s);
  return expected.length === given.length && timingSafeEqual(expected, given) ? target : null;
}

/** Switches the kind off (idempotent). False when the student no longer exists. */
export async function applyUnsubscribe(prisma: PrismaClient, target: UnsubscribeTarget): Promise<boolean> {
  const user = await prisma.user.findUnique({ where: { id: target.userId }, select: { id: true } });
  if (!user) return false;
  await setKindEnabled(prisma, target.userId, target.channel, target.kind, false);
  return true;
}

/** Turns one channel and kind on or off for a student. */
export async function setKindEnabled(
  prisma: PrismaClient,
  userId: string,
  channel: Channel,
  kind: Kind,
  enabled: boolean,
): Promise<void> {
  const key = settingKey(channel, kind);
  // one statement, so two concurrent changes of different kinds both stick
  if (enabled) {
    await prisma.$executeRaw`
      INSERT INTO "NotificationSettings" ("userId", "off") VALUES (${userId}::uuid, ARRAY[]::text[])
      ON CONFLICT ("userId") DO UPDATE SET "off" = array_remove("NotificationSettings"."off", ${key})`;
  } else {
    await prisma.$executeRaw`
      INSERT INTO "NotificationSettings" ("userId", "off") VALUES (${userId}::uuid, ARRAY[${key}]::text[])
      ON CONFLICT ("userId") DO UPDATE SET "off" = array_append(array_remove("NotificationSettings"."off", ${key}), ${key})`;
  }
}

/** The kinds a student has switched off, as setting keys. */
export async function switchedOff(prisma: PrismaClient, userId: string): Promise<Set<string>> {
  const row = await prisma.notificationSettings.findUnique({ where: { userId }, select: { off: true } });
  return new Set(row?.off ?? []);
}
