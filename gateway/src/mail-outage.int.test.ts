// The mail relay down (issue 28, ADR 216, 217): the real gateway whose SMTP_URL names the repo's SMTP
// receiver, made to refuse every connection (421) and then to take mail again. A code request answers
// at once that the code is on its way; the outbox worker sends it when the relay is back (the same
// code, the only valid one, mailed once; ADR 223). When a code expired unsent, the relay
// has been down as long as a code lives: the next request answers 503 SERVICE_UNAVAILABLE with
// Retry-After and offers password or Google sign-in, and leaves no code behind.
import { processCodeMails } from '@campus-swap/schema/services/code-mail';
import { describe, expect, it } from 'vitest';
import * as gw from '@campus-swap/test-support/mail-gateway';
import { codeOf } from '@campus-swap/test-support/smtp-receiver';

gw.useMailGateway({ METRICS_PORT: '0' });
const metric = async (name: string) => {
  const text = await (await fetch(gw.server.metricsUrl!)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line;
};

describe('a code request while the mail relay refuses', () => {
  it('answers that the code is on its way, and the outbox mails it once when the relay is back', async () => {
    const email = gw.newEmail('queued');
    gw.smtp.setRefusing(true);
    const res = await gw.post('/auth/request-otp', { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, expiresInSeconds: 600 });
    expect(gw.mailsTo(email)).toHaveLength(0);
    const queued = await gw.codeMail(email);
    expect(queued.status).toBe('PENDING');
    expect(queued.lockedUntil).toBeNull();
    expect(queued.availableAt.getTime()).toBeGreaterThan(queued.createdAt.getTime());
    expect(await gw.server.db.prisma.oneTimeCode.count({ where: { email } })).toBe(1);
    expect(await metric('campus_swap_mail_relay_up')).toBe('campus_swap_mail_relay_up 0');
    expect(await metric('campus_swap_code_mails_pending')).toMatch(/ [1-9]\d*$/);

    // still refusing at the first retry: retried later, nothing sent
    const first = await processCodeMails(gw.sender, queued.availableAt);
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const again = await gw.codeMail(email);
    expect(again.status).toBe('PENDING');
    expect(again.availableAt.getTime()).toBeGreaterThan(queued.availableAt.getTime());

    gw.smtp.setRefusing(false);
    const second = await processCodeMails(gw.sender, again.availableAt);
    expect(second.sent).toBeGreaterThanOrEqual(1);
    const mails = gw.mailsTo(email);
    expect(mails).toHaveLength(1);
    expect((await gw.codeMail(email)).status).toBe('SENT');
    // nothing is sent twice: the worker finds nothing more to do for it
    await processCodeMails(gw.sender, new Date(again.availableAt.getTime() + 60_000));
    expect(gw.mailsTo(email)).toHaveLength(1);

    // the mailed code is the one valid code: it signs in
    const signIn = await gw.post('/auth/verify-otp', { email, code: codeOf(mails[0]!) });
    expect(signIn.status).toBe(200);
    expect(await metric('campus_swap_mail_relay_up')).toBe('campus_swap_mail_relay_up 1');
    expect(await metric('campus_swap_mail_sends_total{result="failed"}')).toMatch(/ [1-9]\d*$/);
  });

  it('never mails the code of a request that a newer code replaced', async () => {
    const email = gw.newEmail('replaced');
    gw.smtp.setRefusing(true);
    expect((await gw.post('/auth/request-otp', { email })).status).toBe(200);
    const old = await gw.codeMail(email);
    // a newer code for the same address (issued directly: the API allows one request a minute)
    await gw.server.db.prisma.oneTimeCode.deleteMany({ where: { email } });
    gw.smtp.setRefusing(false);
    await processCodeMails(gw.sender, old.availableAt);
    const settled = await gw.server.db.prisma.codeMail.findUniqueOrThrow({ where: { id: old.id } });
    expect(settled.status).toBe('SKIPPED');
    expect(gw.mailsTo(email)).toHaveLength(0);
  });
});

describe('a code request when the relay has been down as long as a code lives', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After and offers password or Google; back up, codes flow', async () => {
    gw.smtp.setRefusing(true);
    const early = gw.newEmail('expired');
    expect((await gw.post('/auth/request-otp', { email: early })).status).toBe(200);
    const code = await gw.server.db.prisma.oneTimeCode.findFirstOrThrow({ where: { email: early } });
    // the worker's claim after the code's expiry gives it up
    const report = await processCodeMails(gw.sender, new Date(code.expiresAt.getTime() + 1000));
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect((await gw.codeMail(early)).status).toBe('FAILED');
    expect(await gw.server.db.prisma.oneTimeCode.count({ where: { email: early } })).toBe(0);

    const email = gw.newEmail('relay');
    const res = await gw.post('/auth/request-otp', { email });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as { code: string; error: string; stack?: unknown };
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.error).toMatch(/password/);
    expect(body.error).toMatch(/Google/);
    expect(body.stack).toBeUndefined();
    // the code that could not be sent is not left valid
    expect(await gw.server.db.prisma.oneTimeCode.count({ where: { email } })).toBe(0);

    // the relay is back: the next request mails at once
    gw.smtp.setRefusing(false);
    const later = gw.newEmail('back');
    const since = Date.now();
    expect((await gw.post('/auth/request-otp', { email: later })).status).toBe(200);
    expect(await gw.smtp.waitForCode(later, since)).toMatch(/^\d{6}$/);
    expect((await gw.codeMail(later)).status).toBe('SENT');
  });
});
