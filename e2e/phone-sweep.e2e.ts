// Every page on a phone with the longest texts (issue 39): each route of web/src/app/routes.tsx, signed
// out and signed in, and the support desk as staff, at 320×568 and 390×844, shown to and about students
// whose every field is as long as the rules allow (support/longest.ts). On each page: no sideways
// scroll, no primary button covered or cut off, no console error. At 320 the block, report, reveal and
// "we swapped" dialogs and a toast naming a student fit too. phone-layout.e2e.ts checks the header and
// navigation at three widths with ordinary names; this file walks everything with the extreme ones.
// Real Debian Chromium against the built app on the real gateway; students prepared through the API.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeUrl } from '@campus-swap/schema/services/notifications/unsubscribe';
import { type FullStudent, gqlClient, type Room, signUp } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import { longestStudent, saveDormWanting, word } from './support/longest.ts';
import {
  coveredButtons,
  dialogProblems,
  layoutProblems,
  PRIMARY_BUTTONS,
  type PhoneSize,
  phoneContext,
} from './support/phone.ts';
import { settled } from './support/shell.ts';
import { type E2EStack, startStack } from './support/stack.ts';

const run = Date.now().toString(36);
const SECRET = `phone-sweep-unsubscribe-secret-${run}-0123456789`;
const sizes: PhoneSize[] = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
];

// Ann is the student whose pages are walked. Bo is her exact reverse and both revealed (a connection,
// a swap to claim); Cy revealed to her (a request); Dee and Eli close a 3-way swap with her. Sol is staff.
const ANN = longestStudent('Ann', run);
const BO = longestStudent('Bo', run);
const CY = longestStudent('Cy', run);
const DEE = longestStudent('Dee', run);
const ELI = longestStudent('Eli', run);
const SOL = longestStudent('Sol', run);
const ALLEN: Room = { campus: 'Busch', dorm: 'Allen Hall', roomType: 'Double' };
const BRETT: Room = { campus: 'College Avenue', dorm: 'Brett Hall', roomType: 'Double' };
const QUAD: Room = { campus: 'Livingston', dorm: 'Quad I', roomType: 'Double' };
const JUDSON: Room = { campus: 'Busch', dorm: 'Judson Suites', roomType: 'Suite' };

let stack: E2EStack;
const tokens = new Map<FullStudent, string>();
const listings = new Map<FullStudent, string>();
let freshToken: string;
let unsubscribeLink: string;

const gql = <T>(query: string, variables: Record<string, unknown>, who: FullStudent) =>
  gqlClient(stack.gateway.url)<T>(query, variables, tokens.get(who));

beforeAll(async () => {
  stack = await startStack({ env: { STAFF_EMAILS: SOL.email, UNSUBSCRIBE_SECRET: SECRET } });
  const { url } = stack.gateway;
  for (const who of [ANN, BO, CY, DEE, ELI, SOL]) tokens.set(who, await signUp(url, stack.mailDir, who));
  const save = async (who: FullStudent, have: Room, want: Room[]) =>
    listings.set(who, await saveDormWanting(url, tokens.get(who)!, have, want));
  // Ann wants Bo's and Cy's hall and Dee's; the last save closes Ann → Dee → Eli → Ann (ADR 270)
  await save(ANN, ALLEN, [BRETT, QUAD]);
  await save(BO, BRETT, [ALLEN]);
  await save(CY, BRETT, [ALLEN]);
  await save(DEE, QUAD, [JUDSON]);
  await save(ELI, JUDSON, [ALLEN]);
  const reveal = 'mutation ($id: ID!) { reveal(listingId: $id) { status } }';
  await gql(reveal, { id: listings.get(BO) }, ANN);
  await gql(reveal, { id: listings.get(ANN) }, BO);
  await gql(reveal, { id: listings.get(ANN) }, CY);
  // the desk's queue: a report naming two long names, its details at their limit
  await gql(
    'mutation ($id: ID!, $input: ReportInput!) { report(listingId: $id, input: $input) { id } }',
    { id: listings.get(ELI), input: { reason: 'SPAM', details: word('Copiedadvertisingtext', 1000) } },
    DEE,
  );
  freshToken = await signUp(
    url,
    stack.mailDir,
    { email: `e2e.sweep.fresh.${run}@rutgers.edu`, password: 'Scarlet2025f', name: 'unused' },
    { profile: false },
  );
  const { me } = await gql<{ me: { id: string } }>('{ me { id } }', {}, ANN);
  unsubscribeLink = unsubscribeUrl(url, SECRET, { userId: me.id, channel: 'EMAIL', kind: 'CONNECTION' });
});

