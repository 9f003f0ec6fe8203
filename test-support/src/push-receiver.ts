// A Web Push service stand-in on https://localhost (127.0.0.1, random port) with browser-side subscription keys: it takes
// the POSTs web-push makes, decrypts their aes128gcm payloads with the subscriber's private key (as a
// browser would) and keeps them. A device can be told to answer 410 Gone, as an expired one does.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:https';
import type { PushEndpointPolicy } from '@campus-swap/schema/services/notifications/push-endpoints';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { LOOPBACK_CERT, LOOPBACK_KEY } from './loopback-tls.ts';

export type ReceivedPush = { device: string; payload: unknown; ttl: string | undefined; vapid: boolean };

export type PushDevice = {
  name: string;
  subscription: { endpoint: string; p256dh: string; auth: string };
  /** answer this status instead of 201 (e.g. 410 for an expired subscription) */
  status: number;
  /** a slow push service (issue 28): hold each request this long before answering (0: at once) */
  delayMs: number;
};

export type PushReceiver = {
  pushes: ReceivedPush[];
  /**
   * what happened, in order: `request <device>` on arrival, `push <device>` when one is kept,
   * `dropped <device>` when the sender gave up on a held request, `answered <status> <device>` when
   * a device answered its status instead of 201
   */
  events: string[];
  /** when each of `events` happened (Date.now()), same index */
  times: number[];
  /** the certificate the push sender must trust for this receiver */
  ca: string;
  device(name: string): PushDevice;
  close(): Promise<void>;
};

/**
 * What the tests configure in place of the real push services (PUSH_SERVICE_HOSTS=localhost,
 * PUSH_ALLOW_LOOPBACK=true): this receiver's host name, on loopback.
 */
export const TEST_PUSH_POLICY: PushEndpointPolicy = { hosts: ['localhost'], allowLoopback: true };

export async function startPushReceiver(): Promise<PushReceiver> {
  const devices = new Map<string, PushDevice & { keys: ReturnType<typeof createECDH>; secret: string }>();
  const pushes: ReceivedPush[] = [];
  const events: string[] = [];
  const times: number[] = [];
  const record = (event: string) => {
    events.push(event);
    times.push(Date.now());
  };
  const server = createServer({ key: LOOPBACK_KEY, cert: LOOPBACK_CERT }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const device = devices.get(decodeURIComponent((req.url ?? '').replace(/^\/push\//, '')));
      if (!device || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      record(`request ${device.name}`);
      if (device.delayMs > 0) {
        // a held request the sender gave up on is simply dropped with its connection
        const timer = setTimeout(() => {
          if (!res.destroyed) res.writeHead(201).end();
        }, device.delayMs);
        res.on('close', () => {
          clearTimeout(timer);
          if (!res.writableEnded) record(`dropped ${device.name}`);
        });
        return;
      }
      if (device.status !== 201) {
        record(`answered ${device.status} ${device.name}`);
        res.writeHead(device.status).end();
        return;
      }
      const plain = decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: device.keys,
        authSecret: device.secret,
      });
      pushes.push({
        device: device.name,
        payload: JSON.parse(plain.toString('utf8')),
        ttl: req.headers.ttl as string | undefined,
        vapid: /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(String(req.headers.authorization)),
      });
      record(`push ${device.name}`);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    pushes,
    events,
    times,
    ca: LOOPBACK_CERT,
    device(name) {
      const existing = devices.get(name);
      if (existing) return existing;
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const secret = randomBytes(16).toString('base64url');
      const device = {
        name,
        keys,
        secret,
        status: 201,
        delayMs: 0,
        subscription: {
          endpoint: `https://localhost:${port}/push/${encodeURIComponent(name)}`,
          p256dh: keys.getPublicKey().toString('base64url'),
          auth: secret,
        },
      };
      devices.set(name, device);
      return device;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
