// Outgoing mail: SMTP via nodemailer when SMTP_URL is set. Without it, development and test write the
// message (code included) to the log; production refuses to start (decisions.md §4).
import nodemailer from 'nodemailer';
import type { Logger, Mailer, Settings } from '../context.ts';

export type MailerOptions = {
  smtpUrl: string | undefined;
  /** e.g. 'Campus Swap <no-reply@campusswap.app>' */
  from: string;
  log: Logger;
  environment: Settings['environment'];
  /** told after every SMTP send whether the relay took it (the mail metrics; ADR 217) */
  onSend?: (ok: boolean) => void;
};

/** Connecting and the relay's greeting, each. */
export const MAIL_CONNECT_TIMEOUT_MS = 5_000;
/** Silence on an open connection. */
export const MAIL_SOCKET_TIMEOUT_MS = 20_000;

export function createMailer(options: MailerOptions): Mailer & { close(): void } {
  const { smtpUrl, from, log, environment, onSend } = options;
  if (!smtpUrl) {
    if (environment === 'production')
      throw new Error('SMTP_URL is required in production (codes are emailed)');
    return {
      async send(message) {
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'mail (not sent: no SMTP_URL)',
        );
      },
      close() {},
    };
  }
  // a relay that takes connections but never answers must not hold a request or the outbox worker
  // for nodemailer's defaults (2 minutes to connect, 10 minutes idle): give up within ~30 s (ADR 217)
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: MAIL_CONNECT_TIMEOUT_MS,
    greetingTimeout: MAIL_CONNECT_TIMEOUT_MS,
    socketTimeout: MAIL_SOCKET_TIMEOUT_MS,
  });
  return {
    async send(message) {
      let info: { messageId: string };
      try {
        info = await transport.sendMail({ from, ...message });
      } catch (error) {
        onSend?.(false);
        throw error;
      }
      onSend?.(true);
      log.info(
        { mail: { to: message.to, subject: redact(message.subject), messageId: info.messageId } },
        'mail sent',
      );
    },
    close() {
      transport.close();
    },
  };
}

/** Codes do not belong in production logs once they travel by mail. */
function redact(subject: string): string {
  return subject.replace(/\d{6}/g, '******');
}
