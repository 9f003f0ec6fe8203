// The outside review's attack (issue 20, ADR 140), in Chromium: a page on the same site (another port
// of 127.0.0.1: same site, so SameSite=Lax sends the student's cookies) auto-submits a text/plain form
// to `/API/matches/<id>/reveal`, a respelling of the documented path. Before the fix the CSRF check
// skipped that spelling, the reveal answered {"status":"connected"} and the attacker read the
// victim's email. Now the request, which does carry the victim's session cookie, changes nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dormListing, reverseDorm } from '@campus-swap/test-support/listings';
import { signUp } from './support/accounts.ts';
import { signInThroughLogin, useStack } from './support/stack.ts';

const run = Date.now().toString(36);
const stack = useStack();

const victim = { email: `csrf-victim-${run}@rutgers.edu`, password: 'Victim2025x', name: 'Vic Tim' };
const attacker = {
  email: `csrf-attacker-${run}@rutgers.edu`,
  password: 'Attack2025x',
  name: 'Mal Lory',
};

// biome-ignore lint/suspicious/noExplicitAny: answers are read as loosely as JSON; the assertions check them
async function api(method: string, path: string, token: string, body?: unknown): Promise<any> {
  const res = await fetch(`${stack.gateway.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer;
}

let victimToken: string;
let attackerToken: string;
let attackerListingId: string;
let evil: http.Server;
let evilUrl: string;

beforeAll(async () => {
  victimToken = await signUp(stack.gateway.url, stack.mailDir, victim);
  attackerToken = await signUp(stack.gateway.url, stack.mailDir, attacker);
  await api('POST', '/api/listings', victimToken, dormListing());
  const saved = await api('POST', '/api/listings', attackerToken, reverseDorm(dormListing()));
  attackerListingId = saved.listing.id;
  // the attacker showed interest first: one reveal by the victim would connect them
  const mine = await api('GET', '/api/listings/me', victimToken);
  await api('POST', `/api/matches/${mine.listing.id}/reveal`, attackerToken);

  // the attacker's page, on the same site as the app (127.0.0.1, another port)
  const target = `${stack.gateway.url}/API/matches/${attackerListingId}/reveal`;
  const html = `<!doctype html><html><body>
<form id="f" method="post" enctype="text/plain" action="${target}">
<input type="hidden" name='{"x":"' value='"}'>
</form>
<script>document.getElementById('f').submit();</script>
</body></html>`;
  evil = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  if (evil) await new Promise((resolve) => evil.close(resolve));
});

describe('cross-site request forgery from a page on the same site', () => {
  it("an auto-submitted text/plain form to /API/matches/<id>/reveal with the victim's cookies reveals nothing", async () => {
    const { context, page } = await signInThroughLogin(stack, victim);
    const forged = page.waitForResponse(
      (r) => r.url().endsWith(`/matches/${attackerListingId}/reveal`) && r.request().method() === 'POST',
    );
    await page.goto(evilUrl);
    const response = await forged;
    // the browser did send the victim's session with the forged request
    expect((await response.request().allHeaders()).cookie).toContain('auth_token=');
    expect(response.status()).not.toBe(200);
    expect(await response.text()).not.toContain('connected');

    // nothing was revealed: the victim has not shown interest, the attacker sees no contact details
    const matches = await api('GET', '/api/matches', victimToken);
    const card = matches.cards.find((c: { id: string }) => c.id === attackerListingId);
    expect(card).toMatchObject({ revealedByMe: false, connected: false, userEmail: null });
    const swaps = await api('GET', '/api/swaps/requests', attackerToken);
    expect(swaps.connected).toEqual([]);
    expect(JSON.stringify(swaps)).not.toContain(victim.email);
    await context.close();
  });
});
