// Students for browser tests, prepared through the real GraphQL API with bearer tokens (no cookies, so no
// CSRF header): the emailed code is read from the real SMTP receiver, never from the database.
import type { BrowserContext, Page } from 'playwright-core';
import { TERMS_VERSION } from '@campus-swap/schema/constants';
import { waitForCode } from '@campus-swap/test-support/smtp-receiver';

export interface Student {
  email: string;
  password: string;
  name: string;
  /** profile fields; defaults: 19, sophomore, no contact handles */
  age?: number;
  year?: string;
  instagram?: string | null;
  linkedin?: string | null;
}

/** A student with every profile field given, as the screens show them back. */
export interface FullStudent extends Student {
  age: number;
  year: string;
  instagram: string;
  linkedin: string;
}

export interface Room {
  campus: string;
  dorm: string;
  roomType: string;
}

/** Two doubles whose students want each other's: the swap most e2e tests set up. */
export const ALLEN: Room = { campus: 'Busch', dorm: 'Allen Hall', roomType: 'Double' };
export const BRETT: Room = { campus: 'College Avenue', dorm: 'Brett Hall', roomType: 'Double' };

export function gqlClient(baseUrl: string) {
  return async function gql<T>(
    query: string,
    variables: Record<string, unknown>,
    token?: string,
  ): Promise<T> {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
}

/**
 * Signs a student up the way the app does (emailed code, password, terms, profile) and answers the
 * session token. With `profile: false` the student stops after the password (no profile, no terms);
 * with `terms: false` they have a profile but have not accepted the terms.
 */
export async function signUp(
  baseUrl: string,
  mailDir: string,
  student: Student,
  options: { profile?: boolean; terms?: boolean } = {},
): Promise<string> {
  const gql = gqlClient(baseUrl);
  const since = Date.now();
  await gql('mutation($email: String!) { requestOtp(email: $email) { sent } }', { email: student.email });
  const code = await waitForCode(mailDir, student.email, since);
  const { verifyOtp } = await gql<{ verifyOtp: { token: string } }>(
    'mutation($email: String!, $code: String!) { verifyOtp(email: $email, code: $code) { token } }',
    { email: student.email, code },
  );
  // Setting the password revokes the other sessions and answers a fresh token: carry on with that one.
  const { setPassword } = await gql<{ setPassword: { token: string } }>(
    'mutation($email: String!, $password: String!) { setPassword(email: $email, password: $password) { token } }',
    { email: student.email, password: student.password },
    verifyOtp.token,
  );
  const token = setPassword.token;
  if (options.profile === false) return token;
  await completeProfile(baseUrl, token, student, { terms: options.terms });
  return token;
}

/** Accepts the current terms (unless `terms: false`) and sets up the student's profile. */
export async function completeProfile(
  baseUrl: string,
  token: string,
  student: Student,
  options: { terms?: boolean } = {},
): Promise<void> {
  const gql = gqlClient(baseUrl);
  if (options.terms !== false) {
    await gql(
      'mutation($version: String!) { acceptTerms(version: $version) { success } }',
      { version: TERMS_VERSION },
      token,
    );
  }
  await gql(
    'mutation($input: ProfileInput!) { setupProfile(input: $input) { success } }',
    {
      input: {
        name: student.name,
        age: student.age ?? 19,
        year: student.year ?? 'sophomore',
        instagram: student.instagram ?? null,
        linkedin: student.linkedin ?? null,
      },
    },
    token,
  );
}

/** On /login: the email step, then the password step; waits until the app has moved on to `landing`. */
export async function logInWithPassword(
  page: Page,
  student: { email: string; password: string },
  landing = '**/matches',
): Promise<void> {
  await page.getByLabel('School email').fill(student.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(landing, { timeout: 15_000 });
}

/**
 * Saves a DORM listing: has `have`, wants `want` (one room, or any of several: each one's campus, hall
 * and type), with `notes` (the escaping tests' hostile text, the longest notes); answers its id.
 */
export async function saveDorm(
  baseUrl: string,
  token: string,
  have: Room,
  want: Room | Room[],
  notes = 'Happy to swap any time this semester, message me on Instagram.',
): Promise<string> {
  const wants = Array.isArray(want) ? want : [want];
  const each = (pick: (room: Room) => string) => [...new Set(wants.map(pick))];
  const data = await gqlClient(baseUrl)<{ saveListing: { listing: { id: string } } }>(
    'mutation($input: ListingInput!) { saveListing(input: $input) { listing { id } } }',
    {
      input: {
        type: 'DORM',
        campusNow: have.campus,
        dormNow: have.dorm,
        roomTypeNow: have.roomType,
        campusWant: each((room) => room.campus),
        dormWant: each((room) => room.dorm),
        roomTypeWant: each((room) => room.roomType),
        moveWhen: 'ASAP',
        notes,
      },
    },
    token,
  );
  return data.saveListing.listing.id;
}

/** Gives a browser context the cookies a sign-in sets: the HttpOnly session and the readable flag. */
export async function signInContext(context: BrowserContext, baseUrl: string, token: string): Promise<void> {
  await context.addCookies([
    { name: 'auth_token', value: token, url: baseUrl },
    { name: 'signed_in', value: '1', url: baseUrl },
  ]);
}
