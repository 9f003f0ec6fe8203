// The signed-in student of the web benchmark, made the way a student makes one: signed up by REST with
// the code a real SMTP receiver caught, a profile, the terms, and a DORM listing that a second student's
// listing matches (so /matches shows a card). The session goes into Chromium's cookie jar over CDP rather
// than into Lighthouse's `extraHeaders`: an extra header reaches the server but not `document.cookie`,
// and the client reads the `signed_in` cookie to decide whether to show the page or send it to /login.
import { chromium } from 'playwright-core';
import { completeProfile, signUpByCode } from '@campus-swap/test-support/rest-sign-up';

/** A student with a profile who accepted the terms: a session token. */
async function signUpStudent(base: string, mailDir: string, name: string): Promise<string> {
  const email = `bench.web.${name.split(' ')[0]?.toLowerCase()}.${Date.now().toString(36)}@rutgers.edu`;
  const { token } = await signUpByCode(base, mailDir, { email });
  await completeProfile(base, token, { name, age: 20, year: 'junior' });
  return token;
}

/** Saves a DORM listing through GraphQL (bearer, no cookies): has `have`, wants `want`. */
async function saveDorm(base: string, token: string, have: [string, string], want: [string, string]) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation($input: ListingInput!) { saveListing(input: $input) { listing { id } } }',
      variables: {
        input: {
          type: 'DORM',
          campusNow: have[0],
          dormNow: have[1],
          roomTypeNow: 'Double',
          campusWant: [want[0]],
          dormWant: [want[1]],
          roomTypeWant: ['Double'],
          moveWhen: 'ASAP',
          notes: 'Quiet floor, close to the bus stop. Happy to swap any time this semester.',
        },
      },
    }),
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || body.errors) throw new Error(`saveListing failed: ${JSON.stringify(body)}`);
}

/** The benchmark's student on the gateway at `base`, with one matching card: their session token. */
export async function benchStudent(base: string, mailDir: string): Promise<string> {
  const token = await signUpStudent(base, mailDir, 'Bench Student');
  const other = await signUpStudent(base, mailDir, 'Morgan Match');
  await saveDorm(base, token, ['College Avenue', 'Brett Hall'], ['Busch', 'Allen Hall']);
  await saveDorm(base, other, ['Busch', 'Allen Hall'], ['College Avenue', 'Brett Hall']);
  return token;
}

/** Puts the session into the launched Chromium's cookie jar (or, with null, empties it) over CDP. */
export async function setSessionCookies(port: number, base: string, token: string | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context to put the session in');
    await context.clearCookies();
    if (token)
      await context.addCookies([
        { name: 'auth_token', value: token, url: base, httpOnly: true, sameSite: 'Lax' },
        { name: 'signed_in', value: '1', url: base, sameSite: 'Lax' },
      ]);
  } finally {
    await browser.close();
  }
}
