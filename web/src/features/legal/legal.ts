// What the legal pages state about how the app behaves comes from the server (GET /health/config
// `rules`, schema/src/services/public-rules.ts): the minimum age sign-up enforces, the sign-in domains,
// the code lifetime, when the housekeeping job deactivates a listing and when a deleted account is
// purged. The pages keep no copy, so they cannot drift from what the server does.
import { type PublicRules, useRules } from '../../lib/config.ts';

export interface LegalFacts {
  termsVersion: string;
  /** the version's date written out, e.g. "January 21, 2025" */
  effective: string;
  domains: readonly string[];
  minimumAge: number;
  codeMinutes: number;
  listingInactivityDays: number;
  accountPurgeDays: number;
}

/** "2025-01-21" -> "January 21, 2025"; a version that is not a date is shown as it is. */
export function effectiveDate(version: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version);
  if (!match) return version;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Date.UTC rolls 2025-13-45 over into 2026: only a date that reads back the same is one
  if (date.toISOString().slice(0, 10) !== version) return version;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function legalFacts(rules: PublicRules): LegalFacts {
  return {
    termsVersion: rules.termsVersion,
    effective: effectiveDate(rules.termsVersion),
    domains: rules.allowedEmailDomains,
    minimumAge: rules.ageMin,
    codeMinutes: rules.codeLifetimeMinutes,
    listingInactivityDays: rules.listingInactivityDays,
    accountPurgeDays: rules.accountPurgeDays,
  };
}

/** The facts once /health/config has answered, else null (the page shows a skeleton meanwhile). */
export function useLegalFacts(): LegalFacts | null {
  const rules = useRules();
  return rules ? legalFacts(rules) : null;
}
