// The password rule of the spec (§5, decisions.md §4) and memory-hard hashing: argon2id at OWASP's
// first choice of parameters (docs/decisions/032-argon2id-passwords.md). Older scrypt hashes still
// verify and are replaced at the next successful sign-in. Both run on the libuv pool, so a hash does
// not block the event loop for other requests.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { type Algorithm, hash as argon2Hash, parseOptions, verify as argon2Verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';

export const PASSWORD_MESSAGES = {
  required: 'Please enter a password.',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  composition: 'Password must contain at least 1 letter and 1 number.',
} as const;

const ALLOWED = /^[A-Za-z0-9@$!%*#?&]*$/;

/** The first broken rule's message, or null when the password is acceptable. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password === '') return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password) || !ALLOWED.test(password)) {
    return PASSWORD_MESSAGES.composition;
  }
  return null;
}

/** OWASP Password Storage Cheat Sheet, argon2id: m=19 MiB, t=2, p=1. */
export const ARGON2_PARAMS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;
// `Algorithm` is a const enum in the package's types; 2 is its Argon2id
const ARGON2ID = 2 as Algorithm;
/** A corrupted or hostile row must not make a sign-in allocate gigabytes or spin for minutes. */
const ARGON2_BOUNDS = { memoryCost: 256 * 1024, timeCost: 10, parallelism: 8 };

/**
 * Hashes running at once, per process. libuv's pool would run four on two cores and starve the event
 * loop, so every other request would wait behind a login storm; queueing them leaves a core free.
 */
export const HASH_SLOTS = Math.max(1, availableParallelism() - 1);
let hashing = 0;
const waiting: (() => void)[] = [];

/** The hashing slots in use and the sign-ins queued for one (the metrics read it at each scrape). */
export function hashQueue(): { hashing: number; waiting: number } {
  return { hashing, waiting: waiting.length };
}

export async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < HASH_SLOTS) hashing++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing hash hands over its slot
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

/** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` (PHC string: parameters travel with the hash). */
export function hashPassword(password: string): Promise<string> {
  return inHashSlot(() => argon2Hash(password, { ...ARGON2_PARAMS, algorithm: ARGON2ID }));
}

/** Constant-time comparison against a stored argon2id or legacy scrypt hash; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) return verifyArgon2(password, stored);
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** True when a stored hash is not argon2id at today's parameters (rehash it after a successful sign-in). */
export function needsRehash(stored: string): boolean {
  const options = argon2Options(stored);
  return (
    !options ||
    options.memoryCost !== ARGON2_PARAMS.memoryCost ||
    options.timeCost !== ARGON2_PARAMS.timeCost ||
    options.parallelism !== ARGON2_PARAMS.parallelism
  );
}

function argon2Options(stored: string): ReturnType<typeof parseOptions> | null {
  if (!stored.startsWith('$argon2id$')) return null;
  try {
    return parseOptions(stored);
  } catch {
    return null;
  }
}

async function verifyArgon2(password: string, stored: string): Promise<boolean> {
  const options = argon2Options(stored);
  if (
    !options ||
    options.memoryCost > ARGON2_BOUNDS.memoryCost ||
    options.timeCost > ARGON2_BOUNDS.timeCost ||
    options.parallelism > ARGON2_BOUNDS.parallelism
  ) {
    return false;
  }
  try {
    return await inHashSlot(() => argon2Verify(stored, password));
  } catch {
    return false;
  }
}

export type ScryptParams = { N: number; r: number; p: number };
/** The parameters hashes were made with before argon2id (OWASP's scrypt line): N=2^17, r=8, p=1. */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  return inHashSlot(() => deriveNow(password, salt, params, keyLength));
}

function deriveNow(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is below that at N=2^17
    const maxmem = 128 * params.N * params.r * params.p + 32 * 1024 * 1024;
    scrypt(password, salt, keyLength, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * The legacy format `scrypt$N$r$p$salt$hash` (salt and hash base64). New passwords are never stored
 * this way; tests and the benchmark make such hashes to stand for accounts created before argon2id.
 */
export async function hashPasswordScrypt(
  password: string,
  params: ScryptParams = SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // bounds keep a corrupted row from asking for gigabytes
  if (![N, r, p].every(Number.isInteger) || N < 2 || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) {
    return false;
  }
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real verification, for an unknown email or an account without a
 * password, so that response times do not tell them apart from a wrong password.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await dummyHash);
  return false;
}
