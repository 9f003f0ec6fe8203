import { describe, expect, it } from 'vitest';
import { FALLBACK_SUPPORT_EMAIL, parseAppConfig } from './config.ts';

describe('parseAppConfig', () => {
  it('uses the server values when well formed', () => {
    expect(
      parseAppConfig({
        supportEmail: 'help@rutgers.edu',
        version: '1.2.3',
        environment: 'production',
        googleSignIn: true,
      }),
    ).toEqual({
      supportEmail: 'help@rutgers.edu',
      version: '1.2.3',
      environment: 'production',
      googleSignIn: true,
    });
  });

  it('falls back to the built-in support address for missing or malformed values', () => {
    expect(parseAppConfig({ supportEmail: '' }).supportEmail).toBe(FALLBACK_SUPPORT_EMAIL);
    expect(parseAppConfig({ supportEmail: 'not an email' }).supportEmail).toBe(FALLBACK_SUPPORT_EMAIL);
    expect(parseAppConfig(null).supportEmail).toBe(FALLBACK_SUPPORT_EMAIL);
    expect(parseAppConfig('x').googleSignIn).toBe(false);
  });

  it('only treats googleSignIn === true as enabled', () => {
    expect(parseAppConfig({ googleSignIn: 'yes' }).googleSignIn).toBe(false);
  });
});
