import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { developmentNotice, readyLine } from './development-notice.ts';

describe('the development-mode line at start-up', () => {
  it('names mail to the log and the development unsubscribe key', () => {
    const notice = developmentNotice(loadConfig({}));
    expect(notice).toMatch(/^development mode: /);
    expect(notice).toContain('codes and emails go to this log');
    expect(notice).toContain('fixed, public development key');
    expect(notice).toContain('NODE_ENV=production');
  });

  it('leaves out what the settings already changed', () => {
    const notice = developmentNotice(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', UNSUBSCRIBE_SECRET: 'x'.repeat(32) }),
    );
    expect(notice).not.toContain('log');
    expect(notice).not.toContain('unsubscribe');
    expect(notice).toMatch(/^development mode: the settings production refuses are allowed\./);
  });

  it('is absent in production', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://h:25',
      UNSUBSCRIBE_SECRET: 'y'.repeat(32),
    };
    expect(developmentNotice(loadConfig(production))).toBeNull();
  });
});

describe('the ready line (issue 39)', () => {
  it('says where to open the app and where the codes are, in development only', () => {
    expect(readyLine(loadConfig({}), 'http://127.0.0.1:3000')).toBe(
      'Campus Swap is ready at http://localhost:3000 (sign-in codes appear in this log (npm start | grep -i "verification code")).',
    );
    expect(readyLine(loadConfig({ PORT: '0' }), 'http://127.0.0.1:41234')).toMatch(
      /^Campus Swap is ready at http:\/\/127\.0\.0\.1:41234 /,
    );
    expect(readyLine(loadConfig({ SMTP_URL: 'smtp://h:25' }), 'x')).toContain('mailed through SMTP_URL');
    expect(readyLine(loadConfig({ NODE_ENV: 'test' }), 'x')).toBeNull();
  });
});
