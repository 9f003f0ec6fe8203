// The device cookie (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"; ADR 313): every
// sign-in hands the browser a long-lived cookie naming the account, `v1.<user id>.<nonce>.<mac>`, the
// mac an HMAC-SHA256 under a key derived from the server's mail secret (UNSUBSCRIBE_SECRET) by HKDF
// with a label of its own, as code-seal.ts derives its key. A password attempt that presents a valid
// one for the email's account is counted per device (its nonce), not per email and network: a stranger
// behind the student's network can no longer lock her out of the device she signs in on.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const LABEL = 'campus-swap: device cookie v1';
const VERSION = 'v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

export type Device = { userId: string; nonce: string };

/** The 32-byte HMAC key derived from the server's mail secret. */
export function deriveDeviceKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
}

function mac(key: Buffer, userId: string, nonce: string): Buffer {
  return createHmac('sha256', key).update(`${VERSION}.${userId}.${nonce}`).digest();
}

/** A new device cookie for the account: a fresh 128-bit nonce, authenticated with the account's id. */
export function issueDeviceCookie(key: Buffer, userId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${VERSION}.${userId}.${nonce}.${mac(key, userId, nonce).toString('base64url')}`;
}

/** The account and nonce a device cookie names, or null when it is absent, malformed or forged. */
export function readDeviceCookie(key: Buffer, value: string | undefined): Device | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const [version, userId, nonce, tag, ...rest] = value.split('.');
  if (version !== VERSION || !userId || !nonce || !tag || rest.length > 0) return null;
  if (!UUID.test(userId) || !NONCE.test(nonce)) return null;
  const given = Buffer.from(tag, 'base64url');
  const expected = mac(key, userId, nonce);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, nonce };
}
