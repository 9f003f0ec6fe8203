import { describe, expect, it } from 'vitest';
import { INSTALL_QUIET_MS, shouldOfferInstall } from './install.ts';

const now = Date.UTC(2026, 11, 5);
const ready = { hasPrompt: true, standalone: false, earned: true, dismissedAt: null, now };

describe('shouldOfferInstall (ADR 305)', () => {
  it('offers only when the browser offered, the app is not standalone and the student did something', () => {
    expect(shouldOfferInstall(ready)).toBe(true);
    expect(shouldOfferInstall({ ...ready, hasPrompt: false })).toBe(false);
    expect(shouldOfferInstall({ ...ready, standalone: true })).toBe(false);
    expect(shouldOfferInstall({ ...ready, earned: false })).toBe(false);
  });

  it('"Not now" keeps it away for 30 days, then it may come back', () => {
    expect(shouldOfferInstall({ ...ready, dismissedAt: now - 1000 })).toBe(false);
    expect(shouldOfferInstall({ ...ready, dismissedAt: now - INSTALL_QUIET_MS + 60_000 })).toBe(false);
    expect(shouldOfferInstall({ ...ready, dismissedAt: now - INSTALL_QUIET_MS })).toBe(true);
    expect(INSTALL_QUIET_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });
});
