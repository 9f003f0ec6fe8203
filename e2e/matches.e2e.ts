// Listings, matching and the mutual reveal end to end: two students sign up by emailed code (caught by a
// real SMTP receiver), sign in through the login screen, post reverse dorm listings through the /post
// wizard, find each other under My Preference with the Exact reverse badge, and reveal one after the
// other until both see the contact details. Real Debian Chromium against the built app on the real gateway.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type FullStudent as Student, type Room, signUp as signUpStudent } from './support/accounts.ts';
import { accessibilityProblems, screenshot as saveScreenshot } from './support/browser.ts';
import { signInThroughLogin, useStack } from './support/stack.ts';
import { settled } from './support/shell.ts';

const run = Date.now().toString(36);

const stack = useStack();

function screenshot(page: Page, name: string): Promise<void> {
  return saveScreenshot(page, `matches-${name}`);
}

/** Signs a student up the way the app does: emailed code, password, terms, profile. */
async function signUp(student: Student): Promise<void> {
  await signUpStudent(stack.gateway.url, stack.mailDir, student);
}

/** Signs in through the login screen, so the browser holds a real session cookie. */
const signIn = (student: Student) => signInThroughLogin(stack, student);

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

/** Posts a DORM listing through the two-step wizard. */
async function postDorm(page: Page, have: Room, want: Room, label: string): Promise<void> {
  await page.goto('/post');
  await settled(page);
  await visible(page.getByRole('heading', { name: 'Step 1 of 2: What you have' }));
  await page.getByLabel('Dorm room').check();
  // The dorm select depends on the campus: disabled until one is chosen.
  expect(await page.getByLabel('Dorm', { exact: true }).isDisabled()).toBe(true);
  await page.getByLabel('Campus', { exact: true }).selectOption(have.campus);
  await page.getByLabel('Dorm', { exact: true }).selectOption(have.dorm);
  await screenshot(page, `${label}-step-1`);
  // Choosing the room type completes step 1: the wizard moves on and focuses the new step's heading.
  await page.getByLabel('Room type', { exact: true }).selectOption(have.roomType);
  const step2 = page.getByRole('heading', { name: 'Step 2 of 2: What you want' });
  await visible(step2);
  await expect.poll(() => step2.evaluate((el) => el === document.activeElement)).toBe(true);

  // Step 1 is kept locally: Back shows it again, and so does a reload.
  await page.getByRole('button', { name: 'Back' }).click();
  expect(await page.getByLabel('Dorm', { exact: true }).inputValue()).toBe(have.dorm);
  await page.reload();
  await settled(page);
  await visible(page.getByRole('heading', { name: 'Step 1 of 2: What you have' }));
  await expect.poll(() => page.getByLabel('Room type', { exact: true }).inputValue()).toBe(have.roomType);
  await page.getByRole('button', { name: 'Continue' }).click();
  await visible(step2);

  // All selects are required: saving an empty step 2 names what is missing.
  await page.getByRole('button', { name: 'Save listing' }).click();
  await visible(page.getByText('Please choose at least one campus.'));
  const preferredDorms = page.getByRole('group', { name: 'Preferred dorms' });
  // The preferred dorm choice stays disabled until a preferred campus is chosen.
  const fieldsetDisabled = () => preferredDorms.evaluate((el) => (el as HTMLFieldSetElement).disabled);
  expect(await fieldsetDisabled()).toBe(true);

  await page.getByRole('group', { name: 'Preferred campuses' }).getByLabel(want.campus).check();
  expect(await fieldsetDisabled()).toBe(false);
  await preferredDorms.getByLabel(want.dorm, { exact: true }).check();
  await page
    .getByRole('group', { name: 'Preferred room types' })
    .getByLabel(want.roomType, { exact: true })
    .check();
  await page.getByLabel('When do you want to move?').selectOption('ASAP');
  await page.getByLabel(/Notes/).fill(`Looking for ${want.dorm}.`);
  await screenshot(page, `${label}-step-2`);
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save listing' }).click();
  await visible(page.getByText('Listing saved successfully!'));
  // The app moves to /matches on its own 1.5 s later.
  await page.waitForURL('**/matches', { timeout: 10_000 });
}

