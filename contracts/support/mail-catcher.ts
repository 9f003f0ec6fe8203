// A real SMTP receiver on loopback (smtp-server). Each message it accepts is written as a JSON file
// to a folder, so that test workers in other processes can read what the gateway really sent.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; from: string; raw: string; receivedAt: number };

export async function startMailCatcher(dir: string): Promise<{ smtpUrl: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        };
        sequence += 1;
        writeFileSync(path.join(dir, `${Date.now()}-${process.pid}-${sequence}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** All mails caught so far for an address, oldest first. */
export function mailsTo(dir: string, address: string): CaughtMail[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for a new mail to `address` (after `since`) and returns the 6-digit code in it. */
export async function waitForCode(
  dir: string,
  address: string,
  since: number,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = mailsTo(dir, address)
      .filter((m) => m.receivedAt >= since)
      .at(-1);
    const code =
      mail &&
      /\b(\d{6})\b/.exec(
        mail.raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code mailed to ${address} within ${timeoutMs} ms`);
}
