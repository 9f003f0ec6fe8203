// Web Push over the `web-push` package: VAPID-signed, payload encrypted (aes128gcm) for the browser's
// push service. Push is off when no VAPID keys are configured (README "Configuration"). Every send
// checks the endpoint again and connects only to addresses that pass ./push-endpoints.ts (ADR 146).
import { Agent } from 'node:https';
import webpush from 'web-push';
import {
  DEFAULT_PUSH_ENDPOINT_POLICY,
  endpointUrlProblem,
  guardedLookup,
  PushEndpointRefused,
  type PushEndpointPolicy,
} from './push-endpoints.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/**
 * 'gone': the push service forgot the subscription (404/410), or the endpoint is not one the server
 * may connect to (any more); the caller removes it.
 */
export type PushResult = 'sent' | 'gone';
export type PushSender = {
  publicKey: string;
  send(target: PushTarget, payload: string): Promise<PushResult>;
};

/**
 * A push service that has not answered within this is given up on for now: the message is retried
 * with backoff (issue 28, ADR 219), and meanwhile the worker goes on with the others.
 */
export const PUSH_TIMEOUT_MS = 5_000;

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type PushSenderOptions = {
  /** which endpoints may be reached (default: the known push services, public addresses only) */
  policy?: PushEndpointPolicy;
  /** extra certificate authorities to trust (tests pass their push service's) */
  ca?: string;
  /** told about an endpoint the policy refused at send time */
  onRefused?: (endpoint: string, reason: string) => void;
};

export function createPushSender(vapid: VapidKeys, options: PushSenderOptions = {}): PushSender {
  const policy = options.policy ?? DEFAULT_PUSH_ENDPOINT_POLICY;
  // the socket resolves through guardedLookup: it connects only to the addresses that were checked
  const agent = new Agent({ lookup: guardedLookup(policy), ...(options.ca ? { ca: options.ca } : {}) });
  return {
    publicKey: vapid.publicKey,
    async send(target, payload) {
      const problem = endpointUrlProblem(target.endpoint, policy);
      if (problem) {
        options.onRefused?.(target.endpoint, problem);
        return 'gone';
      }
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: 24 * 60 * 60,
            contentEncoding: 'aes128gcm',
            timeout: PUSH_TIMEOUT_MS,
            agent,
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof PushEndpointRefused) {
          options.onRefused?.(target.endpoint, error.message);
          return 'gone';
        }
        const status = (error as { statusCode?: unknown }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
  };
}
