import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a page path of this site, with its query', () => {
    expect(safeReturnPath('/account')).toBe('/account');
    expect(safeReturnPath('/matches?tab=other')).toBe('/matches?tab=other');
    expect(safeReturnPath('/post')).toBe('/post');
  });

  it('refuses anything a browser could resolve to another origin, and anything not a path', () => {
    for (const raw of [
      '//evil.example/account',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/account',
      'javascript:alert(1)',
      'account',
      '/\tevil',
      '/ /evil.example',
      '/.//evil.example',
      '/..//evil.example',
      `/${'a'.repeat(600)}`,
      '',
      undefined,
      ['/account'],
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });

  it('keeps an encoded oddity only as a path of this site', () => {
    const kept = safeReturnPath('/%0d%0aSet-Cookie:x=1');
    expect(kept).toBe('/%0d%0aSet-Cookie:x=1');
    expect(new URL(kept!, 'https://campus.example').origin).toBe('https://campus.example');
  });

  it('refuses pages that make no sense after signing in', () => {
    for (const raw of [
      '/login',
      '/profile-setup',
      '/api/auth/logout',
      '/API/auth/me',
      '/graphql',
      '/unsubscribe?token=x',
    ]) {
      expect(safeReturnPath(raw), raw).toBeNull();
    }
  });
});
