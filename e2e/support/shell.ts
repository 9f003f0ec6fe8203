// What the web shell's browser tests share (landing, navigation, legal pages, install and offline,
// accessibility): a real gateway serving the built app with a support address of its own and its SMTP
// pointing at a real receiver, Debian's Chromium, students signed up by REST with codes caught by mail,
// and the two viewports every shell test runs at (phone 390×844 with touch, desktop 1280×800).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type GatewayProcess, startGateway } from '@campus-swap/test-support/gateway-process';
import { TERMS_VERSION } from '@campus-swap/schema/constants';
import { completeProfile, restCall, signUpByCode } from '@campus-swap/test-support/rest-sign-up';
import { startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { launchBrowser } from './browser.ts';

// the server's constant (ADR 080): the legal pages must show the version the server enforces
export { TERMS_VERSION };

export const run = Date.now().toString(36);
// Not the client's built-in fallback: the legal pages must show what /health/config answers.
const SUPPORT_EMAIL = `shell-help-${run}@rutgers.edu`;

export const viewports = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 } },
} satisfies Record<string, BrowserContextOptions>;
export type ViewportName = keyof typeof viewports;

export type ShellStack = {
  gateway: GatewayProcess;
  browser: Browser;
  /** the support address /health/config answers */
  supportEmail: string;
  /** A student with a profile who accepted the terms (no listing). */
  fullToken: string;
  /** A student who verified the code and nothing else (no profile, terms not accepted). */
  freshToken: string;
  /** A fresh browser context at this viewport (signed in when given a token) and its page. */
  open(
    name: ViewportName,
    options?: { token?: string } & BrowserContextOptions,
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
};

/**
 * Starts the stack before the file's tests and stops it after them; its fields are set once
 * `beforeAll` ran. With `students: true` the two students are signed up too.
 */
export function useShellStack(options: { students?: boolean } = {}): ShellStack {
  let mail: { smtpUrl: string; close(): Promise<void> } | undefined;
  let mailDir: string | undefined;
  const shell = {
    open: async (name, { token, ...contextOptions } = {}) => {
      const { gateway, browser } = shell;
      const context = await browser.newContext({
        baseURL: gateway.url,
        ...viewports[name],
        ...contextOptions,
      });
      if (token) {
        await context.addCookies([
          { name: 'auth_token', value: token, url: gateway.url },
          { name: 'signed_in', value: '1', url: gateway.url },
        ]);
      }
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      return { context, page, errors };
    },
  } as ShellStack;

  async function signUpByCodeHere(email: string): Promise<string> {
    const { token } = await signUpByCode(shell.gateway.url, mailDir!, { email });
    expect(token).toBeTruthy();
    return token;
  }

  beforeAll(async () => {
    mailDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-e2e-shell-mail-'));
    mail = await startSmtpReceiver({ dir: mailDir });
    shell.gateway = await startGateway({
      SMTP_URL: mail.smtpUrl,
      MAIL_FROM: 'Campus Swap <codes@campusswap.test>',
      SUPPORT_EMAIL,
    });
    shell.browser = await launchBrowser();
    shell.supportEmail = (
      await restCall<{ supportEmail: string }>(shell.gateway.url, 'GET', '/health/config')
    ).supportEmail;
    expect(shell.supportEmail).toBe(SUPPORT_EMAIL);
    if (!options.students) return;

    shell.fullToken = await signUpByCodeHere(`e2e.shell.full.${run}@rutgers.edu`);
    await completeProfile(shell.gateway.url, shell.fullToken, { name: 'Sam Shell', age: 20, year: 'junior' });
    shell.freshToken = await signUpByCodeHere(`e2e.shell.fresh.${run}@rutgers.edu`);
  });

  afterAll(async () => {
    await shell.browser?.close();
    await shell.gateway?.stop();
    await mail?.close();
    if (mailDir) rmSync(mailDir, { recursive: true, force: true });
  });

  return shell;
}

export const pathname = (page: Page) => new URL(page.url()).pathname;

/**
 * Waits until the route's content replaced the lazy-loading and data skeletons, and React owns it: a
 * signed-in page's server render (ADR 293) shows the content before any script ran, and a tap or a
 * keystroke there before hydration would not reach the app.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await expect.poll(() => page.locator('.skeleton').count(), { timeout: 15_000 }).toBe(0);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const heading = document.querySelector('main h1');
          return heading ? Object.keys(heading).some((key) => key.startsWith('__reactFiber')) : false;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}
