import { describe, expect, it } from 'vitest';
import { instagramUrl, linkedinUrl, mailtoUrl } from './contact-links.ts';

describe('contact links (issue 39)', () => {
  it('an Instagram handle leads to its profile page on www.instagram.com, with or without the @', () => {
    expect(instagramUrl('@scarlet.knight')).toBe('https://www.instagram.com/scarlet.knight/');
    expect(instagramUrl(' ada_l.1 ')).toBe('https://www.instagram.com/ada_l.1/');
  });

  it('anything that is not plainly a handle stays text: no link to another site', () => {
    for (const value of [
      'javascript:alert(1)',
      'https://evil.example/x',
      'two words',
      'a/b',
      'i'.repeat(31),
      '',
      null,
    ])
      expect(instagramUrl(value)).toBeNull();
  });

  it('an email is a mailto: link; LinkedIn as before', () => {
    expect(mailtoUrl('ada.l@rutgers.edu')).toBe('mailto:ada.l@rutgers.edu');
    expect(linkedinUrl('linkedin.com/in/rk')).toBe('https://linkedin.com/in/rk');
    expect(linkedinUrl('scarlet-knight')).toBe('https://www.linkedin.com/in/scarlet-knight');
    expect(linkedinUrl('')).toBeNull();
  });
});
