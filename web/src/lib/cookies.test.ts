import { describe, expect, it } from 'vitest';
import { isSignedInCookie, parseCookies, readCookie } from './cookies.ts';

describe('parseCookies', () => {
  it('splits name=value pairs and trims whitespace', () => {
    expect(parseCookies('a=1; csrf_token=abc%20def;signed_in=1')).toEqual({
      a: '1',
      csrf_token: 'abc def',
      signed_in: '1',
    });
  });

  it('keeps "=" inside values and strips quotes', () => {
    expect(parseCookies('tok=ab==; q="x y"')).toEqual({ tok: 'ab==', q: 'x y' });
  });

  it('ignores empty and malformed parts and keeps the first duplicate', () => {
    expect(parseCookies(';;novalue; a=1; a=2; =x')).toEqual({ a: '1' });
  });

  it('survives malformed percent-encoding', () => {
    expect(parseCookies('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });
});

describe('readCookie / isSignedInCookie', () => {
  it('reads one cookie or null', () => {
    expect(readCookie('csrf_token', 'x=1; csrf_token=t0k')).toBe('t0k');
    expect(readCookie('missing', 'x=1')).toBeNull();
  });

  it('treats only a present, non-empty, non-zero signed_in as signed in', () => {
    expect(isSignedInCookie('signed_in=1')).toBe(true);
    expect(isSignedInCookie('signed_in=')).toBe(false);
    expect(isSignedInCookie('signed_in=0')).toBe(false);
    expect(isSignedInCookie('auth_token=abc')).toBe(false);
    expect(isSignedInCookie('')).toBe(false);
  });
});