/** The card of `name` under My Preference on the Dorm tab, after a fresh load. */
async function preferenceCard(page: Page, name: string): Promise<Locator> {
  await page.goto('/matches');
  await settled(page);
  const dormTab = page.getByRole('tab', { name: /Dorm/ });
  await visible(dormTab);
  expect(await dormTab.getAttribute('aria-selected')).toBe('true');
  const preference = page.getByRole('tab', { name: /My Preference/ });
  await preference.click();
  expect(await preference.getAttribute('aria-selected')).toBe('true');
  const card = page.getByRole('article', { name });
  await visible(card);
  return card;
}

/** A student with both contact handles made from the name ("Alex Avenue": alex.avenue, alex-avenue). */
function withHandles(key: string, name: string, age: number, year: string): Student {
  const handle = name.toLowerCase().split(' ');
  return {
    email: `e2e.${key}.${run}@rutgers.edu`,
    password: `Scarlet2025${key[0]}`,
    name,
    age,
    year,
    instagram: handle.join('.'),
    linkedin: handle.join('-'),
  };
}
const alex = withHandles('alex', 'Alex Avenue', 19, 'sophomore');
const blair = withHandles('blair', 'Blair Busch', 20, 'junior');
const brett: Room = { campus: 'College Avenue', dorm: 'Brett Hall', roomType: 'Double' };
const allen: Room = { campus: 'Busch', dorm: 'Allen Hall', roomType: 'Single' };

