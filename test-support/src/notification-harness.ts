// What the notification tests share: services over a fresh database, a real SMTP receiver, a local push
// service, the production mailer and push sender wired into a Notifier, and students whose listings
// carry injected times (so the digest's "new since" rule runs on the scripted clock).
import webpush from 'web-push';
import type { Services } from '@campus-swap/schema/context';
import { createMailer } from '@campus-swap/schema/services/mailer';
import { createPushSender } from '@campus-swap/schema/services/notifications/push';
import type { Notifier } from '@campus-swap/schema/services/delivery/worker';
import { createStudent, postListing, type Student } from './listing-fixtures.ts';
import { type PushReceiver, startPushReceiver, TEST_PUSH_POLICY } from './push-receiver.ts';
import { type CaughtMail, type SmtpReceiver, startSmtpReceiver } from './smtp-receiver.ts';
import { createTestServices, type TestServices } from './test-services.ts';

export const UNSUBSCRIBE_SECRET = 'notification-tests-unsubscribe-secret-0123456789';

export type Harness = {
  services: TestServices;
  smtp: SmtpReceiver;
  push: PushReceiver;
  notifier: Notifier;
  close(): Promise<void>;
};

export async function startHarness(): Promise<Harness> {
  const services = await createTestServices({ settings: { pushEndpoints: TEST_PUSH_POLICY } });
  const smtp = await startSmtpReceiver();
  const push = await startPushReceiver();
  const mailer = createMailer({
    smtpUrl: smtp.smtpUrl,
    from: 'Campus Swap <notify@campusswap.test>',
    log: services.log,
    environment: 'test',
  });
  const vapid = webpush.generateVAPIDKeys();
  const notifier: Notifier = {
    prisma: services.prisma,
    readTransaction: services.readTransaction,
    mailer,
    log: services.log,
    matchingIndex: services.matchingIndex,
    appOrigin: services.settings.appOrigin,
    unsubscribeSecret: UNSUBSCRIBE_SECRET,
    supportEmail: 'support@campusswap.app',
    push: createPushSender(
      { ...vapid, subject: 'mailto:support@campusswap.app' },
      { ca: push.ca, policy: TEST_PUSH_POLICY },
    ),
  };
  return {
    services,
    smtp,
    push,
    notifier,
    close: async () => {
      mailer.close();
      await smtp.close();
      await push.close();
      await services.close();
    },
  };
}

/** A student with a listing posted (through the API) and stamped at `at`. */
export async function studentWithListing(
  services: Services,
  name: string,
  listing: Record<string, unknown>,
  at: Date,
): Promise<Student & { listingId: string }> {
  const student = await createStudent(services, { name });
  const listingId = await postListing(services, student, listing);
  await services.prisma.$executeRaw`
    UPDATE "Listing" SET "createdAt" = ${at.toISOString()}::timestamp(3), "updatedAt" = ${at.toISOString()}::timestamp(3)
    WHERE "id" = ${listingId}::uuid`;
  return { ...student, listingId };
}

/** The mail's header value (unfolded), or undefined. */
export function header(mail: CaughtMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1]?.trim();
}

/** The decoded plain-text part of a mail nodemailer wrote (quoted-printable or 7bit). */
export function textPart(mail: CaughtMail): string {
  const match = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n--/i.exec(
    mail.raw,
  );
  const body = match?.[1] ?? '';
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}$/.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
