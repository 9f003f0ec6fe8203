// The sign-in link of a code mail (issue 34, ADR 281), in Debian Chromium against the built app: a
// stranger has spent every typed guess for the address, and the link in the newest mail still signs
// the student in. The link's secret leaves the address bar at once.
import { describe, expect, it } from 'vitest';
import { linkOf, mailsTo, waitForCode } from '@campus-swap/test-support/smtp-receiver';
import { useStack } from './support/stack.ts';

const stack = useStack();
const run = Date.now().toString(36);

const post = (path: string, body: object) =>
  fetch(`${stack.gateway.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the sign-in link of a code mail', () => {
  it('signs a new student in after a stranger spent the typed guesses, and leaves no secret in the address bar', async () => {
    const email = `e2e.link.${run}@rutgers.edu`;
    const since = Date.now();
    expect((await post('/auth/request-otp', { email })).status).toBe(200);
    const code = await waitForCode(stack.mailDir, email, since);
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 5; i++) await post('/auth/verify-otp', { email, code: wrong(i) });
    expect((await post('/auth/verify-otp', { email, code })).status).toBe(429);

    const link = new URL(linkOf(mailsTo(stack.mailDir, email).at(-1)!)!);
    const context = await stack.browser.newContext({
      baseURL: stack.gateway.url,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${link.pathname}${link.hash}`);
    // a new account has no password yet: the next step asks for one, as after a typed code
    await page.getByRole('heading', { name: 'Choose a password' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).hash).toBe('');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'signed_in')?.value).toBe('1');

    await context.close();

    // opened again (in another browser), the link has been used: the page says so and offers the way back
    const other = await stack.browser.newContext({ baseURL: stack.gateway.url });
    const again = await other.newPage();
    await again.goto(`${link.pathname}${link.hash}`);
    await again.getByText('Invalid verification code').waitFor({ timeout: 15_000 });
    await again.getByRole('button', { name: 'Back' }).waitFor();
    await other.close();
  });
});
