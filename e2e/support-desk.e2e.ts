// The support desk without dead ends, and reports that protect the reporter (issue 38; ADRs 297, 298),
// in Debian Chromium at 360 px against the built app on the real gateway. Staff: find the desk from
// /account, hide a reported listing and find it among the hidden listings, restore it; suspend with
// confirmation, find the student among the suspended, unsuspend; the audit log names each target and
// filters by student. A student: report with "also block" from Requests, after which the reported
// student sees the reporter nowhere; the owner of a listing staff hid sees the notice. Then a list longer
// than a page (Next, Previous), and a suspended student with the longest name at 320 px.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FullStudent, gqlClient, saveDorm, signUp } from './support/accounts.ts';
import { accessibilityProblems, screenshot } from './support/browser.ts';
import { longestStudent } from './support/longest.ts';
import { coveredButtons, dialogProblems, layoutProblems } from './support/phone.ts';
import { signInThroughLogin, useStack } from './support/stack.ts';
import { settled } from './support/shell.ts';

const run = Date.now().toString(36);
const person = (key: string, name: string): FullStudent => ({
  email: `e2e.desk38.${key}.${run}@rutgers.edu`,
  password: `${key}Pass2025`,
  name,
  age: 21,
  year: 'junior',
  instagram: `@${key}.${run}`,
  linkedin: `linkedin.com/in/${key}-${run}`,
});
const STAFF = person('cara', 'Cara Chen');
const ALICE = person('alice', 'Alice Ash');
const DANA = person('dana', 'Dana Diaz');
const FAY = person('fay', 'Fay Fox');
const GUS = person('gus', 'Gus Gray');
const stack = useStack({ env: { STAFF_EMAILS: STAFF.email } });

const BUSCH = { campus: 'Busch', dorm: 'Judson Suites', roomType: 'Suite' };
const LIVI = { campus: 'Livingston', dorm: 'Quad I', roomType: 'Double' };
const tokens: Record<string, string> = {};
const listings: Record<string, string> = {};
const contexts: BrowserContext[] = [];
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
const gql = <T>(who: FullStudent, query: string, variables: Record<string, unknown> = {}) =>
  gqlClient(stack.gateway.url)<T>(query, variables, tokens[who.email]!);
const pageFits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A 360 px wide page signed in through the login screen. */
async function phone(who: FullStudent): Promise<Page> {
  const { context, page } = await signInThroughLogin(stack, who, { viewport: { width: 360, height: 740 } });
  contexts.push(context);
  return page;
}

/** Clicks `button` on a row, then confirms its dialog with a reason: the confirm stays off until then. */
async function withReason(page: Page, row: Locator, button: string, title: string, reason: string) {
  await row.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await visible(dialog);
  const confirm = dialog.getByRole('button', { name: button });
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel('Reason (required; kept in the audit log)').fill(reason);
  await expect.poll(() => confirm.isEnabled()).toBe(true);
  await confirm.click();
  await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
}

const REPORT = 'mutation ($id: ID!, $input: ReportInput!) { report(listingId: $id, input: $input) { id } }';

beforeAll(async () => {
  for (const who of [STAFF, ALICE, DANA, FAY, GUS]) {
    tokens[who.email] = await signUp(stack.gateway.url, stack.mailDir, who);
    const mine = who === DANA ? [LIVI, BUSCH] : [BUSCH, LIVI];
    listings[who.email] = await saveDorm(stack.gateway.url, tokens[who.email]!, mine[0]!, mine[1]!);
  }
  await gql(DANA, REPORT, { id: listings[FAY.email], input: { reason: 'FAKE', details: 'Stock photos.' } });
  await gql(DANA, REPORT, { id: listings[GUS.email], input: { reason: 'SPAM' } });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
});

