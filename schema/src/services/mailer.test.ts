import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

function logger() {
  const lines: { obj: object; msg?: string }[] = [];
  const push = (obj: object, msg?: string) => void lines.push({ obj, msg });
  return { lines, info: push, warn: push, error: push };
}

describe('createMailer', () => {
  it('without SMTP_URL in development writes the message, code included, to the log', async () => {
    const log = logger();
    const mailer = createMailer({ smtpUrl: undefined, from: 'x <x@y.z>', log, environment: 'development' });
    await mailer.send({
      to: 'a@rutgers.edu',
      subject: 'Your Campus Swap code: 123456',
      text: 'code 123456',
      html: '',
    });
    expect(JSON.stringify(log.lines)).toContain('123456');
    expect(JSON.stringify(log.lines)).toContain('a@rutgers.edu');
  });

  it('refuses to start in production without SMTP_URL', () => {
    expect(() =>
      createMailer({ smtpUrl: undefined, from: 'x <x@y.z>', log: logger(), environment: 'production' }),
    ).toThrow(/SMTP_URL/);
  });
});
