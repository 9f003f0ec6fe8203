// The signed-in student of the web benchmark, made the way a student makes one: signed up by REST with
// the code a real SMTP receiver caught, a profile, the terms, and a DORM listing that other students'
// listings match: 20 cards on My Preference, 5 on Other, one of them interested in the student (issue
// 35: the reporters' student, whose /matches the one-card student of before did not resemble). The session goes into Chromium's cookie jar over CDP rather
// than into Lighthouse's `extraHeaders`: an extra header reaches the server but not `document.cookie`,
// and the client reads the `signed_in` cookie to decide whether to show the page or send it to /login.
import { chromium } from 'playwright-core';
import { completeProfile, signUpByCode } from '@campus-swap/test-support/rest-sign-up';

/** A student with a profile who accepted the terms: a session token. */
async function signUpStudent(base: string, mailDir: string, name: string): Promise<string> {
  const email = `bench.web.${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now().toString(36)}@rutgers.edu`;
  const { token } = await signUpByCode(base, mailDir, { email });
  await completeProfile(base, token, { name, age: 20, year: 'junior' });
  return token;
}

/** One GraphQL operation with a bearer token (no cookies); its data. */
async function graphql(base: string, token: string, query: string, variables: object): Promise<unknown> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (!response.ok || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** Saves a DORM listing: has `have`, wants `want`; its id. */
async function saveDorm(base: string, token: string, have: [string, string], want: [string, string]) {
  const data = (await graphql(
    base,
    token,
    'mutation($input: ListingInput!) { saveListing(input: $input) { listing { id } } }',
    {
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
  )) as { saveListing: { listing: { id: string } } };
  return data.saveListing.listing.id;
}

const OTHER_HALLS = ['Barr Hall', 'Mattia Hall', 'Metzger Hall', 'Crosby Suites', 'Judson Suites'];

/** The benchmark's student on the gateway at `base`: their session token. */
export async function benchStudent(base: string, mailDir: string): Promise<string> {
  const token = await signUpStudent(base, mailDir, 'Bench Student');
  const mine = await saveDorm(base, token, ['College Avenue', 'Brett Hall'], ['Busch', 'Allen Hall']);
  // My Preference: exact reverses; Other: Busch, another hall
  for (let i = 0; i < 20; i++) {
    const other = await signUpStudent(base, mailDir, `Morgan Match${i}`);
    await saveDorm(base, other, ['Busch', 'Allen Hall'], ['College Avenue', 'Brett Hall']);
    if (i === 0)
      await graphql(base, other, 'mutation($id: ID!) { reveal(listingId: $id) { card { id } } }', {
        id: mine,
      });
  }
  for (const hall of OTHER_HALLS)
    await saveDorm(
      base,
      await signUpStudent(base, mailDir, `Riley ${hall}`),
      ['Busch', hall],
      ['College Avenue', 'Brett Hall'],
    );
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
