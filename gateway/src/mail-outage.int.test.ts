// The mail relay down (issue 28, ADR 216): the real gateway whose SMTP_URL names the repo's SMTP
// receiver, stopped. Asking for a sign-in code answers 503 SERVICE_UNAVAILABLE with Retry-After and a
// message that offers the other ways in, not 500 INTERNAL, and leaves no code behind that was never sent.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';

let server: RunningServer;

beforeAll(async () => {
  const smtp = await startSmtpReceiver();
  await smtp.close(); // the relay goes away: its address now refuses connections
  server = await startInProcessGateway({ SMTP_URL: smtp.smtpUrl });
});
afterAll(async () => {
  await server?.close();
});

describe('a code request while the mail relay is down', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After and offers password or Google sign-in', async () => {
    const email = `relay-${randomUUID().slice(0, 8)}@rutgers.edu`;
    const res = await fetch(`${server.url}/api/auth/request-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as { code: string; error: string; stack?: unknown };
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.error).toMatch(/password/);
    expect(body.error).toMatch(/Google/);
    expect(body.stack).toBeUndefined();
    // the code that could not be sent is not left valid
    expect(await server.db.prisma.oneTimeCode.count({ where: { email } })).toBe(0);
  });
});
