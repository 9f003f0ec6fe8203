// Accessibility end to end (issue 5, spec §9): axe-core finds no WCAG 2.2 A/AA violation and nothing is
// wider than the screen on every public and signed-in page, at a phone and a desktop viewport, with a
// screenshot of each. Real Chromium, real gateway.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { pathname, settled, useShellStack } from './support/shell.ts';

const stack = useShellStack({ students: true });

/** Content wider than the screen (WCAG 1.4.10 reflow): the document must not scroll sideways. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Every WCAG 2.0/2.1/2.2 A and AA violation axe finds, whatever its impact. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('accessibility (axe-core, WCAG 2.2 AA) and screenshots', () => {
  const publicPages = [
    ['landing', '/'],
    ['login', '/login'],
    ['terms', '/terms'],
    ['privacy', '/privacy'],
    ['developers', '/developers'],
  ] as const;
  const signedInPages = [
    ['matches', '/matches', 'full'],
    ['post', '/post', 'full'],
    ['account', '/account', 'full'],
    ['profile-setup', '/profile-setup', 'fresh'],
  ] as const;

  for (const name of ['phone', 'desktop'] as const) {
    it(`signed out: no violations on ${publicPages.map(([, r]) => r).join(', ')} (${name})`, async () => {
      const { context, page, errors } = await stack.open(name);
      const problems: string[] = [];
      for (const [label, route] of publicPages) {
        await page.goto(route);
        await settled(page);
        await screenshot(page, `shell-${label}-${name}`);
        problems.push(...(await axeViolations(page)).map((p) => `${route}: ${p}`));
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) problems.push(`${route}: ${overflow}px wider than the screen`);
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`signed in: no violations on ${signedInPages.map(([, r]) => r).join(', ')} (${name})`, async () => {
      const problems: string[] = [];
      for (const [label, route, who] of signedInPages) {
        const { context, page, errors } = await stack.open(name, {
          token: who === 'full' ? stack.fullToken : stack.freshToken,
        });
        await page.goto(route);
        await settled(page);
        expect(pathname(page)).toBe(route);
        // no blocking terms modal over these screens for these students
        expect(await page.getByRole('dialog').count()).toBe(0);
        await screenshot(page, `shell-${label}-${name}`);
        problems.push(...(await axeViolations(page)).map((p) => `${route}: ${p}`));
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) problems.push(`${route}: ${overflow}px wider than the screen`);
        expect(errors).toEqual([]);
        await context.close();
      }
      expect(problems).toEqual([]);
    });
  }
});
