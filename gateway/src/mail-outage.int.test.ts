// The mail relay down (issue 28, ADR 216, 217): the real gateway whose SMTP_URL names the repo's SMTP
// receiver, made to refuse every connection (421) and then to take mail again. A code request answers
// at once that the code is on its way; the outbox worker sends it when the relay is back (the same
// code, the only valid one, mailed once; ADR 223). When a code expired unsent, the relay
// has been down as long as a code lives: the next request answers 503 SERVICE_UNAVAILABLE with
// Retry-After and offers password or Google sign-in, and leaves no code behind.
import { randomUUID } from 'node:crypto';
import { type CodeMailSender, processCodeMails } from '@campus-swap/schema/services/code-mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';
import { codeOf, type SmtpReceiver, startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';

let server: RunningServer;
let smtp: SmtpReceiver;
let sender: CodeMailSender;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startInProcessGateway({ SMTP_URL: smtp.smtpUrl, METRICS_PORT: '0' });
  const { settings } = server.services;
  sender = { ...server.services, supportEmail: settings.supportEmail, appOrigin: settings.appOrigin };
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@rutgers.edu`;
const post = (path: string, body: object) =>
  fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
const codeMail = (email: string) => server.db.prisma.codeMail.findFirstOrThrow({ where: { email } });
const metric = async (name: string) => {
  const text = await (await fetch(server.metricsUrl!)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line;
};

describe('a code request while the mail relay refuses', () => {
  it('answers that the code is on its way, and the outbox mails it once when the relay is back', async () => {
    const email = newEmail('queued');
    smtp.setRefusing(true);
    const res = await post('/auth/request-otp', { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, expiresInSeconds: 600 });
    expect(mailsTo(email)).toHaveLength(0);
    const queued = await codeMail(email);
    expect(queued.status).toBe('PENDING');
    expect(queued.lockedUntil).toBeNull();
    expect(queued.availableAt.getTime()).toBeGreaterThan(queued.createdAt.getTime());
    expect(await server.db.prisma.oneTimeCode.count({ where: { email } })).toBe(1);
    expect(await metric('campus_swap_mail_relay_up')).toBe('campus_swap_mail_relay_up 0');
    expect(await metric('campus_swap_code_mails_pending')).toMatch(/ [1-9]\d*$/);

    // still refusing at the first retry: retried later, nothing sent
    const first = await processCodeMails(sender, queued.availableAt);
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const again = await codeMail(email);
    expect(again.status).toBe('PENDING');
    expect(again.availableAt.getTime()).toBeGreaterThan(queued.availableAt.getTime());

    smtp.setRefusing(false);
    const second = await processCodeMails(sender, again.availableAt);
    expect(second.sent).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect((await codeMail(email)).status).toBe('SENT');
    // nothing is sent twice: the worker finds nothing more to do for it
    await processCodeMails(sender, new Date(again.availableAt.getTime() + 60_000));
    expect(mailsTo(email)).toHaveLength(1);

    // the mailed code is the one valid code: it signs in
    const signIn = await post('/auth/verify-otp', { email, code: codeOf(mails[0]!) });
    expect(signIn.status).toBe(200);
    expect(await metric('campus_swap_mail_relay_up')).toBe('campus_swap_mail_relay_up 1');
    expect(await metric('campus_swap_mail_sends_total{result="failed"}')).toMatch(/ [1-9]\d*$/);
  });

  it('never mails the code of a request that a newer code replaced', async () => {
    const email = newEmail('replaced');
    smtp.setRefusing(true);
    expect((await post('/auth/request-otp', { email })).status).toBe(200);
    const old = await codeMail(email);
    // a newer code for the same address (issued directly: the API allows one request a minute)
    await server.db.prisma.oneTimeCode.deleteMany({ where: { email } });
    smtp.setRefusing(false);
    await processCodeMails(sender, old.availableAt);
    const settled = await server.db.prisma.codeMail.findUniqueOrThrow({ where: { id: old.id } });
    expect(settled.status).toBe('SKIPPED');
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe('a code request when the relay has been down as long as a code lives', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After and offers password or Google; back up, codes flow', async () => {
    smtp.setRefusing(true);
    const early = newEmail('expired');
    expect((await post('/auth/request-otp', { email: early })).status).toBe(200);
    const code = await server.db.prisma.oneTimeCode.findFirstOrThrow({ where: { email: early } });
    // the worker's claim after the code's expiry gives it up
    const report = await processCodeMails(sender, new Date(code.expiresAt.getTime() + 1000));
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect((await codeMail(early)).status).toBe('FAILED');
    expect(await server.db.prisma.oneTimeCode.count({ where: { email: early } })).toBe(0);

    const email = newEmail('relay');
    const res = await post('/auth/request-otp', { email });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as { code: string; error: string; stack?: unknown };
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.error).toMatch(/password/);
    expect(body.error).toMatch(/Google/);
    expect(body.stack).toBeUndefined();
    // the code that could not be sent is not left valid
    expect(await server.db.prisma.oneTimeCode.count({ where: { email } })).toBe(0);

    // the relay is back: the next request mails at once
    smtp.setRefusing(false);
    const later = newEmail('back');
    const since = Date.now();
    expect((await post('/auth/request-otp', { email: later })).status).toBe(200);
    expect(await smtp.waitForCode(later, since)).toMatch(/^\d{6}$/);
    expect((await codeMail(later)).status).toBe('SENT');
  });
});
