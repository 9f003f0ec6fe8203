// /login notices a signed-in student (issue 39, ADR 307): the server answers 302 to /matches (or to
// the profile setup while the profile is incomplete), so the sign-in form is never drawn; in the
// browser, a navigation to /login within the app goes on to /matches the same way. Signed out, or
// with a session the server no longer knows, /login is the sign-in form as before.
import { describe, expect, it } from 'vitest';
import { pathname, settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });

const login = (cookie?: string) =>
  fetch(`${stack.gateway.url}/login`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });

describe('/login for a student who is signed in', () => {
  it('the server redirects: /matches with a profile, /profile-setup without; the shell otherwise', async () => {
    const full = await login(`auth_token=${stack.fullToken}; signed_in=1`);
    expect(full.status).toBe(302);
    expect(full.headers.get('location')).toBe('/matches');
    expect(full.headers.get('cache-control')).toBe('private, no-store');

    const fresh = await login(`auth_token=${stack.freshToken}; signed_in=1`);
    expect(fresh.status).toBe(302);
    expect(fresh.headers.get('location')).toBe('/profile-setup');

    for (const cookie of [undefined, 'signed_in=1', 'auth_token=no-such-session; signed_in=1']) {
      const shell = await login(cookie);
      expect(shell.status, String(cookie)).toBe(200);
      expect(await shell.text(), String(cookie)).toContain('<div id="root"></div>');
    }
  });

  it('in the browser: opening /login lands on /matches without drawing the form', async () => {
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken });
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/login') statuses.push(response.status());
    });
    await page.goto('/login');
    await settled(page);
    expect(pathname(page)).toBe('/matches');
    expect(statuses).toEqual([302]);
    expect(await page.getByLabel('School email').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in the browser: a navigation to /login inside the app goes on to /matches', async () => {
    const { context, page, errors } = await stack.open('phone', { token: stack.fullToken });
    // a page the browser renders itself (the shell), so only the app's own router can send them on
    await page.goto('/terms');
    await settled(page);
    await page.evaluate(() => {
      window.history.pushState(window.history.state, '', '/login');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await page.waitForURL((url) => url.pathname === '/matches', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Your matches' }).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('School email').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signed out, /login is the sign-in form', async () => {
    const { context, page, errors } = await stack.open('phone');
    await page.goto('/login');
    await settled(page);
    expect(pathname(page)).toBe('/login');
    await page.getByLabel('School email').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
