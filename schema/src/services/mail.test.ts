import { describe, expect, it } from 'vitest';
import { codeEmail } from './mail.ts';

describe('codeEmail', () => {
  it('carries the code in subject, text and html, and escapes html', () => {
    const mail = codeEmail({
      to: 'a@rutgers.edu',
      code: '042917',
      supportEmail: 'help<x>@campusswap.app',
      appOrigin: 'http://localhost:3000',
    });
    expect(mail.subject).toBe('Your Campus Swap code: 042917');
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain('042917');
    expect(mail.html).toContain('help&#60;x&#62;@campusswap.app');
    expect(mail.html).not.toContain('<x>');
  });
});
