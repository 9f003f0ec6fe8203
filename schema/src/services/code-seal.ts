// What a code's mail needs while the relay has not taken it (ADR 223: a retry mails the same code and
// link) is kept sealed, never in the clear (ADR 281): AES-256-GCM under a key derived from the
// server's mail secret (UNSUBSCRIBE_SECRET) by HKDF with a label of its own, so a reader of the
// database alone learns nothing, and a changed secret only makes a pending mail go out with a fresh code.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export type CodeSecrets = { code: string; link: string };

const LABEL = 'campus-swap: pending sign-in code mail v1';

/** The 32-byte sealing key derived from the server's mail secret. */
export function deriveCodeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
}

/** `iv.tag.ciphertext`, each base64url; a fresh 96-bit IV per seal. */
export function sealCodeSecrets(key: Buffer, secrets: CodeSecrets): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The sealed secrets, or null when they cannot be opened (another key, a damaged value). */
export function openCodeSecrets(key: Buffer, sealed: string): CodeSecrets | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    const value = JSON.parse(text) as Partial<CodeSecrets>;
    return typeof value.code === 'string' && typeof value.link === 'string'
      ? { code: value.code, link: value.link }
      : null;
  } catch {
    return null;
  }
}
