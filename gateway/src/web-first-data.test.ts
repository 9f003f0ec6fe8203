import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './web-first-data.ts';

describe('scriptSafeJson', () => {
  it('cannot end the <script> element, open a comment or break a line in it, and parses back the same', () => {
    const value = { notes: '</script><script>alert(1)</script><!-- & \u2028\u2029 done' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
