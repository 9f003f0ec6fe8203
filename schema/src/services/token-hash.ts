// A bearer token (a session's or a personal API token's) is stored only as its SHA-256: what the
// database holds cannot be presented (decisions.md §3, ADR 061). Both kinds hash alike, here.
import { createHash } from 'node:crypto';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
