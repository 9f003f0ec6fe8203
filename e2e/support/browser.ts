// Debian's Chromium driven by playwright-core, with the flags this network-less machine needs (from
// test-support: the web benchmark launches it with the same ones), screenshots saved under
// test-results/screenshots, and the serious accessibility problems of a page.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@campus-swap/test-support/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const screenshotDir = path.join(root, 'test-results', 'screenshots');

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Serious and critical WCAG 2 A/AA problems axe finds on the page as it is now. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
