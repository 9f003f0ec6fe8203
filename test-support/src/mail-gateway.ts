// The in-process gateway whose mail relay is the repo's SMTP receiver, for the tests of the sign-in
// code mails (issue 28: the relay down, its reply lost): the receiver, the gateway and what the code
// outbox needs to be worked by the test, set up once per test file (ADR 241's pattern, ADR 247).
import { randomUUID } from 'node:crypto';
import type { CodeMailSender } from '@campus-swap/schema/services/code-mail';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startInProcessGateway } from './in-process-gateway.ts';
import { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver.ts';

// Set by useMailGateway()'s beforeAll, read by the tests (ES module bindings are live).
export let server: RunningServer;
export let smtp: SmtpReceiver;
/** what processCodeMails takes: the gateway's own services */
export let sender: CodeMailSender;

/** Registers the test file's setup: an SMTP receiver and a gateway (`env` added) mailing through it. */
export function useMailGateway(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startInProcessGateway({ SMTP_URL: smtp.smtpUrl, ...env });
    const { settings } = server.services;
    sender = {
      ...server.services,
      supportEmail: settings.supportEmail,
      appOrigin: settings.appOrigin,
      codeKey: settings.codeKey,
    };
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
}

/** A fresh school address tagged for the test. */
export const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@rutgers.edu`;

/** A JSON POST to the gateway's /api, signed out. */
export const post = (path: string, body: object) =>
  fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The mails the receiver took for `email`. */
export const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

/** The code mail row of `email` (one per test address). */
export const codeMail = (email: string) => server.db.prisma.codeMail.findFirstOrThrow({ where: { email } });
