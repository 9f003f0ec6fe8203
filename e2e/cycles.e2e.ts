// 3-way swaps end to end (docs/decisions/040-three-way-swaps.md): three students at phone size sign up
// by emailed code (caught by a real SMTP receiver), sign in through the login screen and post dorm
// listings through the /post wizard whose wants close a cycle (none is an exact reverse of another).
// Each sees the same "3-way swap" card on one matches load; two saying "I'm in" shows no contact
// details to anyone; the third makes all three see the other two's details and the school's next step.
// Real Debian Chromium against the built app on the real gateway.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type FullStudent, type Room, signUp as signUpStudent } from './support/accounts.ts';
import { accessibilityProblems, screenshot as saveScreenshot } from './support/browser.ts';
import { signInThroughLogin, useStack } from './support/stack.ts';
import { settled } from './support/shell.ts';

const run = Date.now().toString(36);

const stack = useStack();

const screenshot = (page: Page, name: string) => saveScreenshot(page, `cycles-${name}`);
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

interface Student extends FullStudent {
  key: string;
  have: Room;
}

/** Emailed code, password, terms, profile: the sign-up the app does. */
async function signUp(student: Student): Promise<void> {
  await signUpStudent(stack.gateway.url, stack.mailDir, student);
}

/** Signs in through the login screen on a phone, so the browser holds a real session. */
const signIn = (student: Student) => signInThroughLogin(stack, student, { isMobile: true, hasTouch: true });

/** Posts a DORM listing through the wizard: what the student has, then the one room they want. */
async function postDorm(page: Page, have: Room, want: Room): Promise<void> {
  await page.goto('/post');
  await settled(page);
  await visible(page.getByRole('heading', { name: 'Step 1 of 2: What you have' }));
  await page.getByLabel('Dorm room').check();
  await page.getByLabel('Campus', { exact: true }).selectOption(have.campus);
  await page.getByLabel('Dorm', { exact: true }).selectOption(have.dorm);
  await page.getByLabel('Room type', { exact: true }).selectOption(have.roomType);
  await visible(page.getByRole('heading', { name: 'Step 2 of 2: What you want' }));
  await page.getByRole('group', { name: 'Preferred campuses' }).getByLabel(want.campus).check();
  await page.getByRole('group', { name: 'Preferred dorms' }).getByLabel(want.dorm, { exact: true }).check();
  await page
    .getByRole('group', { name: 'Preferred room types' })
    .getByLabel(want.roomType, { exact: true })
    .check();
  await page.getByLabel('When do you want to move?').selectOption('End of Semester');
  await page.getByRole('button', { name: 'Save listing' }).click();
  await visible(page.getByText('Listing saved successfully!'));
  await page.waitForURL('**/matches', { timeout: 10_000 });
}

const student = (key: string, name: string, age: number, year: string, have: Room): Student => ({
  key,
  email: `e2e.cycle.${key}.${run}@rutgers.edu`,
  password: `Scarlet2025${key}`,
  name,
  age,
  year,
  instagram: `cycle.${key}.${run}`,
  linkedin: `cycle-${key}-${run}`,
  have,
});

// Ann has Allen and wants Quad I (Ben's); Ben wants Brett (Cat's); Cat wants Allen (Ann's).
const ann = student('ann', 'Ann Allen', 19, 'sophomore', {
  campus: 'Busch',
  dorm: 'Allen Hall',
  roomType: 'Single',
});
const ben = student('ben', 'Ben Quad', 20, 'junior', {
  campus: 'Livingston',
  dorm: 'Quad I',
  roomType: 'Single',
});
const cat = student('cat', 'Cat Brett', 21, 'senior', {
  campus: 'College Avenue',
  dorm: 'Brett Hall',
  roomType: 'Single',
});
const trio = [ann, ben, cat];

/** The student's one 3-way swap card after a fresh matches load. */
async function cycleCard(page: Page): Promise<Locator> {
  await page.goto('/matches');
  await settled(page);
  const cards = page.getByTestId('cycle-card');
  await visible(cards.first());
  expect(await cards.count()).toBe(1);
  return cards.first();
}

/** "I'm in" asks first (ADR 294): the card's button opens the dialog, whose own button joins. */
async function joinThroughDialog(page: Page, card: Locator) {
  await card.getByRole('button', { name: 'I’m in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join this 3-way swap?' });
  await visible(dialog);
  await dialog.getByRole('button', { name: 'I’m in' }).click();
}

