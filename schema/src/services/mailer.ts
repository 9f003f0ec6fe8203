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
};

export function createMailer(options: MailerOptions): Mailer & { close(): void } {
  const { smtpUrl, from, log, environment } = options;
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
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
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
