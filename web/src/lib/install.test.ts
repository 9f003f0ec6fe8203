import { describe, expect, it } from 'vitest';
import { shouldOfferInstall } from './install.ts';

describe('shouldOfferInstall', () => {
  it('offers only when the browser offered, the app is not standalone and the user did not dismiss', () => {
    expect(shouldOfferInstall({ hasPrompt: true, standalone: false, dismissed: false })).toBe(true);
    expect(shouldOfferInstall({ hasPrompt: false, standalone: false, dismissed: false })).toBe(false);
    expect(shouldOfferInstall({ hasPrompt: true, standalone: true, dismissed: false })).toBe(false);
    expect(shouldOfferInstall({ hasPrompt: true, standalone: false, dismissed: true })).toBe(false);
  });
});
