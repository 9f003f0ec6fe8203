// Trust and safety end to end (issue 24): a student blocks another from a match card and undoes it on
// /account; a student reports a card and a staff member handles the report on /support; two connected
// students both confirm a swap on their cards ("We swapped", ADR 183) and their listings close. Real
// Debian Chromium at phone width against the built app on the real gateway; students signed up by
// emailed code (a real SMTP receiver).
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FullStudent, gqlClient, saveDorm, signUp } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import { signInThroughLogin, useStack } from './support/stack.ts';
import { settled } from './support/shell.ts';

const run = Date.now().toString(36);
const STAFF: FullStudent = {
  email: `e2e.desk.${run}@rutgers.edu`,
  password: 'Desk2025x',
  name: 'Dana Desk',
  age: 30,
  year: 'graduate',
  instagram: '@dana.desk',
  linkedin: 'linkedin.com/in/dana-desk',
};
const stack = useStack({ env: { STAFF_EMAILS: STAFF.email } });

const student = (key: string, name: string): FullStudent => ({
  email: `e2e.trust.${key}.${run}@rutgers.edu`,
  password: `${key}Pass2025`,
  name,
  age: 20,
  year: 'junior',
  instagram: `@${key}.${run}`,
  linkedin: `linkedin.com/in/${key}-${run}`,
});
// Ari and Bo: exact reverse dorms; Cy: Ari's room again, so Bo sees both; Di: Bo's room again
const ARI = student('ari', 'Ari Trust');
const BO = student('bo', 'Bo Trust');
const CY = student('cy', 'Cy Trust');
const DI = student('di', 'Di Trust');
const BUSCH = { campus: 'Busch', dorm: 'Judson Suites', roomType: 'Suite' };
const LIVI = { campus: 'Livingston', dorm: 'Quad I', roomType: 'Double' };

const tokens: Record<string, string> = {};
const contexts: BrowserContext[] = [];
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
const gql = <T>(query: string, variables: Record<string, unknown>, token: string) =>
  gqlClient(stack.gateway.url)<T>(query, variables, token);

async function listingId(token: string): Promise<string> {
  const data = await gql<{ myListing: { id: string } }>('{ myListing { id } }', {}, token);
  return data.myListing.id;
}

/** A phone-width (320 px, the narrowest we support) page signed in through the login screen. */
async function phone(who: FullStudent): Promise<Page> {
  const { context, page } = await signInThroughLogin(stack, who, { viewport: { width: 320, height: 720 } });
  contexts.push(context);
  return page;
}

/** The card of `name` on /matches after a fresh load. */
async function cardOf(page: Page, name: string): Promise<Locator> {
  await page.goto('/matches');
  await settled(page);
  const card = page.getByTestId('match-card').filter({ has: page.getByRole('heading', { name }) });
  await visible(card);
  return card;
}

const pageFits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  for (const who of [STAFF, ARI, BO, CY, DI])
    tokens[who.email] = await signUp(stack.gateway.url, stack.mailDir, who);
  await saveDorm(stack.gateway.url, tokens[ARI.email]!, BUSCH, LIVI);
  await saveDorm(stack.gateway.url, tokens[BO.email]!, LIVI, BUSCH);
  await saveDorm(stack.gateway.url, tokens[CY.email]!, BUSCH, LIVI);
  await saveDorm(stack.gateway.url, tokens[DI.email]!, LIVI, BUSCH);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
});

