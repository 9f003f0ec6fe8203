// The landing page's promise about stale listings, read off the rule the housekeeping job applies
// (GET /health/config `rules.listingInactivityDays`), as the legal pages state it: the page keeps no
// copy of the number. Until the rules arrive the sentence leaves the number out.
import type { PublicRules } from '../../../lib/config.ts';

export function staleListingsText(rules: PublicRules | null): string {
  const after = rules
    ? ` after ${rules.listingInactivityDays} days of inactivity`
    : ' when its owner stops using Campus Swap';
  return `A listing is deactivated${after}: it no longer appears in anyone’s matches.`;
}
