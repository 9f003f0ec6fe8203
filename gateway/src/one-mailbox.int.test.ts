// One mailbox, one account (issue 34, docs/decisions/283-one-mailbox-one-account-and-reports-that-flag.md):
// every door that takes an email refuses a +tag with the documented validation answer naming the
// address without it, through REST and GraphQL alike (check-user, login, request-otp, verify-otp,
// set-password), and Google sign-in returns to /login?error=email_plus_tag; none of them makes an
// account, a code or a session. Dots are another mailbox: a dotted address signs up as itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@campus-swap/test-support/free-port';
import {
  type Json,
  type RunningServer,
  requestJson,
  startInProcessGateway,
} from '@campus-swap/test-support/in-process-gateway';
import { createStudent } from '@campus-swap/test-support/listing-fixtures';
import { type OidcStandIn, startOidcStandIn } from '@campus-swap/test-support/oidc-stand-in';

let server: RunningServer;
let google: OidcStandIn;

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  google = await startOidcStandIn(`${origin}/api/auth/google/callback`);
  server = await startInProcessGateway(
    {
      PORT: String(port),
      APP_ORIGIN: origin,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      OIDC_ISSUER: google.issuer,
    },
    { postgres: true },
  );
});
afterAll(async () => {
  await server?.close();
  await google?.close();
});

const refused = (base: string) => {
  const message = `Please use your school address without the +tag: ${base}. One address is one account.`;
  return { error: message, code: 'VALIDATION_FAILED', fields: { email: message } };
};

const rest = (path: string, body: object, token: string | null = null) =>
  requestJson(server.url, 'POST', `/api/auth/${path}`, { token, body });
const graphql = async (query: string, variables: object, token: string | null = null) =>
  (await requestJson(server.url, 'POST', '/graphql', { token, body: { query, variables } })).body as Json;
/** A GraphQL error in the REST body's shape, to compare the two doors' answers. */
const asRest = (answer: Json) => {
  const [error] = answer.errors;
  return { error: error.message, code: error.extensions.code, fields: error.extensions.fields };
};

/** Nothing was stored under any +tag spelling: no account, no code. */
async function nothingStored(): Promise<void> {
  const prisma = server.db.prisma;
  expect(await prisma.user.count({ where: { email: { contains: '+' } } })).toBe(0);
  expect(await prisma.oneTimeCode.count({ where: { email: { contains: '+' } } })).toBe(0);
}

describe('a +tag address is refused on every door', () => {
  it('check-user, login, request-otp and verify-otp answer 400 VALIDATION_FAILED naming the base address (REST)', async () => {
    const email = ' Tagged1+Swap@ScarletMail.Rutgers.edu ';
    for (const [path, body] of [
      ['check-user', { email }],
      ['login', { email, password: 'Secret123' }],
      ['request-otp', { email }],
      ['verify-otp', { email, code: '123456' }],
    ] as const) {
      const answer = await rest(path, body);
      expect([answer.status, answer.body], path).toEqual([400, refused('tagged1@rutgers.edu')]);
    }
    await nothingStored();
  });

  it('checkUser, login, requestOtp and verifyOtp answer the same through GraphQL', async () => {
    const email = 'tagged2+1@rutgers.edu';
    for (const query of [
      'query ($email: String) { checkUser(email: $email) { exists hasPassword } }',
      'mutation ($email: String) { login(email: $email, password: "Secret123") { token } }',
      'mutation ($email: String) { requestOtp(email: $email) { sent } }',
      'mutation ($email: String) { verifyOtp(email: $email, code: "123456") { token } }',
    ]) {
      const answer = await graphql(query, { email });
      expect(answer.data ?? null, query).toBeNull();
      expect(asRest(answer), query).toEqual(refused('tagged2@rutgers.edu'));
    }
    await nothingStored();
  });

  it('set-password with a fresh code session refuses a +tag of its own address on both doors', async () => {
    const student = await createStudent(server.db, { email: 'tagged3@rutgers.edu' });
    const body = { email: 'tagged3+x@rutgers.edu', password: 'Secret123' };
    const answer = await rest('set-password', body, student.token);
    expect([answer.status, answer.body]).toEqual([400, refused('tagged3@rutgers.edu')]);
    const viaGraphql = await graphql(
      'mutation ($email: String, $password: String) { setPassword(email: $email, password: $password) { token } }',
      body,
      student.token,
    );
    expect(asRest(viaGraphql)).toEqual(refused('tagged3@rutgers.edu'));
    const user = await server.db.prisma.user.findUniqueOrThrow({ where: { id: student.user.id } });
    expect(user.passwordHash).toBeNull();
    await nothingStored();
  });

  it('Google sign-in with a +tag address returns to /login?error=email_plus_tag without an account or a session', async () => {
    google.signInAs({ email: 'gtagged+swap@rutgers.edu', email_verified: true });
    const start = await fetch(`${server.url}/api/auth/google`, { redirect: 'manual' });
    const flow = start.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .join('; ');
    const callback = await google.follow(start.headers.get('location')!);
    const res = await fetch(`${server.url}${callback.pathname}${callback.search}`, {
      redirect: 'manual',
      headers: { cookie: flow },
    });
    expect([res.status, res.headers.get('location')]).toEqual([303, '/login?error=email_plus_tag']);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('auth_token='))).toBe(false);
    expect(await server.db.prisma.user.count({ where: { email: { startsWith: 'gtagged' } } })).toBe(0);
  });
});

describe('dots', () => {
  it('name another mailbox: a dotted address and the undotted one are two accounts', async () => {
    const dotted = await createStudent(server.db, { email: 'jane.doe@rutgers.edu' });
    const checks = await Promise.all(
      ['Jane.Doe@scarletmail.rutgers.edu', 'janedoe@rutgers.edu'].map((email) =>
        rest('check-user', { email }),
      ),
    );
    expect(checks.map((c) => [c.status, c.body])).toEqual([
      [200, { exists: true, hasPassword: false }],
      [200, { exists: false, hasPassword: false }],
    ]);
    expect(dotted.user.email).toBe('jane.doe@rutgers.edu');
  });
});