describe('trust and safety in the browser', () => {
  it('Cy blocks Di from the card: Di is gone from Cy’s matches, and Cy from Di’s', async () => {
    const cy = await phone(CY);
    const card = await cardOf(cy, DI.name);
    expect(await pageFits(cy)).toBe(true);
    await card.getByRole('button', { name: `Block ${DI.name}` }).click();
    const dialog = cy.getByRole('dialog', { name: `Block ${DI.name}?` });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await visible(cy.getByText(`You blocked ${DI.name}.`, { exact: false }));
    await cy.goto('/matches');
    await visible(cy.getByTestId('match-card').first());
    expect(await cy.getByRole('heading', { name: DI.name }).count()).toBe(0);
    const di = await gql<{ matches: { cards: { userName: string }[] } }>(
      '{ matches { cards { userName } } }',
      {},
      tokens[DI.email]!,
    );
    expect(di.matches.cards.map((c) => c.userName)).not.toContain(CY.name);
  });

  it('Cy finds the block on /account and undoes it: Di is back in Cy’s matches', async () => {
    const cy = await phone(CY);
    await cy.goto('/account');
    await settled(cy);
    const blocked = cy.getByTestId('blocked-student').filter({ hasText: DI.name });
    await visible(blocked);
    await blocked.getByRole('button', { name: `Unblock ${DI.name}` }).click();
    await visible(cy.getByText(`${DI.name} is no longer blocked.`));
    await visible(cy.getByText('You have not blocked anyone.'));
    await cardOf(cy, DI.name);
  });

  it('Bo reports Cy’s card; staff see the report on /support and hide the listing, with an audit entry', async () => {
    const bo = await phone(BO);
    const card = await cardOf(bo, CY.name);
    await card.getByRole('button', { name: /Report/ }).click();
    const dialog = bo.getByRole('dialog', { name: `Report ${CY.name}'s listing` });
    await visible(dialog);
    await dialog.getByLabel('Reason').selectOption('FAKE');
    await dialog.getByLabel('What happened (optional)').fill('Photos are from a hotel website.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await visible(bo.getByText('Our support team will look at this listing', { exact: false }));

    const desk = await phone(STAFF);
    await desk.goto('/support');
    const item = desk.getByTestId('support-item').filter({ hasText: CY.name });
    await visible(item);
    expect(await item.textContent()).toContain('Photos are from a hotel website.');
    // every change asks for confirmation and a reason (ADR 297)
    await item.getByRole('button', { name: 'Hide listing' }).click();
    const confirm = desk.getByRole('dialog', { name: `Hide ${CY.name}'s listing?` });
    await visible(confirm);
    await confirm.getByLabel('Reason (required; kept in the audit log)').fill('Fake photos, confirmed.');
    await confirm.getByRole('button', { name: 'Hide listing' }).click();
    await visible(desk.getByTestId('audit-entry').filter({ hasText: 'Fake photos, confirmed.' }));
    await screenshot(desk, 'trust-support-desk');
    // out of Bo's matches now
    await bo.goto('/matches');
    await visible(bo.getByTestId('match-card').first());
    expect(await bo.getByRole('heading', { name: CY.name }).count()).toBe(0);
  });

  it('Ari and Bo, connected, both confirm the swap on their cards: both listings close', async () => {
    const ari = await phone(ARI);
    const bo = await phone(BO);
    const [ariListing, boListing] = [await listingId(tokens[ARI.email]!), await listingId(tokens[BO.email]!)];
    const reveal = 'mutation ($id: ID!) { reveal(listingId: $id) { status } }';
    await gql(reveal, { id: boListing }, tokens[ARI.email]!);
    await gql(reveal, { id: ariListing }, tokens[BO.email]!);

    const ariCard = await cardOf(ari, BO.name);
    expect(await pageFits(ari)).toBe(true);
    await ariCard.getByRole('button', { name: 'We swapped' }).click();
    const dialog = ari.getByRole('dialog', { name: `Did you swap with ${BO.name}?` });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'We swapped' }).click();
    await visible(ari.getByText('You said you swapped.', { exact: false }));
    await screenshot(ari, 'trust-swap-claimed');

    const boCard = await cardOf(bo, ARI.name);
    await visible(boCard.getByText(`${ARI.name} says you swapped.`));
    expect(await pageFits(bo)).toBe(true);
    await boCard.getByRole('button', { name: 'Confirm swap' }).click();
    // it closes both listings, so it asks first, in the same dialog as "We swapped" (ADR 294)
    const confirmSwap = bo.getByRole('dialog', { name: `Confirm your swap with ${ARI.name}?` });
    await visible(confirmSwap);
    await confirmSwap.getByRole('button', { name: 'Confirm swap' }).click();
    await visible(bo.getByText('Swap confirmed.', { exact: false }));

    const closed = await gql<{ a: { active: boolean }; b: null }>(
      '{ a: myListing { active } }',
      {},
      tokens[ARI.email]!,
    );
    expect(closed.a.active).toBe(false);
    const bos = await gql<{ myListing: { active: boolean } }>(
      '{ myListing { active } }',
      {},
      tokens[BO.email]!,
    );
    expect(bos.myListing.active).toBe(false);
    // the connection stays, and says so on Ari's requests
    await ari.goto('/requests');
    await visible(ari.getByTestId('swap-claim').filter({ hasText: 'Swapped. Both listings are closed.' }));
  });
});
