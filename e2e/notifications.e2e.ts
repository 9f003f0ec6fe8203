// Notifications end to end (issue 11) on the real gateway process with its background worker on: a
// reveal reaches the other student as an email through a real SMTP receiver and as "Interested in you"
// in the app; /account shows the settings per kind (saved across reloads) and explains push before
// offering it; the built service worker shows a delivered push message as a notification.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { mailsTo } from '@campus-swap/test-support/smtp-receiver';
import { gqlClient, signUp } from './support/accounts.ts';
import { accessibilityProblems, screenshot } from './support/browser.ts';
import { signInThroughLogin, useStack } from './support/stack.ts';
import { settled } from './support/shell.ts';

const run = Date.now().toString(36);
// Test-only VAPID keys (push is on, so /account offers it).
const VAPID_PUBLIC_KEY =
  'BKLIU87qBUHo8XmzJ86jXRYutONtlBIjx0fIsSHgpZmFsxwO0ByDSka_P5L4N_xyH6WiaC-1hUAy0lUzlOntTEk';
const VAPID_PRIVATE_KEY = '7chls7_GJLLi6rG5VuspXg26QEkicKX-4f-XUMo5ZKE';

const stack = useStack({ env: { RUN_JOBS: 'true', VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } });

const gql = <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> =>
  gqlClient(stack.gateway.url)<T>(query, variables, token);

type Student = { email: string; password: string; name: string; token: string; listingId: string };

/** Signs a student up by emailed code, with password, terms, profile and a listing. */
async function student(name: string, listing: Record<string, unknown>): Promise<Student> {
  const email = `e2e.notify.${name.toLowerCase()}.${run}@rutgers.edu`;
  const password = 'Scarlet2025n';
  const token = await signUp(stack.gateway.url, stack.mailDir, {
    email,
    password,
    name,
    age: 20,
    year: 'junior',
    instagram: `${name}.ig`,
    linkedin: '',
  });
  const { saveListing } = await gql<{ saveListing: { listing: { id: string } } }>(
    'mutation($input: ListingInput!) { saveListing(input: $input) { listing { id } } }',
    { input: listing },
    token,
  );
  return { email, password, name, token, listingId: saveListing.listing.id };
}

const signIn = (who: Student) => signInThroughLogin(stack, who, { permissions: ['notifications'] });

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);

const BUSCH = {
  type: 'DORM',
  campusNow: 'Busch',
  dormNow: 'Allen Hall',
  roomTypeNow: 'Single',
  campusWant: ['Livingston'],
  dormWant: ['Quad II'],
  roomTypeWant: ['Double'],
  moveWhen: 'ASAP',
};
const LIVI = {
  ...BUSCH,
  campusNow: 'Livingston',
  dormNow: 'Quad II',
  roomTypeNow: 'Double',
  campusWant: ['Busch'],
  dormWant: ['Allen Hall'],
  roomTypeWant: ['Single'],
};

describe('notifications', () => {
  let quinn: Student;
  let rory: Student;
  let r: { context: BrowserContext; page: Page };

  afterAll(async () => {
    await r?.context.close();
  });

  it('a reveal reaches the other student by email (background worker) and as "Interested in you"', async () => {
    quinn = await student('Quinn', BUSCH);
    rory = await student('Rory', LIVI);
    await gql(
      'mutation($id: ID!) { reveal(listingId: $id) { status } }',
      { id: rory.listingId },
      quinn.token,
    );
    const subject = 'Quinn is interested in swapping with you';
    await expect
      .poll(() => mailsTo(stack.mailDir, rory.email).some((m) => m.subject === subject), { timeout: 40_000 })
      .toBe(true);
    const sent = mailsTo(stack.mailDir, rory.email).find((m) => m.subject === subject)!;
    expect(sent.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(sent.raw).not.toContain(quinn.email);
    expect(mailsTo(stack.mailDir, quinn.email).filter((m) => m.subject === subject)).toHaveLength(0);

    r = await signIn(rory);
    const card = r.page.getByRole('article', { name: 'Quinn' });
    await expect.poll(() => card.getByText('Interested in you').isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(r.page, 'notifications-interested-in-you');
  });

  it('/account: settings per kind are saved, and push is explained before it is offered', async () => {
    const { page } = r;
    await page.goto('/account');
    await settled(page);
    const section = page.getByRole('region', { name: 'Notifications' });
    // the switches fold under one line (ADR 306)
    await section.getByText('Choose what we tell you, and how').click();
    const digestEmail = section
      .getByRole('group', { name: 'Email' })
      .getByRole('checkbox', { name: 'Daily digest of new matches' });
    await expect.poll(() => digestEmail.isChecked(), { timeout: 15_000 }).toBe(true);
    await digestEmail.uncheck();
    await expect.poll(() => digestEmail.isChecked()).toBe(false);
    // a changed switch says it was saved
    await section
      .getByRole('group', { name: 'Email' })
      .getByRole('status')
      .filter({ hasText: 'Saved' })
      .waitFor();
    await page.reload();
    await settled(page);
    await section.getByText('Choose what we tell you, and how').click();
    await expect.poll(() => digestEmail.isChecked(), { timeout: 15_000 }).toBe(false);
    const interestPush = section
      .getByRole('group', { name: 'Push on your devices' })
      .getByRole('checkbox', { name: 'Someone is interested in you' });
    expect(await interestPush.isChecked()).toBe(true);
    await visible(page, /even when Campus Swap is closed/);
    expect(await section.getByRole('button', { name: 'Turn on push notifications' }).isVisible()).toBe(true);
    // serious and critical WCAG 2 A/AA problems on the page with the new section
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'notifications-account');
  });

  it('the service worker shows a delivered push message as a notification, leading only to its own origin', async () => {
    const { page, context } = r;
    await page.goto('/matches');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((reg: { isDeleted: boolean }) => !reg.isDeleted);
        if (live) resolve(live.registrationId);
      });
      cdp.send('ServiceWorker.enable').catch(() => {});
    });
    const payload = {
      title: 'Quinn is interested in swapping with you',
      body: 'They have: Busch',
      url: '/requests',
      tag: 'interest',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(stack.gateway.url).origin,
      registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data,
        }));
      });
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title: payload.title, body: payload.body, data: { url: '/requests' } }]);
    // a message naming another site ("//host" is one) leads to the app's page instead (ADR 282)
    const hostile = { ...payload, title: 'Hostile', url: '//evil.example/phish', tag: 'hostile' };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(stack.gateway.url).origin,
      registrationId,
      data: JSON.stringify(hostile),
    });
    await expect
      .poll(async () => (await shown()).find((n) => n.title === 'Hostile')?.data, { timeout: 10_000 })
      .toEqual({ url: '/matches' });
  });
});
