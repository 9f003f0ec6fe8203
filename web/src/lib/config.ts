// Public app configuration from GET /health/config (outside /api). Fetched once, shared by every screen.
import { useSyncExternalStore } from 'react';
import { trackedFetch } from './network.ts';

export const FALLBACK_SUPPORT_EMAIL = 'support@campusswap.app';

export interface AppConfig {
  supportEmail: string;
  version: string | null;
  environment: string | null;
  googleSignIn: boolean;
}

const fallbackConfig: AppConfig = {
  supportEmail: FALLBACK_SUPPORT_EMAIL,
  version: null,
  environment: null,
  googleSignIn: false,
};

/** Accepts only well-formed fields from the server, keeping the fallback for anything else. */
export function parseAppConfig(body: unknown): AppConfig {
  if (typeof body !== 'object' || body === null) return fallbackConfig;
  const b = body as Record<string, unknown>;
  const email =
    typeof b.supportEmail === 'string' && /^[^\s@]+@[^\s@]+$/.test(b.supportEmail) ? b.supportEmail : null;
  return {
    supportEmail: email ?? FALLBACK_SUPPORT_EMAIL,
    version: typeof b.version === 'string' ? b.version : null,
    environment: typeof b.environment === 'string' ? b.environment : null,
    googleSignIn: b.googleSignIn === true,
  };
}

let current: AppConfig = fallbackConfig;
let started = false;
const listeners = new Set<() => void>();

export function loadAppConfig(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  trackedFetch('/health/config', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      if (body === null) return;
      current = parseAppConfig(body);
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // Offline or server down: keep the built-in fallback; allow a later retry.
      started = false;
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadAppConfig();
  return () => listeners.delete(listener);
}

export function useAppConfig(): AppConfig {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => fallbackConfig,
  );
}

export function useSupportEmail(): string {
  return useAppConfig().supportEmail;
}
