// The SMTP receiver of schema/src/testing/smtp-receiver.ts, writing each mail to a folder so that
// test workers (other processes than the one that runs the receiver) can read what was really sent.
import {
  type CaughtMail,
  pollForCode,
  readMailDir,
  startSmtpReceiver,
} from '@campus-swap/schema/testing/smtp-receiver';

export async function startMailCatcher(dir: string): Promise<{ smtpUrl: string; close(): Promise<void> }> {
  const receiver = await startSmtpReceiver({ dir });
  return { smtpUrl: receiver.smtpUrl, close: receiver.close };
}

/** All mails caught so far for an address, oldest first. */
export function mailsTo(dir: string, address: string): CaughtMail[] {
  return readMailDir(dir).filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for a new mail to `address` (received at or after `since`) and returns the 6-digit code in it. */
export function waitForCode(
  dir: string,
  address: string,
  since: number,
  timeoutMs = 10_000,
): Promise<string> {
  return pollForCode(() => readMailDir(dir), address, since, timeoutMs);
}
