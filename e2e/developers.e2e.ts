// Issue 12's "done when": a new developer, starting from /developers alone, gets a token, generates a
// typed client from the published SDL, and reads their matches. Real Chromium against the built app
// on the real gateway; graphql-codegen (the tool the guide names) reads the SDL URL the page links to.
// The read token then cannot reveal, and once revoked in /account it answers 401. The page names the
// trust-and-safety paths (issue 24), each an operation of the OpenAPI document.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDorm, signInContext, signUp } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import { type E2EStack, startStack } from './support/stack.ts';

const run = Date.now().toString(36);
let stack: E2EStack;
let base: string;
let workDir: string;

beforeAll(async () => {
  stack = await startStack();
  base = stack.gateway.url;
  workDir = mkdtempSync(path.join(tmpdir(), 'campus-swap-devclient-'));
});
afterAll(async () => {
  await stack?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const DEVELOPER = { email: `dev-${run}@rutgers.edu`, password: 'Secret123', name: 'Dev Student' };
const PARTNER = { email: `partner-${run}@rutgers.edu`, password: 'Secret123', name: 'Partner Student' };
const HAVE = { campus: 'Busch', dorm: 'Winkler Suites', roomType: 'Suite' };
const WANT = { campus: 'Livingston', dorm: 'Quad III', roomType: 'Single' };

async function developerPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/developers`);
  await page.getByRole('heading', { level: 1, name: 'Build on Campus Swap' }).waitFor();
  return page;
}

/**
 * Issue 24: the page names the block, report, "we swapped" and support-desk paths, each one an
 * operation of the OpenAPI document, and every such operation of the document is named.
 */
async function namesTheTrustPaths(page: Page): Promise<void> {
  const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} /api${p.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  const named = (await page.locator('[data-testid$="-paths"] li code').allTextContents()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
  for (const text of named) expect(documented, text).toContain(text);
  const trust = documented.filter((op) =>
    /^\w+ \/api\/(matches\/:id\/(block|report|swapped)|blocks|support\/)/.test(op),
  );
  expect(trust.length).toBeGreaterThanOrEqual(13);
  expect(named.sort()).toEqual(trust.sort());
}

describe('campus developer, from /developers', () => {
  it('gets a token, generates a typed client from the SDL, reads matches; a read token cannot reveal; revoked is 401', async () => {
    const session = await signUp(base, stack.mailDir, DEVELOPER);
    await saveDorm(base, session, HAVE, WANT);
    const partner = await signUp(base, stack.mailDir, PARTNER);
    await saveDorm(base, partner, WANT, HAVE);

    const context = await stack.browser.newContext();
    await signInContext(context, base, session);
    const page = await developerPage(context);
    await screenshot(page, 'developers-guide');
    await namesTheTrustPaths(page);

    // the guide names the SDL's address, and signed in it has the tokens on the same page (ADR 306)
    const sdlHref = await page.getByRole('link', { name: '/graphql/schema.graphql' }).getAttribute('href');
    const sdlUrl = new URL(sdlHref!, base).toString();
    await page.getByRole('link', { name: 'API tokens', exact: true }).click();
    const tokens = page.getByRole('region', { name: 'API tokens' });
    await tokens.getByLabel('Token name').fill('My matches script');
    await tokens.getByLabel('Access').selectOption('READ');
    await tokens.getByRole('button', { name: 'Make token' }).click();
    const secret = tokens.getByTestId('new-api-token');
    await secret.waitFor();
    const token = await secret.inputValue();
    expect(token).toMatch(/^cs_pat_/);
    // Copy puts the very token on the clipboard
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await tokens.getByRole('button', { name: 'Copy token' }).click();
    await tokens.getByText('Copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await expect.poll(() => tokens.getByRole('listitem').count()).toBe(1);
    await screenshot(page, 'developers-token-made');

    // a typed client, generated from the published SDL by graphql-codegen
    writeFileSync(
      path.join(workDir, 'matches.graphql'),
      'query MyMatches { matches(limit: 20) { cards { id score category userName connected } } }\n',
    );
    await generate(
      {
        schema: sdlUrl,
        documents: [path.join(workDir, 'matches.graphql')],
        generates: { [path.join(workDir, 'gql/')]: { preset: 'client' } },
        silent: true,
      },
      true,
    );
    const generated = readFileSync(path.join(workDir, 'gql/graphql.ts'), 'utf8');
    expect(generated).toContain('export type MyMatchesQuery');
    const client = (await import(path.join(workDir, 'gql/graphql.ts'))) as {
      MyMatchesDocument: TypedDocumentNode<{
        matches: { cards: { userName: string | null; score: number }[] };
      }>;
    };

    const answer = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: print(client.MyMatchesDocument) }),
    });
    expect(answer.status).toBe(200);
    const { data, errors } = (await answer.json()) as {
      data: { matches: { cards: { id: string; userName: string; score: number; category: string }[] } };
      errors?: unknown;
    };
    expect(errors).toBeUndefined();
    const card = data.matches.cards.find((c) => c.userName === PARTNER.name);
    expect(card).toMatchObject({ score: 100, category: 'PREFERENCE' });

    // read only: revealing is refused with the documented body
    const reveal = await fetch(`${base}/api/matches/${card!.id}/reveal`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect({ status: reveal.status, body: await reveal.json() }).toEqual({
      status: 403,
      body: { error: expect.any(String), code: 'INSUFFICIENT_SCOPE' },
    });

    // the page shows the last use, and revoking ends the token
    await page.reload();
    await expect.poll(() => tokens.getByRole('listitem').first().innerText()).not.toMatch(/last used never/);
    await tokens.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await tokens.getByText('You have no API tokens.').waitFor();
    const after = await fetch(`${base}/api/matches`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
    await context.close();
  });

  it('the guide opens offline once the app has been visited, under the app CSP', async () => {
    const context = await stack.browser.newContext();
    const page = await developerPage(context);
    // signed out: the guide, with the way to sign in for tokens, and no token form (ADR 306)
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('region', { name: 'API tokens' }).count()).toBe(0);
    const csp = (await page.request.get(`${base}/developers`)).headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 15_000 })
      .toBe('activated');
    await context.setOffline(true);
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'Developers' }).click();
    await page.getByRole('heading', { level: 2, name: '1. Get a token' }).waitFor({ timeout: 15_000 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Build on Campus Swap' }).waitFor({ timeout: 15_000 });
    expect(violations).toEqual([]);
    await context.close();
  });
});