describe('the support desk at 360 px', () => {
  it('staff hide, find in hidden listings, restore; suspend, find, unsuspend; the log names each target', async () => {
    const desk = await phone(STAFF);
    await desk.goto('/account');
    await desk.getByRole('link', { name: 'Support desk' }).click();
    await desk.waitForURL('**/support');
    const reports = desk.getByTestId('desk-reports');
    const fay = reports.getByTestId('support-item').filter({ hasText: FAY.name });
    await visible(fay);
    expect(await fay.textContent()).toContain('Fake listing or person, reported by Dana Diaz');
    expect(await pageFits(desk)).toBe(true);

    await withReason(desk, fay, 'Hide listing', `Hide ${FAY.name}'s listing?`, 'Stock photos, confirmed.');
    const hidden = desk
      .getByTestId('desk-hidden')
      .getByTestId('hidden-listing')
      .filter({ hasText: FAY.name });
    await visible(hidden);
    expect(await hidden.textContent()).toContain('Why: Stock photos, confirmed.');
    await screenshot(desk, 'support-desk-hidden');
    expect(await accessibilityProblems(desk)).toEqual([]);
    await withReason(
      desk,
      hidden,
      'Restore listing',
      `Restore ${FAY.name}'s listing?`,
      'Owner sent real photos.',
    );
    await visible(desk.getByTestId('desk-hidden').getByText('No listing is hidden.'));

    const gus = reports.getByTestId('support-item').filter({ hasText: GUS.name });
    await withReason(desk, gus, `Suspend ${GUS.name}`, `Suspend ${GUS.name}?`, 'Spam listings, third time.');
    const suspended = desk
      .getByTestId('desk-suspended')
      .getByTestId('suspended-student')
      .filter({ hasText: GUS.name });
    await visible(suspended);
    expect(await pageFits(desk)).toBe(true);
    await withReason(desk, suspended, `Unsuspend ${GUS.name}`, `Unsuspend ${GUS.name}?`, 'Appeal accepted.');
    await visible(desk.getByTestId('desk-suspended').getByText('No student is suspended.'));

    const audit = desk.getByTestId('desk-audit');
    const sentences = async () => (await audit.getByTestId('audit-entry').allTextContents()).join('\n');
    // the last action's row, so that every earlier one is in too
    await expect
      .poll(sentences, { timeout: 15_000 })
      .toContain(`lifted the suspension of ${GUS.name}: Appeal accepted.`);
    const log = await sentences();
    for (const line of [
      `Cara Chen (staff) hid ${FAY.name}'s dorm listing (Busch · Judson Suites): Stock photos, confirmed.`,
      `Cara Chen (staff) restored ${FAY.name}'s dorm listing (Busch · Judson Suites): Owner sent real photos.`,
      `Cara Chen (staff) suspended ${GUS.name}: Spam listings, third time.`,
      `Cara Chen (staff) lifted the suspension of ${GUS.name}: Appeal accepted.`,
    ])
      expect(log).toContain(line);
    expect(log).not.toMatch(/HIDE_LISTING|SUSPEND\b|@rutgers/);
    await audit
      .getByRole('button', { name: `Only ${GUS.name}` })
      .first()
      .click();
    await expect.poll(() => audit.getByTestId('audit-entry').count()).toBe(2);
    for (const text of await audit.getByTestId('audit-entry').allTextContents())
      expect(text).toContain(GUS.name);
    expect(await pageFits(desk)).toBe(true);
    await screenshot(desk, 'support-desk-audit');
  });
});

