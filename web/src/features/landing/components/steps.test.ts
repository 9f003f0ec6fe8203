import { describe, expect, it } from 'vitest';
import type { PublicRules } from '../../../lib/config.ts';
import { steps } from './steps.tsx';

// Only the interval is read; the other rules do not matter here.
const rules = { matchRecheckMinutes: 5 } as PublicRules;

describe('How it works steps', () => {
  const match = steps.find((step) => step.title === 'Match');

  it('names how often matches are re-checked from the served rules', () => {
    expect(match?.text(rules)).toBe(
      'We rank students whose listing fits yours, best fits first, and re-check your matches every 5 minutes.',
    );
  });

  it('leaves the interval out until the rules arrive', () => {
    expect(match?.text(null)).toBe(
      'We rank students whose listing fits yours, best fits first, and re-check your matches.',
    );
  });
});
