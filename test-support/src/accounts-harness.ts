// What the account integration tests share (schema/src/services/accounts-*.int.test.ts, and the REST
// auth rows' rest-facade/src/routes/auth.int.test.ts): the account system end to end
// through the real schema, in-process, on a migrated database of the test file's own, with codes
// delivered by the production mailer over SMTP to a real receiver on loopback.
import { createTestServices, runOperation, type TestServices } from './test-services.ts';
import { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver.ts';
import { afterAll, beforeAll, expect } from 'vitest';

export const OP = {
  checkUser: 'query($email: String) { checkUser(email: $email) { exists hasPassword } }',
  requestOtp: 'mutation($email: String) { requestOtp(email: $email) { sent expiresInSeconds } }',
  verifyOtp: `mutation($email: String, $code: String) {
    verifyOtp(email: $email, code: $code) { token hasPassword hasProfile user { id email } } }`,
  setPassword: `mutation($email: String, $password: String) {
    setPassword(email: $email, password: $password) { token hasPassword hasProfile otherSessionsRevoked } }`,
  login: `mutation($email: String, $password: String) {
    login(email: $email, password: $password) { token hasPassword hasProfile user { email } } }`,
  acceptTerms: 'mutation($version: String) { acceptTerms(version: $version) { success } }',
  setupProfile: `mutation($input: ProfileInput!) {
    setupProfile(input: $input) { success user { name age year instagram linkedin hasProfile } } }`,
  updateProfile: `mutation($input: ProfileInput!) {
    updateProfile(input: $input) { success user { name age year instagram linkedin } } }`,
  deleteAccount: 'mutation { deleteAccount { success } }',
  me: 'query { me { id email hasPassword hasProfile termsAccepted termsVersion termsAcceptedAt } }',
};

// Set by useAccountServices()'s beforeAll, read by the tests (ES module bindings are live).
export let services: TestServices;
export let smtp: SmtpReceiver;

/** Registers the test file's setup: its own database and services, and an SMTP receiver. */
export function useAccountServices(): void {
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    services = await createTestServices({ smtpUrl: smtp.smtpUrl });
  });
  afterAll(async () => {
    await services?.close();
    await smtp?.close();
  });
}

let sequence = 0;
/** A fresh address and client IP per test, so that per-email and per-IP limits stay apart. */
export const fresh = () => {
  sequence += 1;
  return {
    email: `student${sequence}@rutgers.edu`,
    ip: `10.0.${Math.floor(sequence / 250)}.${sequence % 250}`,
  };
};

export const run = (
  op: string,
  variables: Record<string, unknown> = {},
  client: { token?: string | null; ip?: string; codeBrowser?: string; device?: string } = {},
) => runOperation(services, op, variables, client);

/**
 * A browser that keeps the code cookie it is given when it asks for a code (ADR 281), as a real one
 * does, and sends the device cookie of its last sign-in if it has one (ADR 313); a bare IP stands for
 * a client without cookies (a script, another browser).
 */
export type Browser = { ip: string; codeBrowser?: string; device?: string };

/** Asks for a code as `client` (a Browser keeps its code cookie) and answers the mailed code. */
export async function mailedCode(email: string, client: string | Browser): Promise<string> {
  const since = Date.now();
  const browser = typeof client === 'string' ? { ip: client } : client;
  const res = await run(OP.requestOtp, { email }, browser);
  expect(res.errors).toBeUndefined();
  if (typeof client !== 'string') client.codeBrowser = res.jar.codeBrowsers.at(-1);
  return smtp.waitForCode(email, since);
}

export async function signUpByCode(email: string, ip: string): Promise<string> {
  const code = await mailedCode(email, ip);
  const res = await run(OP.verifyOtp, { email, code }, { ip });
  expect(res.errors).toBeUndefined();
  return res.data!.verifyOtp.token as string;
}

/** A new student (email and own IP) who signed up by code and set `password`. */
export async function studentWithPassword(password: string): Promise<{ email: string; ip: string }> {
  const student = fresh();
  const otpToken = await signUpByCode(student.email, student.ip);
  const set = await run(
    OP.setPassword,
    { email: student.email, password },
    { token: otpToken, ip: student.ip },
  );
  expect(set.errors).toBeUndefined();
  return student;
}