afterAll(async () => {
  await stack?.close();
});

/** A step of the walk: where to go, and (when it is not a plain visit) how to get the page ready. */
type Step = { name: string; path: string; ready?: (page: Page) => Promise<void> };

const visit = (path: string): Step => ({ name: path, path });
const waitForTestId = (id: string) => async (page: Page) => {
  await settled(page);
  await page.getByTestId(id).first().waitFor({ timeout: 15_000 });
};

const signedOut: Step[] = [
  ...['/', '/login', '/terms', '/privacy', '/developers'].map(visit),
  { name: 'unknown path (sent home)', path: '/no-such-page' },
  {
    name: 'unsubscribe page',
    path: '',
    ready: async (page) => {
      await page.locator('h1').waitFor({ timeout: 15_000 });
    },
  },
];

const signedIn: Step[] = [
  visit('/'),
  { name: '/matches My Preference', path: '/matches', ready: waitForTestId('match-card') },
  {
    name: '/matches Other',
    path: '/matches',
    ready: async (page) => {
      await waitForTestId('match-card')(page);
      await page.getByRole('tab', { name: /^Other/ }).click({ timeout: 10_000 });
      await page.locator('#matches-sub-tab-OTHER[aria-selected="true"]').waitFor();
    },
  },
  { name: '/requests', path: '/requests', ready: waitForTestId('request-connected') },
  { name: '/swaps', path: '/swaps', ready: waitForTestId('swap-card') },
  { name: '/account (notification settings included)', path: '/account' },
  visit('/post'),
  visit('/test-listings'),
  visit('/developers'),
  visit('/terms'),
  visit('/privacy'),
  { name: 'unknown path (sent home)', path: '/no-such-page' },
];

const staffPages: Step[] = [
  { name: '/support', path: '/support', ready: waitForTestId('support-item') },
  visit('/account'),
];

/** Walks `steps` in one phone context and answers every problem found, each named by its page. */
async function walk(size: PhoneSize, steps: Step[], token?: string, label = 'out'): Promise<string[]> {
  const { context, page, errors } = await phoneContext(stack.browser, stack.gateway.url, size, token);
  const problems: string[] = [];
  let buttons = 0;
  try {
    for (const step of steps) {
      errors.length = 0;
      await page.goto(step.path || unsubscribeLink);
      // a page that cannot be got ready (a tap intercepted by text spilling over it) is a problem of
      // its own, and the walk goes on to tell about the others
      const notReady = await (step.ready ?? settled)(page).then(
        () => null,
        (error: Error) => `${step.name}: not ready: ${error.message.split('\n')[0]}`,
      );
      if (notReady) {
        problems.push(notReady);
        continue;
      }
      buttons += await page.locator(PRIMARY_BUTTONS).count();
      const found = [
        ...(await layoutProblems(page)),
        ...(await coveredButtons(page)),
        // a failed load reports itself a moment after the page looked ready
        ...(await page.waitForTimeout(300).then(() => [...errors])),
      ];
      problems.push(...found.map((p) => `${step.name}: ${p}`));
      await screenshot(page, `sweep-${label}-${size.width}-${step.name.replace(/\W+/g, '-')}`);
    }
  } finally {
    await context.close();
  }
  // every walk passes a page with a primary action (Sign in, Continue, Reveal, Unsubscribe …): none
  // found means the covered-button check looked at nothing
  if (buttons === 0) problems.push('no primary button on any page: the covered-button check saw nothing');
  return problems;
}

