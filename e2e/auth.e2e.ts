// Accounts end to end: real clicks in Debian Chromium against the built app served by the real gateway,
// with codes caught by a real SMTP receiver on loopback (never read from the database).
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForCode } from '@campus-swap/test-support/smtp-receiver';
import { logInWithPassword, signUp } from './support/accounts.ts';
import { screenshot as saveScreenshot } from './support/browser.ts';
import { useStack } from './support/stack.ts';
import { settled } from './support/shell.ts';

const run = Date.now().toString(36);

const stack = useStack();

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext({
    baseURL: stack.gateway.url,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  return { context, page };
}

function screenshot(page: Page, name: string): Promise<void> {
  return saveScreenshot(page, `auth-${name}`);
}

/** Waits (generously: sign-in hashes a password, and CI machines are busy) until the locator is visible. */
async function shown(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
}

/** A code that is certainly wrong: the real one with its first digit changed. */
function wrongCodeFor(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}

const newStudent = { email: `e2e.new.${run}@rutgers.edu`, password: 'Scarlet2025!' };

describe('accounts in the browser', () => {
  it('checks the email before asking the server', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByText('Please enter your email address.'));
    // This gateway has no Google sign-in configured (/health/config says so): no Google button.
    expect(await page.getByRole('link', { name: 'Continue with Google' }).count()).toBe(0);
    await page.getByLabel('School email').fill('someone@gmail.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    const domainError = page.getByText(/@rutgers\.edu or @scarletmail\.rutgers\.edu/);
    await shown(domainError);
    // the message is tied to the field for screen readers
    const describedBy = await page.getByLabel('School email').getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await screenshot(page, 'email-domain-error');

    // The Google redirect's error query is shown, then removed from the address bar.
    await page.goto('/login?error=google_auth_failed');
    const googleError = page.getByText('Google authentication failed. Please try again.');
    await shown(googleError);
    await expect.poll(() => new URL(page.url()).search, { timeout: 15_000 }).toBe('');
    // ... once: going on to the code step and Back to the email step does not bring it back
    await page.getByLabel('School email').fill(`e2e.once.${run}@rutgers.edu`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByLabel('Verification code'));
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await shown(page.getByLabel('School email'));
    expect(await googleError.count()).toBe(0);
    await context.close();
  });

  it('a new student signs up by emailed code, sets a password, accepts the terms and completes the profile', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    // typed with the student-mail domain and capitals: the client sends the normalized address
    await page.getByLabel('School email').fill(`E2E.New.${run}@ScarletMail.Rutgers.edu`);
    const since = Date.now();
    await page.getByRole('button', { name: 'Continue' }).click();

    const notice = page.getByText(
      "New account! Verification code sent to your email. You'll use this password after verification.",
    );
    await shown(notice);
    const code = await waitForCode(stack.mailDir, newStudent.email, since);
    await screenshot(page, 'new-account-code-step');
    // One new code a minute: "Resend code" counts the minute down, disabled (issue 39).
    const resend = page.getByRole('button', { name: /^Resend code in \d+ s$/ });
    await shown(resend);
    expect(await resend.isDisabled()).toBe(true);

    // A weak password is refused before any code is spent.
    await page.getByLabel('Choose a password').fill('short1');
    await page.getByLabel('Verification code').fill(code);
    await shown(page.getByText('Password must be at least 8 characters long.'));
    await page.getByLabel('Verification code').fill('');

    await page.getByLabel('Choose a password').fill(newStudent.password);
    // A wrong code: auto-submitted at the sixth digit, refused with the server's message.
    await page.getByLabel('Verification code').pressSequentially(wrongCodeFor(code));
    // the server says how many tries are left (issue 39)
    await shown(page.getByText('Invalid verification code. 4 tries left.'));
    await screenshot(page, 'wrong-code');
    // The wrong code stays in the field, selected, so one mistyped digit is fixed without retyping all six.
    const codeField = page.getByLabel('Verification code');
    expect(await codeField.inputValue()).toBe(wrongCodeFor(code));
    expect(
      await codeField.evaluate((el) => {
        const input = el as HTMLInputElement;
        return document.activeElement === input && input.selectionStart === 0 && input.selectionEnd === 6;
      }),
    ).toBe(true);

    // Pasted with a space, as mail apps often show it: cleaned to six digits, which submits on its own.
    await page.getByLabel('Verification code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.waitForURL('**/profile-setup', { timeout: 15_000 });

    // Profile setup, with the spec's validation messages.
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByText('Please fill in all fields.').first());
    await page.getByLabel('Name').fill('Nia New');
    await page.getByLabel('Age').fill('15');
    await page.getByLabel('Academic year').selectOption('junior');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByText('Age must be between 16 and 100.').first());
    await page.getByLabel('Age').fill('20');
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByText('Please check the agreement box to continue.'));
    await page.getByLabel(/I agree to the/).check();
    await screenshot(page, 'profile-setup');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/post', { timeout: 15_000 });

    // Terms were accepted with the profile: no modal over /post, and the server agrees.
    expect(await page.getByRole('dialog', { name: 'Terms of Service' }).count()).toBe(0);
    const me = await page.evaluate(async () => {
      const csrf = document.cookie.match(/csrf_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({
          query: '{ me { email name age year hasProfile hasPassword termsAccepted termsVersion } }',
        }),
      });
      return ((await response.json()) as { data: { me: Record<string, unknown> } }).data.me;
    });
    expect(me).toEqual({
      email: newStudent.email,
      name: 'Nia New',
      age: 20,
      year: 'junior',
      hasProfile: true,
      hasPassword: true,
      termsAccepted: true,
      termsVersion: '2025-01-21',
    });
    // The session cookie is not readable by page scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain('auth_token');
    await screenshot(page, 'after-sign-up');
    await context.close();
  });

  it('an existing student signs in by password; a wrong password shows the spec message', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.getByLabel('School email').fill(newStudent.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Wrong12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shown(page.getByText('Invalid password. Please try again.'));
    await screenshot(page, 'wrong-password');

    // Back returns to an empty email step.
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('School email').inputValue()).toBe('');

    await logInWithPassword(page, newStudent);
    await screenshot(page, 'signed-in-matches');

    // The profile on /account: edit with the age rule, then log out.
    await page.goto('/account');
    await settled(page);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Age').fill('101');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await shown(page.getByText('Age must be between 16 and 100.').first());
    await page.getByLabel('Age').fill('21');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await shown(page.getByText('Profile updated successfully!'));
    await expect.poll(() => page.locator('.profile-view').textContent(), { timeout: 15_000 }).toContain('21');
    await screenshot(page, 'account-profile');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    expect(await page.evaluate(() => document.cookie)).not.toContain('signed_in=1');
    await context.close();
  });

  it('a student who has not accepted the terms sees the blocking modal until they accept', async () => {
    const email = `e2e.terms.${run}@rutgers.edu`;
    const password = 'Terms2025ok';
    // a password and a profile, but the terms not accepted yet
    await signUp(
      stack.gateway.url,
      stack.mailDir,
      { email, password, name: 'Terry Terms', age: 20 },
      { terms: false },
    );

    const { context, page } = await newPage();
    await page.goto('/login');
    await logInWithPassword(page, { email, password });

    const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
    await shown(dialog);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await dialog.getByRole('button', { name: 'Accept and continue' }).click();
    await shown(dialog.getByText('Please check the agreement box to continue.'));
    // Escape does not dismiss it.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await screenshot(page, 'terms-modal');
    await dialog.getByLabel(/I have read and agree/).check();
    await dialog.getByRole('button', { name: 'Accept and continue' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });

    // Deleting the account asks first, then signs the student out and goes home.
    await page.goto('/account');
    await settled(page);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await shown(confirm);
    await screenshot(page, 'delete-account-confirm');
    await confirm.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    expect(await page.evaluate(() => document.cookie)).not.toContain('signed_in=1');
    // Protected pages now send the visitor to sign in.
    await page.goto('/account');
    await page.waitForURL('**/login', { timeout: 15_000 });
    await context.close();
  });
});
