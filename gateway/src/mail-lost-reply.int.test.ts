// A relay that takes the code mail but whose reply is lost (issue 28, ADR 223): the real gateway and
// the repo's SMTP receiver, which keeps the message and then drops the connection before its 250
// reply. The gateway cannot know the mail arrived, so the outbox mails it again; the retry carries the
// same code, so whichever mail the student reads, the code works, and no second code is ever valid.
// Before ADR 223 the retry mailed a fresh code and the first mail's code no longer signed in.
import { processCodeMails } from '@campus-swap/schema/services/code-mail';
import { describe, expect, it } from 'vitest';
import * as gw from '@campus-swap/test-support/mail-gateway';
import { codeOf, linkOf } from '@campus-swap/test-support/smtp-receiver';

gw.useMailGateway();
const oneTimeCode = (email: string) => gw.server.db.prisma.oneTimeCode.findFirstOrThrow({ where: { email } });

describe('a code mail the relay took although its reply was lost', () => {
  it('is mailed again with the same code, which signs in from either mail', async () => {
    const email = gw.newEmail('lost-reply');
    gw.smtp.setLosingReplies(true);
    const res = await gw.post('/auth/request-otp', { email });
    gw.smtp.setLosingReplies(false);
    expect(res.status).toBe(200);
    // the relay has the mail, the gateway does not know: the row waits for a retry
    expect(gw.mailsTo(email)).toHaveLength(1);
    const queued = await gw.codeMail(email);
    expect(queued).toMatchObject({ status: 'PENDING', lockedUntil: null });

    const report = await processCodeMails(gw.sender, queued.availableAt);
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const codes = gw.mailsTo(email).map(codeOf);
    expect(codes).toHaveLength(2);
    expect(codes[0]).toMatch(/^\d{6}$/);
    expect(codes[1]).toBe(codes[0]);
    // the same sign-in link too
    const links = gw.mailsTo(email).map(linkOf);
    expect(links[0]).toMatch(/#email=.*&code=[A-Za-z0-9_-]{43}$/);
    expect(links[1]).toBe(links[0]);
    // sent: the code is no longer kept, even sealed, and nothing more goes out
    expect((await gw.codeMail(email)).status).toBe('SENT');
    expect((await oneTimeCode(email)).pendingSealed).toBeNull();
    await processCodeMails(gw.sender, new Date(queued.availableAt.getTime() + 60_000));
    expect(gw.mailsTo(email)).toHaveLength(2);

    // the first mail's code (the one a student reads first) signs in, once
    const signIn = await gw.post('/auth/verify-otp', { email, code: codes[0] });
    expect(signIn.status).toBe(200);
    expect(await gw.server.db.prisma.oneTimeCode.count({ where: { email } })).toBe(0);
  });

  it('a code whose sealed secrets cannot be opened (kept before 0020, or another key) gets one fresh code in its place, repeated by later retries', async () => {
    const email = gw.newEmail('older-row');
    gw.smtp.setRefusing(true);
    expect((await gw.post('/auth/request-otp', { email })).status).toBe(200);
    const queued = await gw.codeMail(email);
    // as migration 0020 leaves a code whose mail was pending when it ran
    await gw.server.db.prisma.oneTimeCode.updateMany({ where: { email }, data: { pendingSealed: null } });
    gw.smtp.setLosingReplies(true);
    gw.smtp.setRefusing(false);
    expect((await processCodeMails(gw.sender, queued.availableAt)).retried).toBeGreaterThanOrEqual(1);
    gw.smtp.setLosingReplies(false);
    // kept sealed for the next retry, never in the clear
    const sealed = (await oneTimeCode(email)).pendingSealed;
    expect(sealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await processCodeMails(gw.sender, (await gw.codeMail(email)).availableAt);
    const codes = gw.mailsTo(email).map(codeOf);
    expect(codes).toHaveLength(2);
    expect(codes[0]).toMatch(/^\d{6}$/);
    expect(codes[1]).toBe(codes[0]);
    expect(sealed).not.toContain(codes[0]);
    expect((await gw.post('/auth/verify-otp', { email, code: codes[0] })).status).toBe(200);
  });
});
