import { describe, expect, it } from 'vitest';
import { headerVariant } from './header.ts';

describe('headerVariant', () => {
  it('hides the header on /matches', () => {
    expect(headerVariant('/matches')).toBe('hidden');
    expect(headerVariant('/matches/')).toBe('hidden');
  });

  it.each(['/post', '/account', '/profile-setup', '/terms', '/privacy', '/Terms/'])(
    'shows a back arrow on %s',
    (p) => {
      expect(headerVariant(p)).toBe('back');
    },
  );

  it.each(['/', '/login', '/test-listings', '/nowhere'])('shows the brand link on %s', (p) => {
    expect(headerVariant(p)).toBe('brand');
  });
});