describe('listings, matches and the mutual reveal', () => {
  let a: { context: BrowserContext; page: Page };
  let b: { context: BrowserContext; page: Page };

  afterAll(async () => {
    await a?.context.close();
    await b?.context.close();
  });

  it('two students sign up by emailed code and post reverse dorm listings through the wizard', async () => {
    await signUp(alex);
    await signUp(blair);
    a = await signIn(alex);
    b = await signIn(blair);
    // Before posting, /matches asks for a listing.
    await visible(a.page.getByText('Post your listing to see matches'));
    await screenshot(a.page, 'no-listing');

    await postDorm(a.page, brett, allen, 'alex');
    await postDorm(b.page, allen, brett, 'blair');
  });

  it('each sees the other under My Preference with the Exact reverse badge', async () => {
    for (const [viewer, other, have, want] of [
      [a, blair, allen, brett],
      [b, alex, brett, allen],
    ] as const) {
      const card = await preferenceCard(viewer.page, other.name);
      expect(await card.getByText('Exact reverse').isVisible()).toBe(true);
      expect(await card.getByRole('img', { name: 'Match score 100 out of 100' }).isVisible()).toBe(true);
      const text = (await card.textContent()) ?? '';
      expect(text).toContain(have.dorm);
      expect(text).toContain(want.dorm);
      expect(text).toContain('ASAP');
      expect(text).toContain(String(other.age));
      // No contact details before both revealed.
      expect(text).not.toContain(other.email);
      expect(await card.getByRole('button', { name: 'See Contact Info' }).count()).toBe(0);
      // The bottom tab counts the card.
      expect(await viewer.page.getByRole('tab', { name: /Dorm/ }).textContent()).toMatch(/1/);
    }
    expect(await accessibilityProblems(a.page)).toEqual([]);
    await screenshot(a.page, 'alex-preference');
    await screenshot(b.page, 'blair-preference');
  });

  it('the Other sub-tab is empty and offers to change what you want, not a flip back', async () => {
    const { page } = a;
    await page.getByRole('tab', { name: /Other/ }).click();
    await visible(page.getByText('No alternatives right now'));
    expect(await page.getByRole('button', { name: 'See Other Options' }).count()).toBe(0);
    const change = page.getByRole('link', { name: 'Change what you want' });
    expect(await change.getAttribute('href')).toBe('/post');
    expect(await page.getByRole('tab', { name: /Other/ }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: /My Preference/ }).click();
    expect(await page.getByRole('tab', { name: /My Preference/ }).getAttribute('aria-selected')).toBe('true');
    // Arrow keys move between the sub-tabs.
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: /Other/ }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('tab', { name: /My Preference/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('one reveals and waits; the other reveals and both see the contact details', async () => {
    // Alex reveals first: a confirmation, then the waiting toast.
    let card = await preferenceCard(a.page, blair.name);
    await card.getByRole('button', { name: 'Reveal' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Reveal your interest?' });
    await visible(dialog);
    await screenshot(a.page, 'alex-confirm-reveal');
    await dialog.getByRole('button', { name: 'Reveal' }).click();
    await visible(a.page.getByText('You revealed interest! Waiting for them to reveal too.'));
    // The toast sits above the Dorm / Parking tab bar, not over it.
    const toastBox = await a.page.locator('.toast').first().boundingBox();
    const tabBarBox = await a.page.getByRole('tablist', { name: 'Listing type' }).boundingBox();
    expect(toastBox && tabBarBox && toastBox.y + toastBox.height <= tabBarBox.y).toBe(true);
    await visible(card.getByText(/Waiting for Blair Busch to reveal too/));
    expect(await card.getByText(blair.email).count()).toBe(0);
    await screenshot(a.page, 'alex-waiting');

    // Blair sees that Alex is interested: on the card, as a count on the screen, and in the requests.
    card = await preferenceCard(b.page, alex.name);
    await visible(card.getByText('Interested in you'));
    expect(await b.page.getByTestId('interested-count').textContent()).toContain(
      '1 student is interested in you',
    );
    await screenshot(b.page, 'blair-interested-in-you');
    await b.page.getByRole('link', { name: 'See requests' }).click();
    await b.page.waitForURL('**/requests');
    const incoming = b.page.getByRole('region', { name: /Interested in you/ });
    await visible(incoming.getByRole('heading', { name: alex.name }));
    expect(await incoming.getByText(alex.email).count()).toBe(0);
    expect(await accessibilityProblems(b.page)).toEqual([]);
    await screenshot(b.page, 'blair-requests');
    // Alex's card names no incoming interest.
    expect(await (await preferenceCard(a.page, blair.name)).getByText('Interested in you').count()).toBe(0);

    // Blair reveals back: connected. The answer carries the card, so the screen updates without
    // loading the matches again, and the "interested" count follows (docs/decisions/107-web-match-card-cache.md).
    card = await preferenceCard(b.page, alex.name);
    const operations: string[] = [];
    b.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql')
        operations.push(request.postDataJSON()?.operationName);
    });
    await card.getByRole('button', { name: 'Reveal back' }).click();
    await b.page
      .getByRole('dialog', { name: 'Reveal your interest?' })
      .getByRole('button', { name: 'Reveal' })
      .click();
    await visible(b.page.getByText('Contact information shared! You can now reach out.'));
    await visible(card.getByRole('link', { name: alex.email }));
    expect(await b.page.getByTestId('interested-count').count()).toBe(0);
    await b.page.waitForLoadState('networkidle');
    expect(operations).toContain('Reveal');
    expect(operations).not.toContain('Matches');
    expect(await card.getByText(alex.instagram).isVisible()).toBe(true);
    // contact details are actionable (issue 39, ADR 308): the email writes a mail, the handle opens
    // the Instagram profile apart from the app
    expect(await card.getByRole('link', { name: alex.email }).getAttribute('href')).toBe(
      `mailto:${alex.email}`,
    );
    const instagram = card.getByRole('link', { name: alex.instagram, exact: true });
    expect(
      await instagram.evaluate((a: HTMLAnchorElement) => ({ href: a.href, target: a.target, rel: a.rel })),
    ).toEqual({
      href: `https://www.instagram.com/${alex.instagram}/`,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(await card.getByText(/room-swap form/).isVisible()).toBe(true);
    await screenshot(b.page, 'blair-connected');
    expect(await accessibilityProblems(b.page)).toEqual([]);

    // The contact panel toggles.
    await card.getByRole('button', { name: 'Hide Contact Info' }).click();
    expect(await card.getByRole('link', { name: alex.email }).count()).toBe(0);

    // Alex, on a fresh load, sees Blair's details behind See Contact Info.
    card = await preferenceCard(a.page, blair.name);
    const toggle = card.getByRole('button', { name: 'See Contact Info' });
    await visible(toggle);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await visible(card.getByRole('link', { name: blair.email }));
    expect(await card.getByText(blair.instagram).isVisible()).toBe(true);
    expect(await card.getByText(blair.linkedin).isVisible()).toBe(true);
    expect(await card.getByText(/room-swap form/).isVisible()).toBe(true);
    await screenshot(a.page, 'alex-connected');
  });
});

describe('the listing on /account and the developer page', () => {
  const casey: Student = {
    email: `e2e.casey.${run}@rutgers.edu`,
    password: 'Scarlet2025c',
    name: 'Casey Cook',
    age: 22,
    year: 'senior',
    instagram: '',
    linkedin: '',
  };
  let c: { context: BrowserContext; page: Page };

  afterAll(async () => {
    await c?.context.close();
  });

  it('creates and loads a test dorm listing on /test-listings', async () => {
    await signUp(casey);
    c = await signIn(casey);
    const { page } = c;
    await page.goto('/test-listings');
    await page.getByRole('button', { name: 'Create test dorm listing' }).click();
    await visible(page.getByText('Listing saved successfully!'));
    await page.getByRole('button', { name: 'Load my listing' }).click();
    await expect.poll(() => page.locator('pre').textContent()).toContain('"dormNow": "Brett Hall"');
    await screenshot(page, 'test-listings');
  });

  it('edits the preferences inline and deactivates the listing after confirmation', async () => {
    const { page } = c;
    await page.goto('/account');
    await settled(page);
    const section = page.getByRole('region', { name: 'Your listing' });
    await visible(section.getByText('College Avenue · Brett Hall · Double'));
    expect(await section.getByRole('link', { name: 'Replace listing' }).getAttribute('href')).toBe('/post');

    await section.getByRole('button', { name: 'Edit preferences' }).click();
    await section.getByRole('group', { name: 'Preferred campuses' }).getByLabel('Livingston').check();
    await section
      .getByRole('group', { name: 'Preferred dorms' })
      .getByLabel('Quad I', { exact: true })
      .check();
    await section.getByLabel('When do you want to move?').selectOption('Flexible');
    await section.getByRole('button', { name: 'Save preferences' }).click();
    await visible(page.getByText('Preferences updated successfully!'));
    await visible(section.getByText(/Quad I/));
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'account-listing');

    await section.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate your listing?' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await visible(page.getByText('Listing deactivated'));
    await visible(section.getByText(/Your listing is deactivated/));

    // /matches offers to reactivate the inactive listing.
    await page.goto('/matches');
    await settled(page);
    await visible(page.getByText('Your listing is not active'));
    expect(await page.getByRole('link', { name: 'Reactivate your listing' }).getAttribute('href')).toBe(
      '/post',
    );
  });
  it('posts a parking permit listing through the wizard and lands on the Parking tab', async () => {
    const { page } = c;
    await page.goto('/post');
    await settled(page);
    await page.getByLabel('Parking permit').check();
    await page.getByLabel('Campus', { exact: true }).selectOption('Livingston');
    // Campus and permit type complete step 1 for parking.
    await page.getByLabel('Permit type', { exact: true }).selectOption('Commuter');
    await visible(page.getByRole('heading', { name: 'Step 2 of 2: What you want' }));
    await page.getByLabel('Campus', { exact: true }).selectOption('Busch');
    await page.getByLabel('Permit type', { exact: true }).selectOption('Resident');
    // a permit changes hands: the timing question says "switch" (ADR 301)
    expect(await page.getByLabel('When do you want to move?').count()).toBe(0);
    await page.getByLabel('When do you want to switch?').selectOption('Next Semester');
    await page.getByLabel('I’m flexible about the details').check();
    await page.getByRole('button', { name: 'Save listing' }).click();
    await visible(page.getByText('Listing saved successfully!'));
    await page.waitForURL('**/matches', { timeout: 10_000 });
    await expect
      .poll(() => page.getByRole('tab', { name: /Parking/ }).getAttribute('aria-selected'), {
        timeout: 15_000,
      })
      .toBe('true');
    await visible(page.getByText('No exact matches yet'));
    await screenshot(page, 'parking-empty');
  });
});