describe('a 3-way swap at phone size, from posting to the shared contacts', () => {
  const sessions = new Map<string, { context: BrowserContext; page: Page }>();
  const page = (s: Student) => sessions.get(s.key)!.page;

  afterAll(async () => {
    for (const { context } of sessions.values()) await context.close();
  });

  it('three students sign up and post listings whose wants close a cycle', async () => {
    for (const s of trio) {
      await signUp(s);
      sessions.set(s.key, await signIn(s));
    }
    for (let i = 0; i < 3; i++) await postDorm(page(trio[i]!), trio[i]!.have, trio[(i + 1) % 3]!.have);
  });

  it('each sees the same card on one matches load: who moves where, three names and halls, no contacts', async () => {
    for (let i = 0; i < 3; i++) {
      const me = trio[i]!;
      const takesFrom = trio[(i + 1) % 3]!;
      const givesTo = trio[(i + 2) % 3]!;
      const card = await cycleCard(page(me));
      await visible(card.getByText('3-way swap', { exact: true }));
      const moves = card.getByRole('list', { name: 'Who moves where' });
      expect(await moves.getByRole('listitem').allTextContents()).toEqual([
        `You take ${takesFrom.name}’s room: ${takesFrom.have.campus} · ${takesFrom.have.dorm} · Single`,
        `${takesFrom.name} takes ${givesTo.name}’s room: ${givesTo.have.campus} · ${givesTo.have.dorm} · Single`,
        `${givesTo.name} takes your room: ${me.have.campus} · ${me.have.dorm} · Single`,
      ]);
      const people = (await card.getByRole('list', { name: 'The three students' }).textContent()) ?? '';
      for (const s of trio) {
        expect(people).toContain(s.name);
        expect(people).toContain(s.have.dorm);
      }
      // Report wherever Block is, for each other member (issue 38, ADR 298)
      for (const other of [takesFrom, givesTo])
        for (const action of ['Block', 'Report'])
          expect(await card.getByRole('button', { name: `${action} ${other.name}` }).count()).toBe(1);
      // nobody's contact on screen; and nobody else's anywhere in the page, its hydration data included
      // (that holds the student's own `me`, email and all: ADR 293)
      const text = await page(me).locator('body').innerText();
      for (const s of trio) expect(text).not.toContain(s.email);
      const html = await page(me).content();
      for (const s of trio) if (s !== me) expect(html).not.toContain(s.email);
      await screenshot(page(me), `${me.key}-offered`);
    }
    expect(await accessibilityProblems(page(ann))).toEqual([]);
  });

  it('two saying "I\'m in" shows no contact details to anyone', async () => {
    for (const s of [ann, ben]) {
      const card = await cycleCard(page(s));
      await joinThroughDialog(page(s), card);
      await visible(page(s).getByText('You’re in! Waiting for the other two.'));
    }
    for (const s of trio) {
      const card = await cycleCard(page(s));
      await visible(card.getByText(/2 of 3/));
      const text = await page(s).locator('body').innerText();
      for (const other of trio) expect(text).not.toContain(other.email);
      const html = await page(s).content();
      for (const other of trio) if (other !== s) expect(html).not.toContain(other.email);
      expect(await card.getByRole('link', { name: /@rutgers\.edu/ }).count()).toBe(0);
    }
    expect(await (await cycleCard(page(ann))).getByRole('button', { name: 'I’m in' }).count()).toBe(0);
    await screenshot(page(cat), 'cat-two-in');
  });

  it("the third saying \"I'm in\" shows each the other two's contacts and the school's next step", async () => {
    let card = await cycleCard(page(cat));
    await joinThroughDialog(page(cat), card);
    await visible(page(cat).getByText('All three are in! Contact details are shared.'));
    for (const me of trio) {
      card = await cycleCard(page(me));
      await visible(card.getByText(/All three of you are in/));
      for (const other of trio.filter((s) => s !== me)) {
        await visible(card.getByRole('link', { name: other.email }));
        expect(await card.getByRole('link', { name: other.instagram, exact: true }).isVisible()).toBe(true);
      }
      expect(await card.getByText(/room-swap form/).isVisible()).toBe(true);
      expect(await card.getByRole('button', { name: 'I’m in' }).count()).toBe(0);
      await screenshot(page(me), `${me.key}-connected`);
    }
    expect(await accessibilityProblems(page(ben))).toEqual([]);
    // nothing sideways at phone width
    const overflow = await page(ben).evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
