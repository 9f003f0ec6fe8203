import { describe, expect, it } from 'vitest';
import type { PublicRules } from '../../../lib/config.ts';
import { staleListingsText } from './trust.ts';

describe('the landing page on stale listings', () => {
  it('names the served inactivity rule, whatever it is', () => {
    expect(staleListingsText({ listingInactivityDays: 45 } as PublicRules)).toBe(
      'A listing is deactivated after 45 days of inactivity: it no longer appears in anyone’s matches.',
    );
  });

  it('leaves the number out until the rules arrive', () => {
    expect(staleListingsText(null)).toBe(
      'A listing is deactivated when its owner stops using Campus Swap: it no longer appears in anyone’s matches.',
    );
  });
});
