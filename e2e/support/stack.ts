// What a browser test needs: a real gateway whose SMTP points at a real receiver on loopback (so codes
// travel by mail, never read from the database), and Debian's Chromium. With `google: true` the gateway
// also offers Google sign-in against a real OpenID Connect provider on loopback standing in for Google.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type OidcStandIn, startOidcStandIn } from '@campus-swap/test-support/oidc-stand-in';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '@campus-swap/test-support/free-port';
import { type GatewayProcess, startGateway } from '@campus-swap/test-support/gateway-process';
import { startSmtpReceiver } from '@campus-swap/test-support/smtp-receiver';
import { logInWithPassword } from './accounts.ts';
import { launchBrowser } from './browser.ts';

export type E2EStack = {
  gateway: GatewayProcess;
  mailDir: string;
  browser: Browser;
  /** the Google stand-in, when asked for */
  google: OidcStandIn | null;
  close(): Promise<void>;
};

/** `google`: offer Google sign-in against the stand-in; `env`: more settings for the gateway. */
export type StackOptions = { google?: boolean; env?: Record<string, string> };

export async function startStack(options: StackOptions = {}): Promise<E2EStack> {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-e2e-mail-'));
  const mail = await startSmtpReceiver({ dir: mailDir });
  let google: OidcStandIn | null = null;
  let googleEnv: Record<string, string> = {};
  if (options.google) {
    // the provider must know the gateway's callback address before it starts
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    google = await startOidcStandIn(`${origin}/api/auth/google/callback`);
    googleEnv = {
      PORT: String(port),
      APP_ORIGIN: origin,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      OIDC_ISSUER: google.issuer,
    };
  }
  const gateway = await startGateway({
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Campus Swap <codes@campusswap.test>',
    ...googleEnv,
    ...options.env,
  });
  const browser = await launchBrowser();
  return {
    gateway,
    mailDir,
    browser,
    google,
    close: async () => {
      await browser.close();
      await gateway.stop();
      await google?.close();
      await mail.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/** Starts one stack before the file's tests and closes it after them; its fields are set once `beforeAll` ran. */
export function useStack(options: StackOptions = {}): E2EStack {
  const stack = {} as E2EStack;
  beforeAll(async () => {
    Object.assign(stack, await startStack(options));
  });
  afterAll(async () => {
    await stack.close?.();
  });
  return stack;
}

/**
 * A new browser context (phone-sized unless `options` say otherwise, with `permissions` granted before
 * the first page) signed in through the login screen, so it holds a real session cookie.
 */
export async function signInThroughLogin(
  stack: E2EStack,
  student: { email: string; password: string },
  { permissions, ...options }: BrowserContextOptions & { permissions?: string[] } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext({
    baseURL: stack.gateway.url,
    viewport: { width: 390, height: 844 },
    ...options,
  });
  if (permissions) await context.grantPermissions(permissions, { origin: stack.gateway.url });
  const page = await context.newPage();
  await page.goto('/login');
  await logInWithPassword(page, student);
  return { context, page };
}