describe('a report that protects the reporter', () => {
  it('Alice reports Dana from Requests with "also block": Dana sees Alice nowhere; no desk link for students', async () => {
    const reveal = 'mutation ($id: ID!) { reveal(listingId: $id) { status } }';
    await gql(ALICE, reveal, { id: listings[DANA.email] });
    await gql(DANA, reveal, { id: listings[ALICE.email] });
    const alice = await phone(ALICE);
    await alice.goto('/requests');
    await settled(alice);
    const item = alice.getByTestId('request-connected').filter({ hasText: DANA.name });
    await visible(item);
    await item.getByRole('button', { name: `Report ${DANA.name}` }).click();
    const dialog = alice.getByRole('dialog', { name: `Report ${DANA.name}'s listing` });
    await visible(dialog);
    // no reason chosen for her, so Send waits; Harassment ticks "Also block"
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('');
    expect(await dialog.getByRole('button', { name: 'Send report' }).isDisabled()).toBe(true);
    const alsoBlock = dialog.getByRole('checkbox', { name: new RegExp(`Also block ${DANA.name}`) });
    expect(await alsoBlock.isChecked()).toBe(false);
    await dialog.getByLabel('Reason').selectOption('HARASSMENT');
    expect(await alsoBlock.isChecked()).toBe(true);
    // once she sets the box herself, another reason keeps her choice, either way
    await alsoBlock.uncheck();
    await dialog.getByLabel('Reason').selectOption('FAKE');
    await dialog.getByLabel('Reason').selectOption('HARASSMENT');
    expect(await alsoBlock.isChecked()).toBe(false);
    await alsoBlock.check();
    await dialog.getByLabel('Reason').selectOption('FAKE');
    expect(await alsoBlock.isChecked()).toBe(true);
    await dialog.getByLabel('Reason').selectOption('HARASSMENT');
    expect(await accessibilityProblems(alice)).toEqual([]);
    expect(await pageFits(alice)).toBe(true);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await visible(alice.getByText('You blocked them too', { exact: false }));

    const seen = await gql<Record<string, unknown>>(
      DANA,
      '{ matches { cards { userName } cycles { id } } swapRequests { outgoing { userName } incoming { userName } connected { userName userEmail } } }',
    );
    expect(JSON.stringify(seen)).not.toContain(ALICE.name);
    expect(JSON.stringify(seen)).not.toContain(ALICE.email);
    const dana = await phone(DANA);
    await dana.goto('/requests');
    await settled(dana);
    expect(await dana.getByText(ALICE.name).count()).toBe(0);

    await alice.goto('/account');
    await settled(alice);
    await visible(alice.getByRole('heading', { name: 'Your account' }));
    expect(await alice.getByRole('link', { name: 'Support desk' }).count()).toBe(0);
  });

  it('the owner of a listing staff hid sees it on /account and /matches, with the support address', async () => {
    await gql(
      STAFF,
      'mutation ($id: ID!) { hideListing(listingId: $id, input: { reason: "Threats." }) { success } }',
      {
        id: listings[DANA.email],
      },
    );
    const dana = await phone(DANA);
    await dana.goto('/account');
    const notice = dana.getByTestId('hidden-by-support');
    await visible(notice);
    expect(await notice.textContent()).toContain('Your listing is hidden by Campus Swap support');
    expect(await notice.getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
    await visible(dana.getByText('Hidden by support', { exact: true }));
    expect(await dana.getByText('Active', { exact: true }).count()).toBe(0);
    await dana.goto('/matches');
    await visible(dana.getByTestId('hidden-by-support'));
    expect(await pageFits(dana)).toBe(true);
  });

  it('the weekly figures fit 360 px, unclipped', async () => {
    // a connection of this week (Alice and Dana's ended with the block, ADR 294)
    const reveal = 'mutation ($id: ID!) { reveal(listingId: $id) { status } }';
    await gql(FAY, reveal, { id: listings[ALICE.email] });
    await gql(ALICE, reveal, { id: listings[FAY.email] });
    const desk = await phone(STAFF);
    await desk.goto('/support');
    const figures = desk.getByTestId('weekly-figures');
    await visible(figures);
    const connections = figures.locator('td[data-label="Connections"]').first();
    expect(await connections.textContent()).toBe('1');
    // on a phone each cell carries its column's name (the header row is only for screen readers)
    expect(await connections.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(
      '"Connections: "',
    );
    // the table itself, not only the page: it was clipped at 320–390 px
    const box = await figures.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(await figures.evaluate((table) => table.scrollWidth <= table.clientWidth)).toBe(true);
    expect(await pageFits(desk)).toBe(true);
    await screenshot(desk, 'support-desk-figures');
    // and at 320 px, the narrowest phone we support
    await desk.setViewportSize({ width: 320, height: 720 });
    await visible(figures);
    const narrow = await figures.boundingBox();
    expect(narrow!.x + narrow!.width).toBeLessThanOrEqual(320);
    expect(await pageFits(desk)).toBe(true);
  });
});

// Last in the file: they add hidden listings and a suspension, which the rounds above expect none of.
describe('the desk lists, a page at a time and at 320 px', () => {
  it('the hidden listings page by 10: Next shows the rest, none twice; Previous the first 10 again', async () => {
    // eleven more listings hidden by staff, one each (Dana's, hidden above, makes twelve)
    const owners = ['Ada', 'Ben', 'Cal', 'Deb', 'Eve', 'Flo', 'Guy', 'Hal', 'Ivy', 'Jon', 'Kit'].map(
      (first) => person(`pg${first.toLowerCase()}`, `${first} Pager`),
    );
    for (const who of owners) {
      tokens[who.email] = await signUp(stack.gateway.url, stack.mailDir, who);
      listings[who.email] = await saveDorm(stack.gateway.url, tokens[who.email]!, BUSCH, LIVI);
      await gql(
        STAFF,
        'mutation ($id: ID!) { hideListing(listingId: $id, input: { reason: "Paging test." }) { success } }',
        { id: listings[who.email] },
      );
    }
    // the whole list in one answer, in the server's order: what the pages must add up to
    const { supportHiddenListings: all } = await gql<{
      supportHiddenListings: { total: number; items: { ownerName: string | null }[] };
    }>(STAFF, '{ supportHiddenListings(first: 50) { total items { ownerName } } }');
    const everyone = all.items.map((item) => item.ownerName ?? 'A student');
    expect(all.total).toBe(everyone.length);
    for (const who of owners) expect(everyone).toContain(who.name);
    expect(everyone.length).toBeGreaterThan(10);
    expect(everyone.length).toBeLessThanOrEqual(20);

    const desk = await phone(STAFF);
    await desk.goto('/support');
    const hidden = desk.getByTestId('desk-hidden');
    const rows = hidden.getByTestId('hidden-listing');
    const names = () => rows.locator('strong').allTextContents();
    const pager = hidden.getByRole('navigation', { name: 'Hidden listings: pages' });
    const previous = pager.getByRole('button', { name: 'Previous' });
    const next = pager.getByRole('button', { name: 'Next' });
    await visible(hidden.getByRole('heading', { name: `Hidden listings (${all.total})` }));

    await expect.poll(names, { timeout: 15_000 }).toEqual(everyone.slice(0, 10));
    expect(await rows.count()).toBe(10);
    expect(await pager.getByText('Page 1', { exact: true }).count()).toBe(1);
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isEnabled()).toBe(true);
    const first = await names();

    await next.click();
    await visible(pager.getByText('Page 2', { exact: true }));
    await expect.poll(names, { timeout: 15_000 }).toEqual(everyone.slice(10));
    const second = await names();
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    expect(new Set([...first, ...second]).size).toBe(all.total);
    // the last page: no Next, Previous on
    expect(await next.isDisabled()).toBe(true);
    expect(await previous.isEnabled()).toBe(true);
    // the title keeps the whole list's count, not the page's
    expect(await hidden.getByRole('heading', { name: `Hidden listings (${all.total})` }).count()).toBe(1);
    expect(await pageFits(desk)).toBe(true);
    await screenshot(desk, 'support-desk-hidden-page-2');

    await previous.click();
    await visible(pager.getByText('Page 1', { exact: true }));
    await expect.poll(names, { timeout: 15_000 }).toEqual(first);
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isEnabled()).toBe(true);
  });

  it('at 320×568 a suspended student with an 80-character name fits, Unsuspend in sight and tappable', async () => {
    const SUS = longestStudent('Sus', run);
    expect(SUS.name).toHaveLength(80);
    expect(SUS.name).not.toContain(' ');
    tokens[SUS.email] = await signUp(stack.gateway.url, stack.mailDir, SUS);
    await saveDorm(stack.gateway.url, tokens[SUS.email]!, LIVI, BUSCH);
    const { me } = await gql<{ me: { id: string } }>(SUS, '{ me { id } }');
    await gql(
      STAFF,
      'mutation ($id: ID!) { suspendStudent(userId: $id, input: { reason: "Narrow screen test." }) { success } }',
      { id: me.id },
    );

    const { context, page: desk } = await signInThroughLogin(stack, STAFF, {
      viewport: { width: 320, height: 568 },
      isMobile: true,
      hasTouch: true,
    });
    contexts.push(context);
    await desk.goto('/support');
    const section = desk.getByTestId('desk-suspended');
    const row = section.getByTestId('suspended-student').filter({ hasText: SUS.name });
    await visible(row);
    await row.scrollIntoViewIfNeeded();
    // the page does not scroll sideways, and neither the row nor the name runs past the screen
    expect(await layoutProblems(desk)).toEqual([]);
    expect(await pageFits(desk)).toBe(true);
    for (const box of [await row.boundingBox(), await row.locator('strong').boundingBox()]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    }
    expect(await section.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // Unsuspend: inside the screen and the first thing under its own centre, then tapped
    const unsuspend = row.getByRole('button', { name: `Unsuspend ${SUS.name}` });
    expect(await unsuspend.isVisible()).toBe(true);
    expect(await coveredButtons(desk, '[data-testid="desk-suspended"]', 'button')).toEqual([]);
    const button = await unsuspend.boundingBox();
    expect(button!.x).toBeGreaterThanOrEqual(0);
    expect(button!.x + button!.width).toBeLessThanOrEqual(320);
    await screenshot(desk, 'support-desk-suspended-320');
    await unsuspend.tap();
    const dialog = desk.getByRole('dialog', { name: `Unsuspend ${SUS.name}?` });
    await visible(dialog);
    expect(await dialogProblems(desk)).toEqual([]);
    await dialog.getByLabel('Reason (required; kept in the audit log)').fill('Narrow screen test done.');
    await dialog.getByRole('button', { name: `Unsuspend ${SUS.name}` }).tap();
    await visible(section.getByText('No student is suspended.'));
    expect(await layoutProblems(desk)).toEqual([]);
  });
});
