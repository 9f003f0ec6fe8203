// What the phone-size browser tests share (phone-layout, phone-sweep): a touch phone context at a given
// size (signed in when given a token), and the checks every page of the app must pass on a phone. Kept
// here so each file says which pages it walks, and the checks are written once.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInContext } from './accounts.ts';

export type PhoneSize = { width: number; height: number };

/** A touch phone at `size` (signed in with `token`), with every console error and page error recorded. */
export async function phoneContext(
  browser: Browser,
  baseURL: string,
  size: PhoneSize,
  token?: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: size,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  if (token) await signInContext(context, baseURL, token);
  const page = await context.newPage();
  return { context, page, errors: consoleErrors(page) };
}

/**
 * The page's console errors (a failed resource load such as a 404 favicon included) and uncaught
 * errors, as they happen: the caller empties the array between pages to tell whose they are.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * What does not fit: the document scrolling sideways, and any link or button of the header, of a
 * navigation or of a tab list that reaches past either edge of the screen (cut off, even if clipped).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    // the layout viewport and, on a phone that zooms out to show a wide page, the visual one
    const screen = Math.min(root.clientWidth, window.innerWidth);
    if (root.scrollWidth > screen)
      problems.push(`page is ${root.scrollWidth - screen}px wider than the screen`);
    const width = root.clientWidth;
    const controls = document.querySelectorAll<HTMLElement>(
      'header a, header button, nav a, nav button, [role="tablist"] [role="tab"]',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(
          `"${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}" spans ${Math.round(box.left)}..${Math.round(box.right)} of ${width}px`,
        );
    }
    return problems;
  });
}

/** The primary actions of a page: the app's primary and danger buttons, and any form's submit button. */
export const PRIMARY_BUTTONS = '.button--primary, .button--danger, button[type="submit"]';

/**
 * Every primary button on the page (or inside `within`; `buttons` to look at others) that is shown but
 * not the first thing under its own centre once scrolled into view: something (a banner, a bar, a toast,
 * another control) covers it. Also a button wider than the screen, or reaching past its edges, since
 * part of it is then unseen.
 */
export async function coveredButtons(
  page: Page,
  within = 'body',
  buttons = PRIMARY_BUTTONS,
): Promise<string[]> {
  const count = await page.locator(within).locator(buttons).count();
  const problems: string[] = [];
  for (let i = 0; i < count; i++) {
    const problem = await page
      .locator(within)
      .locator(buttons)
      .nth(i)
      .evaluate((button: HTMLElement) => {
        const label = (button.textContent ?? '').trim().slice(0, 40);
        const style = getComputedStyle(button);
        if (button.getClientRects().length === 0 || style.visibility === 'hidden') return null;
        button.scrollIntoView({ block: 'center', inline: 'nearest' });
        const box = button.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return null;
        if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
          return `"${label}" spans ${Math.round(box.left)}..${Math.round(box.right)} of ${window.innerWidth}px`;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit && button.contains(hit)) return null;
        const by = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing';
        return `"${label}" is covered by ${by}`;
      });
    if (problem) problems.push(problem);
  }
  return problems;
}

/** An open dialog that does not fit the screen: wider than it, past an edge, or scrolling sideways inside. */
export async function dialogProblems(page: Page): Promise<string[]> {
  return page.locator('dialog[open]').evaluateAll((dialogs) =>
    dialogs.flatMap((dialog) => {
      const problems: string[] = [];
      const box = dialog.getBoundingClientRect();
      const title = dialog.querySelector('h2')?.textContent?.slice(0, 30) ?? 'dialog';
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        problems.push(
          `"${title}…" spans ${Math.round(box.left)}..${Math.round(box.right)} of ${window.innerWidth}px`,
        );
      if (dialog.scrollWidth > dialog.clientWidth + 0.5)
        problems.push(`"${title}…" scrolls sideways (${dialog.scrollWidth} in ${dialog.clientWidth}px)`);
      for (const el of dialog.querySelectorAll<HTMLElement>('button, select, textarea, label')) {
        const inner = el.getBoundingClientRect();
        if (inner.width > 0 && (inner.left < box.left - 0.5 || inner.right > box.right + 0.5))
          problems.push(
            `"${title}…": ${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" leaves the dialog`,
          );
      }
      return problems;
    }),
  );
}
