// Web Push over the `web-push` package: VAPID-signed, payload encrypted (aes128gcm) for the browser's
// push service. Push is off when no VAPID keys are configured (README "Configuration").
import type { Agent } from 'node:https';
import webpush from 'web-push';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** 'gone': the push service forgot the subscription (404/410); the caller removes it. */
export type PushResult = 'sent' | 'gone';
export type PushSender = {
  publicKey: string;
  send(target: PushTarget, payload: string): Promise<PushResult>;
};

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** `agent`: an https agent for the push service connections (tests pass one trusting their server). */
export function createPushSender(vapid: VapidKeys, options: { agent?: Agent } = {}): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: 24 * 60 * 60,
            contentEncoding: 'aes128gcm',
            timeout: 10_000,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: unknown }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
  };
}
