import { describe, expect, it } from 'vitest';
import { signInLinkOf } from './login-steps.ts';

const SECRET = 'abcDEF0123456789_-abcDEF0123456789_-abcDEF0';

describe('signInLinkOf', () => {
  it("reads a code mail's link fragment", () => {
    expect(signInLinkOf(`#email=ann%40rutgers.edu&code=${SECRET}`)).toEqual({
      email: 'ann@rutgers.edu',
      code: SECRET,
    });
  });

  it('refuses anything else: no fragment, a missing part, a typed 6-digit code, a secret of the wrong shape', () => {
    expect(signInLinkOf('')).toBeNull();
    expect(signInLinkOf(`#code=${SECRET}`)).toBeNull();
    expect(signInLinkOf('#email=ann%40rutgers.edu')).toBeNull();
    expect(signInLinkOf('#email=ann%40rutgers.edu&code=123456')).toBeNull();
    expect(signInLinkOf(`#email=ann%40rutgers.edu&code=${SECRET}x`)).toBeNull();
    expect(signInLinkOf(`#email=ann%40rutgers.edu&code=${SECRET.slice(1)}!`)).toBeNull();
  });
});
