// One swap after the match, end to end at 360 px (issue 37, docs/decisions/294-one-swap-after-the-match.md):
// three students say "I'm in" on a 3-way (each asked first), then "We swapped" on /swaps until it is
// done: "You swapped with …", who moves into what, and the housing office's form linked. Then a pair to
// done ("We swapped", "Confirm swap", both asked first), one of them deletes the account, and the other
// keeps the record, "(account deleted)", without a contact detail. Real Debian Chromium against the built
// app on the real gateway; students signed up by emailed code (a real SMTP receiver).
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type FullStudent, gqlClient, type Room, saveDorm, signUp } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import { settled } from './support/shell.ts';
import { signInThroughLogin, useStack } from './support/stack.ts';

const FORM = 'https://ruhousing.example.edu/room-swap';
const run = Date.now().toString(36);
const stack = useStack({ env: { HOUSING_SWAP_FORM_URL: FORM } });
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
const gql = <T>(query: string, variables: Record<string, unknown>, token: string) =>
  gqlClient(stack.gateway.url)<T>(query, variables, token);

type Who = FullStudent & { token: string; page: Page };
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** Signs up by emailed code, saves the listing, and signs in through the login screen at 360 px. */
async function student(key: string, name: string, have: Room, want: Room): Promise<Who> {
  const s: FullStudent = {
    email: `e2e.swap.${key}.${run}@rutgers.edu`,
    password: `${key}Pass2025`,
    name,
    age: 20,
    year: 'junior',
    instagram: `@${key}.${run}`,
    linkedin: `linkedin.com/in/${key}-${run}`,
  };
  const token = await signUp(stack.gateway.url, stack.mailDir, s);
  await saveDorm(stack.gateway.url, token, have, want);
  const { context, page } = await signInThroughLogin(stack, s, {
    viewport: { width: 360, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  contexts.push(context);
  return { ...s, token, page };
}

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The student's one swap card of that kind on a fresh /swaps. */
async function swapCard(who: Who, badge: string): Promise<Locator> {
  await who.page.goto('/swaps');
  await settled(who.page);
  const card = who.page.getByTestId('swap-card').filter({ hasText: badge });
  await visible(card.first());
  return card.first();
}

/** Presses `button` on the card, then the dialog's own confirm button. */
async function confirmThrough(who: Who, card: Locator, button: string, dialogTitle: RegExp, confirm: string) {
  await card.getByRole('button', { name: button }).click();
  const dialog = who.page.getByRole('dialog', { name: dialogTitle });
  await visible(dialog);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
}

const ALLEN: Room = { campus: 'Busch', dorm: 'Allen Hall', roomType: 'Double' };
const QUAD: Room = { campus: 'Livingston', dorm: 'Quad I', roomType: 'Double' };
const BRETT: Room = { campus: 'College Avenue', dorm: 'Brett Hall', roomType: 'Double' };

describe('a 3-way swap to done at 360 px', () => {
  let trio: Who[];

  it('all three say "I\'m in", each asked first', async () => {
    trio = [
      await student('ann', 'Ann Allen', ALLEN, QUAD),
      await student('ben', 'Ben Quad', QUAD, BRETT),
      await student('cat', 'Cat Brett', BRETT, ALLEN),
    ];
    for (const who of trio) {
      await who.page.goto('/matches');
      await settled(who.page);
      const card = who.page.getByTestId('cycle-card');
      await visible(card);
      await visible(who.page.getByText('Three students, each moving into the next one’s place'));
      await confirmThrough(who, card, 'I’m in', /Join this 3-way swap\?/, 'I’m in');
    }
    const card = await swapCard(trio[0]!, '3-way swap');
    expect(await card.getAttribute('data-state')).toBe('CONNECTED');
    await visible(card.getByRole('link', { name: trio[1]!.email }));
  });

  it('"We swapped" by all three, each asked first: done, "You swapped with …", the form linked', async () => {
    for (const who of trio) {
      const card = await swapCard(who, '3-way swap');
      const button = (await card.getByRole('button', { name: 'Confirm swap' }).count())
        ? 'Confirm swap'
        : 'We swapped';
      await confirmThrough(who, card, button, /Did you swap with/, 'Yes, we swapped');
    }
    for (const [i, who] of trio.entries()) {
      const card = await swapCard(who, '3-way swap');
      await expect.poll(() => card.getAttribute('data-state'), { timeout: 15_000 }).toBe('DONE');
      // the student whose room they move into first, then the one who moves into theirs
      const others = [trio[(i + 1) % 3]!, trio[(i + 2) % 3]!].map((x) => x.name);
      await visible(card.getByRole('heading', { name: `You swapped with ${others.join(' and ')}.` }));
      await visible(card.getByRole('list', { name: 'Who moves into what' }));
      const form = card.getByRole('link', { name: "The housing office's room-swap form" });
      expect(await form.getAttribute('href')).toBe(FORM);
      expect(await fits(who.page)).toBe(true);
    }
    await screenshot(trio[0]!.page, 'swaps-three-way-done');
  });
});

describe('a pair to done, then one partner deletes the account', () => {
  it('"We swapped" and "Confirm swap", each asked first; the record stays as "(account deleted)"', async () => {
    const dee = await student(
      'dee',
      'Dee Pair',
      { campus: 'Busch', dorm: 'Barr Hall', roomType: 'Double' },
      {
        campus: 'Cook/Douglass',
        dorm: 'Katzenbach Hall',
        roomType: 'Double',
      },
    );
    const eve = await student(
      'eve',
      'Eve Pair',
      { campus: 'Cook/Douglass', dorm: 'Katzenbach Hall', roomType: 'Double' },
      {
        campus: 'Busch',
        dorm: 'Barr Hall',
        roomType: 'Double',
      },
    );
    const reveal = 'mutation ($id: ID!) { reveal(listingId: $id) { result } }';
    const listing = async (who: Who) =>
      (await gql<{ myListing: { id: string } }>('{ myListing { id } }', {}, who.token)).myListing.id;
    await gql(reveal, { id: await listing(eve) }, dee.token);
    await gql(reveal, { id: await listing(dee) }, eve.token);

    await confirmThrough(
      dee,
      await swapCard(dee, 'Swap'),
      'We swapped',
      /Did you swap with Eve Pair\?/,
      'Yes, we swapped',
    );
    await confirmThrough(
      eve,
      await swapCard(eve, 'Swap'),
      'Confirm swap',
      /Did you swap with Dee Pair\?/,
      'Yes, we swapped',
    );
    const done = await swapCard(dee, 'Swap');
    await visible(done.getByRole('heading', { name: 'You swapped with Eve Pair.' }));
    await visible(done.getByRole('link', { name: eve.email }));
    // the matches page says so, and does not ask Dee to re-list the room she gave away
    await dee.page.goto('/matches');
    await settled(dee.page);
    await visible(dee.page.getByText('You swapped with Eve Pair.'));
    await visible(dee.page.getByRole('link', { name: 'See your swaps' }));
    expect(await dee.page.getByRole('link', { name: 'Reactivate your listing' }).count()).toBe(0);
    // Requests says one thing of the pair: swapped (not "not active", not "agree on the details")
    await dee.page.goto('/requests');
    await settled(dee.page);
    const item = dee.page.getByTestId('request-connected');
    await visible(item.getByText('Swapped. Both listings are closed.'));
    const said = (await item.textContent()) ?? '';
    for (const stale of ['not active right now', 'Agree on the details']) expect(said).not.toContain(stale);
    await dee.page.goto('/account');
    await settled(dee.page);
    await visible(dee.page.getByText('Your listing closed with the swap', { exact: false }));

    await gql('mutation { deleteAccount { success } }', {}, eve.token);
    const record = await swapCard(dee, 'Swap');
    await visible(record.getByRole('heading', { name: 'You swapped with (account deleted).' }));
    expect(await record.getAttribute('data-state')).toBe('DONE');
    const text = (await dee.page.locator('body').textContent()) ?? '';
    for (const detail of [eve.email, eve.instagram, eve.linkedin]) expect(text).not.toContain(detail);
    expect(await fits(dee.page)).toBe(true);
    await screenshot(dee.page, 'swaps-pair-partner-deleted');
  });
});
