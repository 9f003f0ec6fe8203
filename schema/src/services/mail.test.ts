import { describe, expect, it } from 'vitest';
import { codeEmail } from './mail.ts';

const LINK = 'A'.repeat(43);

describe('codeEmail', () => {
  it('carries the code and the sign-in link in text and html, and escapes html', () => {
    const mail = codeEmail({
      to: 'a@rutgers.edu',
      code: '042917',
      link: LINK,
      supportEmail: 'help<x>@campusswap.app',
      appOrigin: 'http://localhost:3000',
    });
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain('10 minutes');
    expect(mail.text).toContain(`http://localhost:3000/login#email=a%40rutgers.edu&code=${LINK}`);
    expect(mail.html).toContain('042917');
    expect(mail.html).toContain(`href="http://localhost:3000/login#email=a%40rutgers.edu&#38;code=${LINK}"`);
    expect(mail.html).toContain('help&#60;x&#62;@campusswap.app');
    expect(mail.html).not.toContain('<x>');
  });

  it('keeps the code out of the subject, which lock screens show (ADR 281)', () => {
    const mail = codeEmail({
      to: 'a@rutgers.edu',
      code: '042917',
      link: LINK,
      supportEmail: 'help@campusswap.app',
      appOrigin: 'http://localhost:3000',
    });
    expect(mail.subject).toBe('Your Campus Swap sign-in code');
    expect(mail.subject).not.toMatch(/\d/);
  });
});