describe('every page at phone sizes with the longest texts', () => {
  for (const size of sizes) {
    const at = `${size.width}×${size.height}`;
    it(`signed out at ${at}`, async () => {
      expect(await walk(size, signedOut)).toEqual([]);
    });

    it(`signed in at ${at}, the other students' names and fields at their limits`, async () => {
      expect(await walk(size, signedIn, tokens.get(ANN), 'in')).toEqual([]);
    });

    it(`the support desk as staff, and a fresh student's profile setup, at ${at}`, async () => {
      const problems = await walk(size, staffPages, tokens.get(SOL), 'staff');
      problems.push(...(await walk(size, [visit('/profile-setup')], freshToken, 'fresh')));
      expect(problems).toEqual([]);
    });
  }
});

describe('the same words for the same thing', () => {
  it('a class year reads "Sophomore" on a match card and on Requests alike', async () => {
    const { context, page } = await phoneContext(
      stack.browser,
      stack.gateway.url,
      sizes[1]!,
      tokens.get(ANN),
    );
    await page.goto('/matches');
    await waitForTestId('match-card')(page);
    const card = page.getByTestId('match-card').filter({ has: page.getByRole('heading', { name: CY.name }) });
    expect(await card.locator('.match-card__person').textContent()).toBe('100 · Sophomore');
    await page.goto('/requests');
    await waitForTestId('request-incoming')(page);
    const request = page.getByTestId('request-incoming').filter({ hasText: CY.name });
    expect(await request.locator('.request-item__person').first().textContent()).toBe('100 · Sophomore');
    await context.close();
  });
});

describe('dialogs and toasts at 320 px with the longest names', () => {
  const size = sizes[0]!;

  /** Opens the dialog by `button` inside `scope`, answers what does not fit in it, and cancels it. */
  async function dialogAt(page: Page, scope: string, button: RegExp): Promise<string[]> {
    const untappable = await page
      .locator(scope)
      .getByRole('button', { name: button })
      .first()
      .click({ timeout: 10_000 })
      .then(
        () => null,
        (error: Error) => `${button.source}: cannot be tapped: ${error.message.split('\n')[0]}`,
      );
    if (untappable) return [untappable];
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor({ timeout: 10_000 });
    const problems = [...(await dialogProblems(page)), ...(await coveredButtons(page, 'dialog[open]'))];
    await screenshot(page, `sweep-dialog-${button.source.replace(/\W+/g, '-')}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    return problems.map((p) => `${button.source}: ${p}`);
  }

  it('block, report, reveal and "we swapped" fit, and so does the toast after a block', async () => {
    const { context, page, errors } = await phoneContext(
      stack.browser,
      stack.gateway.url,
      size,
      tokens.get(ANN),
    );
    const problems: string[] = [];
    await page.goto('/matches');
    await waitForTestId('match-card')(page);
    const bo = `[data-testid="match-card"]:has(h3:text-is("${BO.name}"))`;
    problems.push(...(await dialogAt(page, bo, /^Block /)));
    problems.push(...(await dialogAt(page, bo, /^Report /)));
    const dee = `[data-testid="match-card"]:has(h3:text-is("${DEE.name}"))`;
    problems.push(...(await dialogAt(page, dee, /^Reveal$/)));

    await page.goto('/swaps');
    await waitForTestId('swap-card')(page);
    problems.push(...(await dialogAt(page, '[data-testid="swap-card"]', /^We swapped$/)));

    // last, since it changes what Ann sees: block Eli from the 3-way card, and read the toast
    await page.goto('/matches');
    await waitForTestId('cycle-card')(page);
    await page
      .getByTestId('cycle-card')
      .getByRole('button', { name: `Block ${ELI.name}` })
      .click({ timeout: 10_000 });
    await page.locator('dialog[open]').getByRole('button', { name: 'Block', exact: true }).click();
    const toast = page.locator('.toast').filter({ hasText: ELI.name });
    await toast.waitFor({ timeout: 10_000 });
    const toastFits = await toast.evaluate(
      (el) =>
        el.getBoundingClientRect().left >= 0 &&
        el.getBoundingClientRect().right <= window.innerWidth &&
        el.scrollWidth <= el.clientWidth,
    );
    if (!toastFits) problems.push('the toast naming Eli does not fit');
    problems.push(...(await layoutProblems(page)));
    await screenshot(page, 'sweep-toast-320');
    problems.push(...errors);
    await context.close();
    expect(problems).toEqual([]);
  });
});
