import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a page path of this site, with its query', () => {
    expect(safeReturnPath('/account')).toBe('/account');
    expect(safeReturnPath('/matches?tab=other')).toBe('/matches?tab=other');
    expect(safeReturnPath('/post')).toBe('/post');
  });

  it('refuses anything a browser could resolve to another origin', () => {
    for (const raw of [
      '//evil.example/account',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/account',
      'javascript:alert(1)',
      'account',
      '/%0d%0aSet-Cookie:x=1',
      '/\tevil',
      '/ /evil.example',
      '/.//evil.example',
      '/..//evil.example',
      `/${'a'.repeat(600)}`,
      '',
    ]) {
      const kept = safeReturnPath(raw);
      if (kept !== null)
        expect(new URL(kept, 'https://campus.example').origin).toBe('https://campus.example');
    }
    expect(safeReturnPath('//evil.example/account')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example/account')).toBeNull();
    expect(safeReturnPath('javascript:alert(1)')).toBeNull();
    expect(safeReturnPath('account')).toBeNull();
    expect(safeReturnPath('/.//evil.example')).toBeNull();
    expect(safeReturnPath('/..//evil.example')).toBeNull();
    expect(safeReturnPath('/\tevil')).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(600)}`)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(['/account'])).toBeNull();
  });

  it('refuses pages that make no sense after signing in', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/profile-setup')).toBeNull();
    expect(safeReturnPath('/api/auth/logout')).toBeNull();
    expect(safeReturnPath('/API/auth/me')).toBeNull();
    expect(safeReturnPath('/graphql')).toBeNull();
    expect(safeReturnPath('/unsubscribe?token=x')).toBeNull();
  });
});
