// Where signing out and signing in land (issue 13, spec §4): "Log out" goes to / and stays there, and the
// next sign-in, by password, by emailed code or with Google, goes to /matches; only a student the guard
// sent to /login from a protected page goes back to that page. Real Debian Chromium against the built app
// on the real gateway, codes caught by a real SMTP receiver, Google played by a real OpenID Connect
// provider on loopback.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForCode } from '@campus-swap/test-support/smtp-receiver';
import {
  completeProfile,
  logInWithPassword,
  type Student,
  signInContext,
  signUp,
} from './support/accounts.ts';
import { useStack } from './support/stack.ts';
import { settled } from './support/shell.ts';

const run = Date.now().toString(36);
const stack = useStack({ google: true });

const student = (kind: string): Student => ({
  email: `e2e.landing.${kind}.${run}@rutgers.edu`,
  password: 'Scarlet2025x',
  name: `Lee ${kind}`,
});

const pathname = (page: Page) => new URL(page.url()).pathname;

async function signedInPhone(token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext({
    baseURL: stack.gateway.url,
    viewport: { width: 390, height: 844 },
  });
  await signInContext(context, stack.gateway.url, token);
  return { context, page: await context.newPage() };
}

/**
 * A student whose account Google created (so no password, and no code mailed yet: codes are limited to
 * one a minute per address), with a profile and the terms accepted. Answers the session token.
 */
async function googleStudent(who: Student): Promise<string> {
  const google = stack.google;
  if (!google) throw new Error('the stack has no Google stand-in');
  google.signInAs({ email: who.email, email_verified: true });
  const start = await fetch(`${stack.gateway.url}/api/auth/google`, { redirect: 'manual' });
  // the flow is bound to the browser that started it (ADR 145): bring its cookie back
  const flow = start.headers.getSetCookie().find((line) => line.startsWith('google_flow='));
  const callback = await google.follow(start.headers.get('location') ?? '');
  const done = await fetch(`${stack.gateway.url}${callback.pathname}${callback.search}`, {
    redirect: 'manual',
    headers: { cookie: flow?.split(';')[0] ?? '' },
  });
  expect(done.headers.get('location')).toBe('/profile-setup');
  const cookie = done.headers.getSetCookie().find((line) => line.startsWith('auth_token='));
  const token = cookie?.split(';')[0]?.slice('auth_token='.length);
  if (!token) throw new Error('the Google callback set no session cookie');
  await completeProfile(stack.gateway.url, token, { ...who, year: 'junior' });
  return token;
}

/** From /account: Log out lands on the landing page, signed out, and nothing moves it away afterwards. */
async function logOutToHome(page: Page): Promise<void> {
  await page.goto('/account');
  await settled(page);
  const logOut = page.getByRole('button', { name: 'Log out' });
  await logOut.waitFor({ timeout: 15_000 });
  await logOut.click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: /Swap your dorm room/ }).waitFor();
  // "stays there": give a late guard redirect every chance to happen
  await page.waitForTimeout(1_500);
  expect(pathname(page)).toBe('/');
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'signed_in' }));
}

async function emailStep(page: Page, email: string): Promise<void> {
  await page.getByLabel('School email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('log out -> home -> sign in -> /matches', () => {
  it('by password', async () => {
    const who = student('password');
    const token = await signUp(stack.gateway.url, stack.mailDir, who);
    const { context, page } = await signedInPhone(token);
    await logOutToHome(page);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/login');
    await logInWithPassword(page, who);
    await context.close();
  });

  it('by emailed code', async () => {
    const who = student('code');
    const token = await googleStudent(who);
    const { context, page } = await signedInPhone(token);
    await logOutToHome(page);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/login');
    // no password on this account: the email step mails a code
    const since = Date.now();
    await emailStep(page, who.email);
    const code = await waitForCode(stack.mailDir, who.email, since);
    await page.getByLabel('Verification code').fill(code);
    // then asks for the password it does not have yet, and goes on to /matches
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL('**/matches', { timeout: 15_000 });
    await context.close();
  });

  it('with Google', async () => {
    const who = student('google');
    const token = await signUp(stack.gateway.url, stack.mailDir, who);
    const { context, page } = await signedInPhone(token);
    await logOutToHome(page);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/login');
    stack.google?.signInAs({ email: who.email, email_verified: true });
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.origin === stack.gateway.url && url.pathname === '/matches', {
      timeout: 15_000,
    });
    await page.getByRole('heading', { level: 1, name: 'Your matches' }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});

describe('the guard brings a student back to the page it sent them from', () => {
  it('a signed-out visitor of /account signs in by password and returns to /account', async () => {
    const who = student('guarded');
    await signUp(stack.gateway.url, stack.mailDir, who);
    const context = await stack.browser.newContext({ baseURL: stack.gateway.url });
    const page = await context.newPage();
    await page.goto('/account');
    await page.waitForURL('**/login');
    await logInWithPassword(page, who, '**/account');
    await context.close();
  });
});

describe('Google sign-in: the guard brings the student back, and a callback only counts in its own browser', () => {
  it('a signed-out visitor of /account signs in with Google and returns to /account', async () => {
    const who = student('googlefrom');
    await googleStudent(who);
    const context = await stack.browser.newContext({ baseURL: stack.gateway.url });
    const page = await context.newPage();
    await page.goto('/account');
    await page.waitForURL('**/login');
    stack.google?.signInAs({ email: who.email, email_verified: true });
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.origin === stack.gateway.url && url.pathname === '/account', {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it("the attacker's callback URL, opened in a second browser context, does not sign that context in", async () => {
    // the attacker's browser context starts Google sign-in for his own account (its cookie jar gets the
    // flow cookie), the provider signs him in, and he keeps the callback URL instead of opening it
    const attacker = student('csrfattacker');
    const google = stack.google;
    if (!google) throw new Error('the stack has no Google stand-in');
    google.signInAs({ email: attacker.email, email_verified: true });
    const attackerContext = await stack.browser.newContext({ baseURL: stack.gateway.url });
    const start = await attackerContext.request.get('/api/auth/google', { maxRedirects: 0 });
    const callbackUrl = (await google.follow(start.headers().location ?? '')).href;
    await attackerContext.close();

    // a signed-out victim opens it: no session, the login page says why
    const fresh = await stack.browser.newContext({ baseURL: stack.gateway.url });
    const freshPage = await fresh.newPage();
    await freshPage.goto(callbackUrl);
    expect((await fresh.cookies()).map((c) => c.name)).not.toContain('auth_token');
    await freshPage.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await freshPage
      .getByText('This Google sign-in was not started in this browser')
      .waitFor({ timeout: 15_000 });
    await fresh.close();

    // a signed-in victim opens it: still herself
    const who = student('csrfvictim');
    const token = await signUp(stack.gateway.url, stack.mailDir, who);
    const victim = await stack.browser.newContext({ baseURL: stack.gateway.url });
    await signInContext(victim, stack.gateway.url, token);
    const victimPage = await victim.newPage();
    await victimPage.goto(callbackUrl);
    await victimPage.waitForLoadState('load');
    const cookie = (await victim.cookies()).find((c) => c.name === 'auth_token');
    expect(cookie?.value).toBe(token);
    const me = await victimPage.request.get('/api/auth/me');
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(who.email);
    const attackerAccounts = await fetch(`${stack.gateway.url}/api/auth/check-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: attacker.email }),
    });
    expect(((await attackerAccounts.json()) as { exists: boolean }).exists).toBe(false);
    await victim.close();
  });
});
