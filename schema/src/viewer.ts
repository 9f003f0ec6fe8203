// Who a request acts for: a student signed in by a session or by a personal API token. Kept apart from
// context.ts so that the session cache (services/freshness, below context) can hold viewers.
import type { ApiTokenScope, SignInKind, User } from '@campus-swap/prisma/client';

export type Viewer = {
  user: User;
  /** the sign-in session (cookie or session bearer); null for an API token */
  session: { id: string; kind: SignInKind; createdAt: Date } | null;
  /** the personal API token (ADR 061); null for a session */
  apiToken: { id: string; scope: ApiTokenScope; lastUsedAt: Date | null } | null;
  /** when the session or token expires (a cached viewer is not used past it) */
  expiresAt?: Date;
};
