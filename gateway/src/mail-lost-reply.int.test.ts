// A relay that takes the code mail but whose reply is lost (issue 28, ADR 223): the real gateway and
// the repo's SMTP receiver, which keeps the message and then drops the connection before its 250
// reply. The gateway cannot know the mail arrived, so the outbox mails it again; the retry carries the
// same code, so whichever mail the student reads, the code works, and no second code is ever valid.
// Before ADR 223 the retry mailed a fresh code and the first mail's code no longer signed in.
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
  server = await startInProcessGateway({ SMTP_URL: smtp.smtpUrl });
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
const oneTimeCode = (email: string) => server.db.prisma.oneTimeCode.findFirstOrThrow({ where: { email } });

describe('a code mail the relay took although its reply was lost', () => {
  it('is mailed again with the same code, which signs in from either mail', async () => {
    const email = newEmail('lost-reply');
    smtp.setLosingReplies(true);
    const res = await post('/auth/request-otp', { email });
    smtp.setLosingReplies(false);
    expect(res.status).toBe(200);
    // the relay has the mail, the gateway does not know: the row waits for a retry
    expect(mailsTo(email)).toHaveLength(1);
    const queued = await codeMail(email);
    expect(queued).toMatchObject({ status: 'PENDING', lockedUntil: null });

    const report = await processCodeMails(sender, queued.availableAt);
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const codes = mailsTo(email).map(codeOf);
    expect(codes).toHaveLength(2);
    expect(codes[0]).toMatch(/^\d{6}$/);
    expect(codes[1]).toBe(codes[0]);
    // sent: the code is no longer kept in the clear, and nothing more goes out
    expect((await codeMail(email)).status).toBe('SENT');
    expect((await oneTimeCode(email)).pendingCode).toBeNull();
    await processCodeMails(sender, new Date(queued.availableAt.getTime() + 60_000));
    expect(mailsTo(email)).toHaveLength(2);

    // the first mail's code (the one a student reads first) signs in, once
    const signIn = await post('/auth/verify-otp', { email, code: codes[0] });
    expect(signIn.status).toBe(200);
    expect(await server.db.prisma.oneTimeCode.count({ where: { email } })).toBe(0);
  });

  it('a code issued before codes were kept gets one fresh code in its place, repeated by later retries', async () => {
    const email = newEmail('older-row');
    smtp.setRefusing(true);
    expect((await post('/auth/request-otp', { email })).status).toBe(200);
    const queued = await codeMail(email);
    // as migration 0015 leaves a code whose mail was pending when it ran
    await server.db.prisma.oneTimeCode.updateMany({ where: { email }, data: { pendingCode: null } });
    smtp.setLosingReplies(true);
    smtp.setRefusing(false);
    expect((await processCodeMails(sender, queued.availableAt)).retried).toBeGreaterThanOrEqual(1);
    smtp.setLosingReplies(false);
    const fresh = (await oneTimeCode(email)).pendingCode;
    expect(fresh).toMatch(/^\d{6}$/);
    await processCodeMails(sender, (await codeMail(email)).availableAt);
    const codes = mailsTo(email).map(codeOf);
    expect(codes).toEqual([fresh, fresh]);
    expect((await post('/auth/verify-otp', { email, code: codes[0] })).status).toBe(200);
  });
});
