// One-click unsubscribe over HTTP (RFC 8058), without a session: a reveal made through the REST facade
// queues an interest email, the worker sends it over real SMTP, and the List-Unsubscribe link in it
// works for a mail client's cookie-less POST; a GET changes nothing; an altered link is refused.
import type { Services } from '@campus-swap/schema/context';
import { createMailer } from '@campus-swap/schema/services/mailer';
import { processOutbox } from '@campus-swap/schema/services/delivery/worker';
import {
  createStudent,
  DORM_BUSCH_WANTS_LIVI,
  DORM_LIVI_WANTS_BUSCH,
  postListing,
} from '@campus-swap/test-support/listing-fixtures';
import { header } from '@campus-swap/test-support/notification-harness';
import { type SmtpReceiver, startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { memoryLogger } from '@campus-swap/test-support/test-services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startInProcessGateway } from '@campus-swap/test-support/in-process-gateway';

const SECRET = 'unsubscribe-http-test-secret-0123456789';
let server: RunningServer;
let smtp: SmtpReceiver;
let link: URL;
let bUserId: string;
let services: Services;

const offOf = async (userId: string) =>
  (await server.db.prisma.notificationSettings.findUnique({ where: { userId } }))?.off ?? [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startInProcessGateway({
    SMTP_URL: smtp.smtpUrl,
    UNSUBSCRIBE_SECRET: SECRET,
    APP_ORIGIN: 'https://swap.example',
  });
  services = server.services;
  const log = memoryLogger();
  const a = await createStudent(services, { name: 'Avery' });
  const b = await createStudent(services, { name: 'Blake' });
  bUserId = b.user.id;
  await postListing(services, a, DORM_BUSCH_WANTS_LIVI);
  const bListing = await postListing(services, b, DORM_LIVI_WANTS_BUSCH);
  const res = await fetch(`${server.url}/api/matches/${bListing}/reveal`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.token}` },
  });
  expect(await res.json()).toEqual({ status: 'pending' });
  const mailer = createMailer({
    smtpUrl: smtp.smtpUrl,
    from: 'Campus Swap <n@campusswap.test>',
    log,
    environment: 'test',
  });
  const report = await processOutbox({
    ...server.services,
    mailer,
    supportEmail: server.services.settings.supportEmail,
    log,
    appOrigin: 'https://swap.example',
    unsubscribeSecret: SECRET,
    push: null,
  });
  mailer.close();
  expect(report.sent).toBe(1);
  const mail = smtp.mails.find((m) => m.to[0] === b.user.email)!;
  // the link names the public origin; the test reaches the same path on the local server
  const published = new URL(/^<(.+)>$/.exec(header(mail, 'List-Unsubscribe')!)![1]!);
  expect(published.origin).toBe('https://swap.example');
  link = new URL(`${published.pathname}${published.search}`, server.url);
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('one-click unsubscribe', () => {
  it('GET shows a confirmation page and changes nothing (mail scanners follow links)', async () => {
    const res = await fetch(link);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<form method="post">');
    expect(page).toContain('someone is interested in you');
    expect(await offOf(bUserId)).toEqual([]);
  });

  it('the page looks like the app: its own stylesheet (the CSP allows no inline style) and the app icon', async () => {
    const res = await fetch(link);
    const page = await res.text();
    expect(res.headers.get('content-security-policy')).toContain("style-src 'self'");
    expect(page).not.toMatch(/<style|style=/);
    expect(page).toContain('<link rel="stylesheet" href="/unsubscribe/page.css">');
    // an icon link, so the browser does not ask for /favicon.ico (a 404 in the console, issue 39)
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const css = await fetch(new URL('/unsubscribe/page.css', server.url));
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    // the app's scarlet on the button, and long words wrap on a phone
    expect(await css.text()).toMatch(/button\{[^}]*background:var\(--primary\)/);
  });

  it('an altered link is refused and changes nothing', async () => {
    for (const [key, value] of [
      ['k', 'DIGEST'],
      ['s', 'AAAA'],
      ['u', '00000000-0000-4000-8000-000000000000'],
    ]) {
      const bad = new URL(link);
      bad.searchParams.set(key!, value!);
      const res = await fetch(bad, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('This link is not valid');
    }
    expect(await offOf(bUserId)).toEqual([]);
  });

  it("a mail client's cookie-less One-Click POST switches interest emails off, idempotently", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('You are unsubscribed');
    }
    expect(await offOf(bUserId)).toEqual(['EMAIL:INTEREST']);
  });

  it('the button on the page works from a browser that has cookies (no CSRF token needed)', async () => {
    await server.db.prisma.notificationSettings.update({ where: { userId: bUserId }, data: { off: [] } });
    const res = await fetch(link, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'csrf_token=abcdefghijklmnopqrstuvwx',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await offOf(bUserId)).toEqual(['EMAIL:INTEREST']);
  });
});
