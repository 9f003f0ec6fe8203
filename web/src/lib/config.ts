// Public app configuration from GET /health/config (outside /api). Fetched once, shared by every screen.
// `rules` are the server's own rules and sentences (schema/src/services/public-rules.ts); the web keeps
// no copy of them, so until they arrive a screen skips its early check and lets the server answer.
import { useSyncExternalStore } from 'react';
import type { PublicRules } from '@campus-swap/schema/services/public-rules';
import { trackedFetch } from './network.ts';

export type { PublicRules };

export const FALLBACK_SUPPORT_EMAIL = 'support@campusswap.app';

export interface AppConfig {
  supportEmail: string;
  version: string | null;
  environment: string | null;
  googleSignIn: boolean;
  rules: PublicRules | null;
}

const fallbackConfig: AppConfig = {
  supportEmail: FALLBACK_SUPPORT_EMAIL,
  version: null,
  environment: null,
  googleSignIn: false,
  rules: null,
};

const ruleNumbers = [
  'ageMin',
  'ageMax',
  'codeLifetimeMinutes',
  'notesMaxLength',
  'listingInactivityDays',
  'accountPurgeDays',
  'matchRecheckMinutes',
] as const satisfies readonly (keyof PublicRules)[];
const ruleTexts = [
  'termsVersion',
  'emailDomainMessage',
  'ageMessage',
  'notesMessage',
] as const satisfies readonly (keyof PublicRules)[];

/** The rules when every one is well formed, else null (a partial set would check half a rule). */
function parseRules(value: unknown): PublicRules | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  if (!ruleNumbers.every((key) => typeof r[key] === 'number' && Number.isFinite(r[key]))) return null;
  if (!ruleTexts.every((key) => typeof r[key] === 'string' && r[key] !== '')) return null;
  const domains = r.allowedEmailDomains;
  if (!Array.isArray(domains) || domains.length === 0 || !domains.every((d) => typeof d === 'string'))
    return null;
  const fieldsOf = (record: unknown, type: 'number' | 'string') =>
    typeof record === 'object' &&
    record !== null &&
    ['name', 'instagram', 'linkedin'].every(
      (key) => typeof (record as Record<string, unknown>)[key] === type,
    );
  if (!fieldsOf(r.profileLimits, 'number') || !fieldsOf(r.profileMessages, 'string')) return null;
  return r as PublicRules;
}

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
    rules: parseRules(b.rules),
  };
}

let current: AppConfig = fallbackConfig;
let started = false;
const listeners = new Set<() => void>();
/**
 * The configuration a server-rendered page was rendered with (ADR 318): the server's render reads it as
 * React's server snapshot, and the browser's hydration reads the same, carried in the page's loader
 * data, so the markup matches and nothing renders again once it is adopted (a page that read the
 * built-in fallback on the server and the real rules after hydration rendered a second time, all 25
 * match cards of /matches in one task).
 */
let rendered: AppConfig | null = null;

/** The configuration the server's render uses and sends with the page (its /health/config body). */
export function adoptRenderedConfig(body: unknown): void {
  if (body === undefined || body === null) return;
  rendered = parseAppConfig(body);
  current = rendered;
  // the server just said what /health/config would say: the browser does not ask again
  started = true;
}

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
    () => rendered ?? fallbackConfig,
  );
}

/** "Use your Rutgers email: rutgers.edu or scarletmail.rutgers.edu." from the server's domains. */
export function schoolEmailHint(rules: PublicRules | null): string {
  if (!rules) return 'Use your Rutgers email.';
  return `Use your Rutgers email: ${rules.allowedEmailDomains.join(' or ')}.`;
}

/** The server's rules, or null until /health/config has answered. */
export function useRules(): PublicRules | null {
  return useAppConfig().rules;
}

export function useSupportEmail(): string {
  return useAppConfig().supportEmail;
}
