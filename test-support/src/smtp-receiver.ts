// A real SMTP server on 127.0.0.1 (random port) for tests: codes travel by mail and are read from what
// it received, never from the database. It keeps the mails in memory and, given a folder, also writes
// each one there as JSON so that test workers in other processes (contract, e2e and bench runs, where
// the receiver lives in a global setup or a parent process) can read what was really sent.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** What this file reads of smtp-server's connection object (not in its types). */
type SmtpConnection = { session: unknown; _socket: { destroy(): void } };

export type CaughtMail = { to: string[]; from: string; raw: string; subject: string; receivedAt: number };

export type SmtpReceiver = {
  smtpUrl: string;
  mails: CaughtMail[];
  /** the 6-digit code of the newest mail to `to` received at or after `since` (waits for it) */
  waitForCode(to: string, since?: number, timeoutMs?: number): Promise<string>;
  /**
   * A relay in trouble (the outage tests, issue 28): while on, every connection is answered
   * "421 service not available" and nothing is received; off again, mail flows as before.
   */
  setRefusing(on: boolean): void;
  /**
   * A relay whose reply is lost (issue 28, ADR 223): while on, a message is taken (kept in `mails`,
   * as a relay that queued it) and then the connection drops before the 250 reply to its data.
   */
  setLosingReplies(on: boolean): void;
  close(): Promise<void>;
};

export async function startSmtpReceiver(options: { dir?: string } = {}): Promise<SmtpReceiver> {
  const mails: CaughtMail[] = [];
  let refusing = false;
  let losingReplies = false;
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!refusing) return callback();
      const refusal = Object.assign(new Error('Service not available, try again later'), {
        responseCode: 421,
      });
      return callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          receivedAt: Date.now(),
        };
        mails.push(mail);
        if (options.dir) {
          sequence += 1;
          const name = `${Date.now()}-${process.pid}-${String(sequence).padStart(6, '0')}.json`;
          writeFileSync(path.join(options.dir, name), JSON.stringify(mail));
        }
        if (losingReplies) {
          // smtp-server keeps its connections in a set of its own; the one of this session goes
          const connections = (server as unknown as { connections: Set<SmtpConnection> }).connections;
          for (const connection of connections) {
            if (connection.session === session) connection._socket.destroy();
          }
          return;
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    waitForCode: (to, since = 0, timeoutMs = 10_000) => pollForCode(() => mails, to, since, timeoutMs),
    setRefusing: (on) => {
      refusing = on;
    },
    setLosingReplies: (on) => {
      losingReplies = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mails a receiver wrote to `dir`, oldest first. */
export function readMailDir(dir: string): CaughtMail[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CaughtMail);
}

/** All mails written to `dir` for an address, oldest first. */
export function mailsTo(dir: string, address: string): CaughtMail[] {
  return readMailDir(dir).filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for a new mail to `address` in `dir` (received at or after `since`) and returns its 6-digit code. */
export function waitForCode(
  dir: string,
  address: string,
  since: number,
  timeoutMs = 10_000,
): Promise<string> {
  return pollForCode(() => readMailDir(dir), address, since, timeoutMs);
}

/** The mail's text as written (quoted-printable soft breaks and escapes undone). */
function decodedText(mail: CaughtMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The code email's 6-digit code, from its body ('… verification code is 123456'; ADR 281). */
export function codeOf(mail: CaughtMail): string | undefined {
  return /verification code is (\d{6})/.exec(decodedText(mail))?.[1];
}

/** The code email's sign-in link (its whole URL, fragment included; ADR 281). */
export function linkOf(mail: CaughtMail): string | undefined {
  return /(https?:\/\/\S+\/login#email=[^&\s]+&code=[A-Za-z0-9_-]{43})/.exec(decodedText(mail))?.[1];
}

export async function pollForCode(
  read: () => CaughtMail[],
  to: string,
  since: number,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  while (Date.now() < deadline) {
    const mail = read()
      .filter((m) => m.to.includes(address) && m.receivedAt >= since)
      .at(-1);
    const code = mail && codeOf(mail);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no code mailed to ${to} within ${timeoutMs} ms`);
}
