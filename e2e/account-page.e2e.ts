// /account on a phone (issue 39, ADR 306): short enough to take in (API tokens moved to /developers),
// Log out near the top, push switches off and disabled when the server has no push, and a changed
// switch says it was saved. Real Chromium against the built app on the real gateway, which runs here
// without VAPID keys: push is not available on this server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gqlClient, saveDorm } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import { settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });

// Measured at 390×844 with a profile and a listing: 3,265 px in the issue, 3,721 px here before ADR 306
// (the notification switches alone 1,751 px, the tokens 512 px), 1,629 px after. Two screens of 844 px
// is the bound: a section that grows the page past it should fold away or be a page of its own.
const TWO_SCREENS = 2 * 844;

/** /account with everything below the fold rendered (RenderLater), for the full height. */
async function openAccount(page: Page): Promise<void> {
  await page.goto('/account');
  await settled(page);
  await page.getByRole('heading', { level: 2, name: 'Notifications' }).waitFor({ timeout: 15_000 });
  await page.getByRole('heading', { level: 2, name: 'Blocked students' }).waitFor({ timeout: 15_000 });
}

describe('the account page on a phone', () => {
  it('fits in two screens at 390 px, with Log out near the top and API tokens one link away', async () => {
    await saveDorm(
      stack.gateway.url,
      stack.fullToken,
      { campus: 'Busch', dorm: 'Allen Hall', roomType: 'Double' },
      { campus: 'College Avenue', dorm: 'Brett Hall', roomType: 'Double' },
    );
    const { context, page } = await stack.open('phone', { token: stack.fullToken });
    await openAccount(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.info(`/account at 390×844: ${height} px tall`);
    expect(height).toBeLessThanOrEqual(TWO_SCREENS);
    await screenshot(page, 'account-phone');

    // Log out is on the first screen, without scrolling
    const logOut = page.getByRole('button', { name: 'Log out' });
    const box = await logOut.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);

    // no token form here any more; the link leads to it on /developers
    expect(await page.getByRole('region', { name: 'API tokens' }).count()).toBe(0);
    await page.getByRole('link', { name: 'API tokens for developers' }).click();
    await page.waitForURL((url) => url.pathname === '/developers');
    const tokens = page.getByRole('region', { name: 'API tokens' });
    await tokens.getByLabel('Token name').waitFor({ timeout: 15_000 });
    // the access select shows its whole text: no option wider than the select itself
    const cut = await tokens.getByLabel('Access').evaluate((select: HTMLSelectElement) => {
      const probe = document.createElement('span');
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${getComputedStyle(select).font}`;
      document.body.append(probe);
      const widest = Math.max(
        ...[...select.options].map((option) => {
          probe.textContent = option.text;
          return probe.getBoundingClientRect().width;
        }),
      );
      probe.remove();
      // the select's own padding and arrow take about 3rem of its width
      return widest > select.clientWidth - 48;
    });
    expect(cut).toBe(false);
    await context.close();
  });

  it('push switches are off and disabled when the server has no push; a changed email switch says Saved', async () => {
    // how the page learns it: the server's push key is null (no VAPID keys on this gateway)
    const answer = await gqlClient(stack.gateway.url)<{
      notificationSettings: { pushPublicKey: string | null };
    }>('{ notificationSettings { pushPublicKey } }', {}, stack.fullToken);
    expect(answer.notificationSettings.pushPublicKey).toBeNull();
    const { context, page } = await stack.open('phone', { token: stack.fullToken });
    await openAccount(page);
    await page.getByText('Choose what we tell you, and how').click();
    const push = page.getByRole('group', { name: 'Push on your devices' });
    const pushSwitches = push.getByRole('checkbox');
    expect(await pushSwitches.count()).toBeGreaterThan(0);
    for (const box of await pushSwitches.all()) {
      expect(await box.isChecked()).toBe(false);
      expect(await box.isDisabled()).toBe(true);
    }
    await push.getByText('Push notifications are not available on this server').waitFor();

    const email = page.getByRole('group', { name: 'Email' });
    const digest = email.getByRole('checkbox', { name: 'Daily digest of new matches' });
    const before = await digest.isChecked();
    await digest.setChecked(!before);
    const saved = email.getByRole('status').filter({ hasText: 'Saved' });
    await saved.waitFor({ timeout: 15_000 });
    expect(await saved.getAttribute('aria-live')).toBe('polite');
    // saved on the server: a fresh load shows the new value
    await page.reload();
    await openAccount(page);
    await page.getByText('Choose what we tell you, and how').click();
    expect(
      await page
        .getByRole('group', { name: 'Email' })
        .getByRole('checkbox', { name: 'Daily digest of new matches' })
        .isChecked(),
    ).toBe(!before);
    await context.close();
  });
});
