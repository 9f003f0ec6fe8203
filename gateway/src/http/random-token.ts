// Random tokens cut from a pool of CSPRNG bytes filled a few KB at a time. The CSRF cookie is made for
// every response that lacks it (decisions.md §3), so bearer-only API clients, which never keep cookies,
// get a new one on every request: one synchronous randomBytes call each was ~4 % of a trivial
// request's CPU in the overhead bench's profile. The bytes are the same (crypto.randomFillSync), and
// each is handed out once.
import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 6144;
let pool = Buffer.alloc(0);
let offset = 0;

/** `bytes` fresh random bytes as base64url text. */
export function randomToken(bytes: number): string {
  if (bytes > POOL_BYTES) throw new RangeError(`at most ${POOL_BYTES} bytes`);
  if (offset + bytes > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafeSlow(POOL_BYTES));
    offset = 0;
  }
  const token = pool.toString('base64url', offset, offset + bytes);
  offset += bytes;
  return token;
}
