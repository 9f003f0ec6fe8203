import { publicRules } from '@campus-swap/schema/services/public-rules';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { adoptRenderedConfig, FALLBACK_SUPPORT_EMAIL, parseAppConfig, useRules } from './config.ts';

const rules = publicRules(['rutgers.edu', 'scarletmail.rutgers.edu']);

describe('parseAppConfig', () => {
  it('uses the server values when well formed', () => {
    expect(
      parseAppConfig({
        supportEmail: 'help@rutgers.edu',
        version: '1.2.3',
        environment: 'production',
        googleSignIn: true,
        rules,
      }),
    ).toEqual({
      supportEmail: 'help@rutgers.edu',
      version: '1.2.3',
      environment: 'production',
      googleSignIn: true,
      rules,
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

  it('keeps no rules at all when any of them is missing or malformed', () => {
    expect(parseAppConfig({}).rules).toBeNull();
    expect(parseAppConfig({ rules: { ...rules, ageMin: '16' } }).rules).toBeNull();
    expect(parseAppConfig({ rules: { ...rules, termsVersion: '' } }).rules).toBeNull();
    expect(parseAppConfig({ rules: { ...rules, allowedEmailDomains: [] } }).rules).toBeNull();
    expect(parseAppConfig({ rules: { ...rules, allowedEmailDomains: [1] } }).rules).toBeNull();
    expect(parseAppConfig({ rules: { ...rules, profileLimits: { name: 80 } } }).rules).toBeNull();
    expect(parseAppConfig({ rules: { ...rules, profileMessages: undefined } }).rules).toBeNull();
  });
});

describe('the configuration a page is rendered with (ADR 318)', () => {
  function Recheck() {
    const minutes = useRules()?.matchRecheckMinutes;
    return createElement('p', null, minutes ? `every ${minutes} minutes` : 'soon');
  }

  it("is the server snapshot once adopted, so the server's render and the hydration read the same", () => {
    expect(renderToString(createElement(Recheck))).toBe('<p>soon</p>');
    adoptRenderedConfig(undefined);
    expect(renderToString(createElement(Recheck))).toBe('<p>soon</p>');
    adoptRenderedConfig({ supportEmail: 'help@rutgers.edu', rules });
    expect(renderToString(createElement(Recheck))).toBe(`<p>every ${rules.matchRecheckMinutes} minutes</p>`);
  });
});
