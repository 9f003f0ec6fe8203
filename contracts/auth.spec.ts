// Contract of the /api/auth paths of decisions.md §3 and the account limits of §4: answer shapes,
// validation messages, error codes and statuses, Retry-After, cookies and their attributes, CSRF,
// revocation, and the guard codes of the listing paths. Codes are read only from the SMTP receiver.
import { TERMS_VERSION } from '@campus-swap/schema/constants';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { waitForCode } from './support/mail-catcher.ts';
import { BrowserSession, mailDir, pactum, parseSetCookie } from './support/pactum.ts';
import { api, completeProfile, profileFor, requestCode, signUp, uniqueEmail } from './support/students.ts';

const DOMAIN_MESSAGE = 'Please use your Rutgers email address (@rutgers.edu or @scarletmail.rutgers.edu).';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const USER_KEYS = [
  'age',
  'email',
  'hasPassword',
  'hasProfile',
  'id',
  'instagram',
  'linkedin',
  'name',
  'termsAccepted',
  'termsAcceptedAt',
  'termsVersion',
  'year',
];
const GOOD_PASSWORD = 'swapMyRoom1!';

const sorted = (o: object) => Object.keys(o).sort();

/** Retry-After must be a whole number of seconds within (0, max]. */
function expectRetryAfter(value: string | null | undefined, max: number): number {
  expect(value).toMatch(/^\d+$/);
  const seconds = Number(value);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(max);
  return seconds;
}

/** A student who signed up by code and set a password (the session answered by set-password). */
async function studentWithPassword(password = GOOD_PASSWORD) {
  const signedUp = await signUp();
  const set = await api('POST', '/api/auth/set-password', {
    token: signedUp.token,
    body: { email: signedUp.email, password },
  });
  expect(set.status).toBe(200);
  return { email: signedUp.email, token: set.body.token as string, password };
}

describe('POST /api/auth/check-user', () => {
  it('answers {exists, hasPassword} as the account evolves', async () => {
    const email = uniqueEmail();
    await pactum
      .spec()
      .post('/api/auth/check-user')
      .withJson({ email })
      .expectStatus(200)
      .expectJson({ exists: false, hasPassword: false });
    const { token } = await signUp(email);
    await pactum
      .spec()
      .post('/api/auth/check-user')
      .withJson({ email })
      .expectStatus(200)
      .expectJson({ exists: true, hasPassword: false });
    await api('POST', '/api/auth/set-password', { token, body: { email, password: GOOD_PASSWORD } });
    await pactum
      .spec()
      .post('/api/auth/check-user')
      .withJson({ email: `  ${email.toUpperCase()} ` })
      .expectStatus(200)
      .expectJson({ exists: true, hasPassword: true });
  });

  it('a missing email is 400 VALIDATION_FAILED naming the field', async () => {
    await pactum
      .spec()
      .post('/api/auth/check-user')
      .withJson({})
      .expectStatus(400)
      .expectJson({
        error: 'Please enter your email address.',
        code: 'VALIDATION_FAILED',
        fields: { email: 'Please enter your email address.' },
      });
  });

  it('a lookalike domain is 403 DOMAIN_NOT_ALLOWED naming both school domains', async () => {
    for (const email of ['x@rutgers.edu.evil.com', 'x@evil-rutgers.edu', 'x@gmail.com']) {
      await pactum
        .spec()
        .post('/api/auth/check-user')
        .withJson({ email })
        .expectStatus(403)
        .expectJson({ error: DOMAIN_MESSAGE, code: 'DOMAIN_NOT_ALLOWED', fields: { email: DOMAIN_MESSAGE } });
    }
  });
});

describe('POST /api/auth/request-otp', () => {
  it('answers {sent: true, expiresInSeconds: 600} and mails a 6-digit code', async () => {
    const email = uniqueEmail();
    const since = Date.now();
    await pactum
      .spec()
      .post('/api/auth/request-otp')
      .withJson({ email })
      .expectStatus(200)
      .expectJson({ sent: true, expiresInSeconds: 600 });
    expect(await waitForCode(mailDir, email, since)).toMatch(/^\d{6}$/);
  });

  it('a second code within a minute is 429 RATE_LIMITED with Retry-After in whole seconds', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const res = await pactum
      .spec()
      .post('/api/auth/request-otp')
      .withJson({ email })
      .expectStatus(429)
      .expectJson({ error: 'Please wait before requesting another code.', code: 'RATE_LIMITED' })
      .toss();
    expectRetryAfter(res.headers['retry-after'] as string, 60);
  });

  it('refuses a missing email (400) and a foreign domain (403)', async () => {
    await pactum
      .spec()
      .post('/api/auth/request-otp')
      .withJson({ email: '   ' })
      .expectStatus(400)
      .expectJsonLike({ code: 'VALIDATION_FAILED', fields: { email: 'Please enter your email address.' } });
    await pactum
      .spec()
      .post('/api/auth/request-otp')
      .withJson({ email: 'x@rutgers.edu.evil.com' })
      .expectStatus(403)
      .expectJson({ error: DOMAIN_MESSAGE, code: 'DOMAIN_NOT_ALLOWED', fields: { email: DOMAIN_MESSAGE } });
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('creates the account on first verification and answers {token, hasPassword, hasProfile}', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    const res = await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email, code })
      .expectStatus(200)
      .toss();
    expect(sorted(res.json)).toEqual(['hasPassword', 'hasProfile', 'token']);
    expect(res.json).toMatchObject({ hasPassword: false, hasProfile: false });
    expect(res.json.token).toMatch(TOKEN);
    const me = await api('GET', '/api/auth/me', { token: res.json.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
  });

  it('a scarletmail address is the same account as the rutgers.edu one (visible in me.email)', async () => {
    const netid = `NetID-${randomUUID().slice(0, 8)}`;
    const scarlet = `  ${netid}@ScarletMail.Rutgers.edu `;
    const primary = `${netid.toLowerCase()}@rutgers.edu`;
    const since = Date.now();
    await pactum.spec().post('/api/auth/request-otp').withJson({ email: scarlet }).expectStatus(200);
    // the code goes to the normalized address
    const code = await waitForCode(mailDir, primary, since);
    const res = await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email: scarlet, code })
      .expectStatus(200)
      .toss();
    await pactum
      .spec()
      .get('/api/auth/me')
      .withHeaders('Authorization', `Bearer ${res.json.token}`)
      .expectStatus(200)
      .expectJsonLike({ user: { email: primary } });
    await pactum
      .spec()
      .post('/api/auth/check-user')
      .withJson({ email: primary })
      .expectJson({ exists: true, hasPassword: false });
  });

  it('a code is single use: the second verification is 401 INVALID_CODE', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    await pactum.spec().post('/api/auth/verify-otp').withJson({ email, code }).expectStatus(200);
    await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email, code })
      .expectStatus(401)
      .expectJson({ error: 'Invalid verification code', code: 'INVALID_CODE' });
  });

  it('wrong tries 1-4 are 401 INVALID_CODE, the 5th burns the code: 429 TOO_MANY_ATTEMPTS + Retry-After', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      await pactum
        .spec()
        .post('/api/auth/verify-otp')
        .withJson({ email, code: wrong })
        .expectStatus(401)
        .expectJson({ error: 'Invalid verification code', code: 'INVALID_CODE' });
    }
    const fifth = await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email, code: wrong })
      .expectStatus(429)
      .expectJsonLike({ code: 'TOO_MANY_ATTEMPTS', error: /.+/ })
      .toss();
    // Retry-After = when a new code may be requested (the 1-minute resend window)
    expectRetryAfter(fifth.headers['retry-after'] as string, 60);
    // burned: even the right code is refused now
    const right = await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email, code })
      .expectStatus(429)
      .expectJsonLike({ code: 'TOO_MANY_ATTEMPTS' })
      .toss();
    expectRetryAfter(right.headers['retry-after'] as string, 60);
  });

  it('an empty code is 400 VALIDATION_FAILED; no code requested is 401 INVALID_CODE', async () => {
    const email = uniqueEmail();
    await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email, code: '' })
      .expectStatus(400)
      .expectJson({
        error: 'Please enter the verification code.',
        code: 'VALIDATION_FAILED',
        fields: { code: 'Please enter the verification code.' },
      });
    await pactum
      .spec()
      .post('/api/auth/verify-otp')
      .withJson({ email, code: '123456' })
      .expectStatus(401)
      .expectJson({ error: 'Invalid verification code', code: 'INVALID_CODE' });
  });
});

describe('POST /api/auth/set-password', () => {
  it('after a code sign-in answers a new token and revokes the code session', async () => {
    const { email, token: otpToken } = await signUp();
    const res = await pactum
      .spec()
      .post('/api/auth/set-password')
      .withHeaders('Authorization', `Bearer ${otpToken}`)
      // the same rule applies to this email as to every other: scarletmail and case are normalized
      .withJson({ email: email.replace('@rutgers.edu', '@ScarletMail.Rutgers.EDU'), password: GOOD_PASSWORD })
      .expectStatus(200)
      .toss();
    expect(res.json.token).toMatch(TOKEN);
    expect(res.json.token).not.toBe(otpToken);
    expect(res.json).toMatchObject({ token: expect.any(String), hasPassword: true });
    await pactum
      .spec()
      .get('/api/auth/me')
      .withHeaders('Authorization', `Bearer ${otpToken}`)
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
    await pactum
      .spec()
      .get('/api/auth/me')
      .withHeaders('Authorization', `Bearer ${res.json.token}`)
      .expectStatus(200)
      .expectJsonLike({ user: { email, hasPassword: true } });
  });

  it('without a code session is 401 UNAUTHENTICATED', async () => {
    await pactum
      .spec()
      .post('/api/auth/set-password')
      .withJson({ email: uniqueEmail(), password: GOOD_PASSWORD })
      .expectStatus(401)
      .expectJson({
        error: 'Please verify your email with a code before setting a password.',
        code: 'UNAUTHENTICATED',
      });
  });

  it('with a password session, or for another email, is 401 UNAUTHENTICATED', async () => {
    const { email, token } = await studentWithPassword();
    await pactum
      .spec()
      .post('/api/auth/set-password')
      .withHeaders('Authorization', `Bearer ${token}`)
      .withJson({ email, password: 'another1Pass' })
      .expectStatus(401)
      .expectJson({
        error: 'Setting a password needs a fresh code sign-in. Please request a new code.',
        code: 'UNAUTHENTICATED',
      });
    const other = await signUp();
    await pactum
      .spec()
      .post('/api/auth/set-password')
      .withHeaders('Authorization', `Bearer ${other.token}`)
      .withJson({ email, password: 'another1Pass' })
      .expectStatus(401)
      .expectJson({
        error: 'You can only set the password of the account you are signed in to.',
        code: 'UNAUTHENTICATED',
      });
  });

  it('applies the password rule with the spec messages (400 VALIDATION_FAILED, fields.password)', async () => {
    const { email, token } = await signUp();
    const cases: [string, string][] = [
      ['', 'Please enter a password.'],
      ['abc1', 'Password must be at least 8 characters long.'],
      ['abcdefgh', 'Password must contain at least 1 letter and 1 number.'],
      ['12345678', 'Password must contain at least 1 letter and 1 number.'],
      ['abcd 1234', 'Password must contain at least 1 letter and 1 number.'],
      [`a1${'x'.repeat(63)}`, 'Password must be at most 64 characters long.'],
    ];
    for (const [password, message] of cases) {
      await pactum
        .spec()
        .post('/api/auth/set-password')
        .withHeaders('Authorization', `Bearer ${token}`)
        .withJson({ email, password })
        .expectStatus(400)
        .expectJson({ error: message, code: 'VALIDATION_FAILED', fields: { password: message } });
    }
    // exactly 64 allowed characters is fine, and the refusals left the code session usable
    await pactum
      .spec()
      .post('/api/auth/set-password')
      .withHeaders('Authorization', `Bearer ${token}`)
      .withJson({ email, password: `a1@$!%*#?&${'Z'.repeat(54)}` })
      .expectStatus(200);
  });
});

describe('POST /api/auth/login', () => {
  it('answers {token, hasProfile} (plus hasPassword) and a new token on every sign-in', async () => {
    const { email, password, token: first } = await studentWithPassword();
    const res = await pactum
      .spec()
      .post('/api/auth/login')
      .withJson({ email: email.toUpperCase(), password })
      .expectStatus(200)
      .toss();
    expect(sorted(res.json)).toEqual(['hasPassword', 'hasProfile', 'token']);
    expect(res.json).toMatchObject({ hasProfile: false, hasPassword: true });
    expect(res.json.token).toMatch(TOKEN);
    const again = await api('POST', '/api/auth/login', { body: { email, password } });
    expect(again.status).toBe(200);
    expect(new Set([first, res.json.token, again.body.token]).size).toBe(3);
  });

  it('wrong password, unknown email and an account without password are all 401 INVALID_CREDENTIALS', async () => {
    const { email } = await studentWithPassword();
    const { email: codeOnly } = await signUp();
    const refusal = { error: 'Invalid password. Please try again.', code: 'INVALID_CREDENTIALS' };
    for (const body of [
      { email, password: 'wrongPass1' },
      { email: uniqueEmail(), password: GOOD_PASSWORD },
      { email: codeOnly, password: GOOD_PASSWORD },
    ]) {
      await pactum.spec().post('/api/auth/login').withJson(body).expectStatus(401).expectJson(refusal);
    }
  });

  it('refuses a missing password (400) and a foreign domain (403)', async () => {
    await pactum
      .spec()
      .post('/api/auth/login')
      .withJson({ email: uniqueEmail() })
      .expectStatus(400)
      .expectJson({
        error: 'Please enter a password.',
        code: 'VALIDATION_FAILED',
        fields: { password: 'Please enter a password.' },
      });
    await pactum
      .spec()
      .post('/api/auth/login')
      .withJson({ email: 'x@rutgers.edu.evil.com', password: GOOD_PASSWORD })
      .expectStatus(403)
      .expectJsonLike({ code: 'DOMAIN_NOT_ALLOWED', error: DOMAIN_MESSAGE });
  });

  it('the 11th attempt after 10 failures is 429 TOO_MANY_ATTEMPTS with Retry-After, even with the right password', async () => {
    const { email, password, token } = await studentWithPassword();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const res = await api('POST', '/api/auth/login', { body: { email, password: `wrongPass${attempt}` } });
      expect(res.status, `attempt ${attempt}`).toBe(401);
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await pactum
      .spec()
      .post('/api/auth/login')
      .withJson({ email, password })
      .expectStatus(429)
      .expectJson({
        error: 'Too many failed sign-in attempts. Please wait and try again, or sign in with a code.',
        code: 'TOO_MANY_ATTEMPTS',
      })
      .toss();
    expectRetryAfter(locked.headers['retry-after'] as string, 15 * 60);
    // the lock is per email: sessions already issued keep working, other emails can still sign in
    expect((await api('GET', '/api/auth/me', { token })).status).toBe(200);
    const other = await studentWithPassword();
    expect((await api('POST', '/api/auth/login', { body: { email: other.email, password } })).status).toBe(
      200,
    );
  });
});

describe('GET /api/auth/me', () => {
  it('answers {user} with exactly the documented keys', async () => {
    const { email, token } = await signUp();
    const res = await pactum
      .spec()
      .get('/api/auth/me')
      .withHeaders('Authorization', `Bearer ${token}`)
      .expectStatus(200)
      .toss();
    expect(Object.keys(res.json)).toEqual(['user']);
    expect(sorted(res.json.user)).toEqual(USER_KEYS);
    expect(res.json.user).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      name: null,
      age: null,
      year: null,
      instagram: null,
      linkedin: null,
      hasProfile: false,
      hasPassword: false,
      termsAccepted: false,
      termsAcceptedAt: null,
      termsVersion: null,
    });
  });
});

describe('POST /api/auth/accept-terms', () => {
  it('accepts only the current version (else 400 VALIDATION_FAILED) and shows it in me', async () => {
    const { token } = await signUp();
    for (const version of ['2024-01-01', '', undefined]) {
      await pactum
        .spec()
        .post('/api/auth/accept-terms')
        .withHeaders('Authorization', `Bearer ${token}`)
        .withJson(version === undefined ? {} : { version })
        .expectStatus(400)
        .expectJson({
          error: `Please accept the current Terms of Service (version ${TERMS_VERSION}).`,
          code: 'VALIDATION_FAILED',
          fields: { version: `Please accept the current Terms of Service (version ${TERMS_VERSION}).` },
        });
    }
    await pactum
      .spec()
      .post('/api/auth/accept-terms')
      .withHeaders('Authorization', `Bearer ${token}`)
      .withJson({ version: TERMS_VERSION })
      .expectStatus(200)
      .expectJson({ success: true });
    const me = await api('GET', '/api/auth/me', { token });
    expect(me.body.user).toMatchObject({ termsAccepted: true, termsVersion: TERMS_VERSION });
    expect(Date.parse(me.body.user.termsAcceptedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('signed out is 401 UNAUTHENTICATED', async () => {
    await pactum
      .spec()
      .post('/api/auth/accept-terms')
      .withJson({ version: TERMS_VERSION })
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
  });
});

describe('POST /api/auth/setup-profile and PUT /api/auth/update-profile', () => {
  it('setup answers {success: true, user} with the profile and hasProfile', async () => {
    const { email, token } = await signUp();
    const res = await pactum
      .spec()
      .post('/api/auth/setup-profile')
      .withHeaders('Authorization', `Bearer ${token}`)
      .withJson({ name: '  Ada   Lovelace ', age: 19, year: 'freshman', instagram: 'ada', linkedin: '' })
      .expectStatus(200)
      .toss();
    expect(sorted(res.json)).toEqual(['success', 'user']);
    expect(res.json.success).toBe(true);
    expect(sorted(res.json.user)).toEqual(USER_KEYS);
    expect(res.json.user).toMatchObject({
      email,
      name: 'Ada Lovelace',
      age: 19,
      year: 'freshman',
      instagram: 'ada',
      linkedin: null,
      hasProfile: true,
    });
  });

  it("missing name, age or year is 400 'Please fill in all fields.' with a message per field", async () => {
    const { token } = await signUp();
    await pactum
      .spec()
      .post('/api/auth/setup-profile')
      .withHeaders('Authorization', `Bearer ${token}`)
      .withJson({ name: ' ', instagram: 'x' })
      .expectStatus(400)
      .expectJson({
        error: 'Please fill in all fields.',
        code: 'VALIDATION_FAILED',
        fields: {
          name: 'Please enter your name.',
          age: 'Please enter your age.',
          year: 'Please choose your year.',
        },
      });
    await pactum
      .spec()
      .post('/api/auth/setup-profile')
      .withHeaders('Authorization', `Bearer ${token}`)
      .withJson({ name: 'Ada', age: 20 })
      .expectStatus(400)
      .expectJson({
        error: 'Please fill in all fields.',
        code: 'VALIDATION_FAILED',
        fields: { year: 'Please choose your year.' },
      });
  });

  it("age outside 16-100, or not a whole number, is 400 'Age must be between 16 and 100.'", async () => {
    const { token } = await signUp();
    for (const age of [15, 101, -1, 20.5, 'twenty', '1e2', true]) {
      await pactum
        .spec()
        .post('/api/auth/setup-profile')
        .withHeaders('Authorization', `Bearer ${token}`)
        .withJson({ name: 'Ada', age, year: 'junior' })
        .expectStatus(400)
        .expectJson({
          error: 'Age must be between 16 and 100.',
          code: 'VALIDATION_FAILED',
          fields: { age: 'Age must be between 16 and 100.' },
        });
    }
    // the boundaries, and an age as a string of digits (a form field), are accepted (docs/decisions/012)
    for (const [age, stored] of [
      [16, 16],
      [100, 100],
      [' 42 ', 42],
    ] as const) {
      const res = await api('POST', '/api/auth/setup-profile', {
        token,
        body: { name: 'Ada', age, year: 'junior' },
      });
      expect(res.status, `age ${JSON.stringify(age)}`).toBe(200);
      expect(res.body.user.age).toBe(stored);
    }
  });

  it('a field of the wrong JSON type is 400 VALIDATION_FAILED naming it; a year outside the catalog too', async () => {
    const { token } = await signUp();
    await pactum
      .spec()
      .post('/api/auth/setup-profile')
      .withHeaders('Authorization', `Bearer ${token}`)
      .withJson({ name: 42, age: 20, year: 'junior' })
      .expectStatus(400)
      .expectJsonLike({ code: 'VALIDATION_FAILED', fields: { name: /.+/ } });
    await pactum
      .spec()
      .post('/api/auth/setup-profile')
      .withHeaders('Authorization', `Bearer ${token}`)
      .withJson({ name: 'Ada', age: 20, year: 'fifth-year' })
      .expectStatus(400)
      .expectJson({
        error: 'Year must be one of: freshman, sophomore, junior, senior, graduate.',
        code: 'VALIDATION_FAILED',
        fields: { year: 'Year must be one of: freshman, sophomore, junior, senior, graduate.' },
      });
  });

  it('update answers {user}, applies the same rule, keeps omitted Instagram/LinkedIn', async () => {
    const { email, token } = await signUp();
    await completeProfile(token, profileFor(email, { instagram: 'keep_me', linkedin: 'in/keep' }));
    const res = await pactum
      .spec()
      .put('/api/auth/update-profile')
      .withHeaders('Authorization', `Bearer ${token}`)
      .withJson({ name: 'Renamed', age: '21', year: 'senior' })
      .expectStatus(200)
      .toss();
    expect(Object.keys(res.json)).toEqual(['user']);
    expect(res.json.user).toMatchObject({
      name: 'Renamed',
      age: 21,
      year: 'senior',
      instagram: 'keep_me',
      linkedin: 'in/keep',
      hasProfile: true,
      termsAccepted: true,
    });
    await pactum
      .spec()
      .put('/api/auth/update-profile')
      .withHeaders('Authorization', `Bearer ${token}`)
      .withJson({ name: 'Renamed', age: 12, year: 'senior' })
      .expectStatus(400)
      .expectJson({
        error: 'Age must be between 16 and 100.',
        code: 'VALIDATION_FAILED',
        fields: { age: 'Age must be between 16 and 100.' },
      });
    await pactum
      .spec()
      .put('/api/auth/update-profile')
      .withJson({ name: 'Renamed', age: 20, year: 'senior' })
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
  });
});

describe('session cookies', () => {
  it('sign-in sets auth_token (HttpOnly, SameSite=Lax, Path=/, 30 days, no Secure on http) and a readable signed_in=1', async () => {
    const session = await new BrowserSession().open();
    const email = uniqueEmail();
    const code = await requestCode(email, session);
    const res = await session.request('POST', '/api/auth/verify-otp', { email, code });
    expect(res.status).toBe(200);
    const cookies = parseSetCookie({ 'set-cookie': res.res.headers.getSetCookie() });
    const auth = cookies.get('auth_token');
    expect(auth?.value).toBe(res.body.token);
    expect(auth?.attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'max-age=2592000']),
    );
    expect(auth?.attributes).not.toContain('secure');
    const signedIn = cookies.get('signed_in');
    expect(signedIn?.value).toBe('1');
    expect(signedIn?.attributes).toEqual(
      expect.arrayContaining(['samesite=lax', 'path=/', 'max-age=2592000']),
    );
    expect(signedIn?.attributes).not.toContain('httponly');
    expect(signedIn?.attributes).not.toContain('secure');
    // the cookie alone is a session
    const me = await session.request('GET', '/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
  });

  it('every sign-in sets a new auth_token', async () => {
    const { email, password } = await studentWithPassword();
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const session = await new BrowserSession().open();
      const res = await session.request('POST', '/api/auth/login', { email, password });
      expect(res.status).toBe(200);
      tokens.push(session.cookies.get('auth_token')!);
      expect(tokens[i]).toBe(res.body.token);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('logout answers {success: true}, clears both cookies and revokes the token', async () => {
    const session = await new BrowserSession().open();
    const { token } = await signUp(uniqueEmail(), session);
    expect(session.cookies.get('auth_token')).toBe(token);
    const out = await session.request('POST', '/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    const cleared = parseSetCookie({ 'set-cookie': out.res.headers.getSetCookie() });
    for (const name of ['auth_token', 'signed_in']) {
      const cookie = cleared.get(name);
      expect(cookie, name).toBeDefined();
      expect(cookie!.value).toBe('');
      expect(cookie!.attributes.some((a) => a.startsWith('expires=thu, 01 jan 1970'))).toBe(true);
    }
    expect(session.cookies.has('auth_token')).toBe(false);
    await pactum
      .spec()
      .get('/api/auth/me')
      .withHeaders('Authorization', `Bearer ${token}`)
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
    // the old cookie, replayed, is no session either
    await pactum
      .spec()
      .get('/api/auth/me')
      .withHeaders('cookie', `auth_token=${token}`)
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
  });

  it('bearer logout revokes only that session', async () => {
    const { email, password } = await studentWithPassword();
    const a = await api('POST', '/api/auth/login', { body: { email, password } });
    const b = await api('POST', '/api/auth/login', { body: { email, password } });
    await pactum
      .spec()
      .post('/api/auth/logout')
      .withHeaders('Authorization', `Bearer ${a.body.token}`)
      .expectStatus(200)
      .expectJson({ success: true });
    expect((await api('GET', '/api/auth/me', { token: a.body.token })).status).toBe(401);
    expect((await api('GET', '/api/auth/me', { token: b.body.token })).status).toBe(200);
  });
});

describe('CSRF on cookie-carrying requests', () => {
  it('a signed-in POST without X-CSRF-Token, or with a wrong one, is 403 CSRF_FAILED; with it, it passes', async () => {
    const session = await new BrowserSession().open();
    await signUp(uniqueEmail(), session);
    const cookie = [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await pactum
      .spec()
      .post('/api/auth/accept-terms')
      .withHeaders('cookie', cookie)
      .withJson({ version: TERMS_VERSION })
      .expectStatus(403)
      .expectJson({
        error: 'The request is missing a valid CSRF token. Reload the page and try again.',
        code: 'CSRF_FAILED',
      });
    await pactum
      .spec()
      .post('/api/auth/accept-terms')
      .withHeaders({ cookie, 'x-csrf-token': 'x'.repeat(32) })
      .withJson({ version: TERMS_VERSION })
      .expectStatus(403)
      .expectJsonLike({ code: 'CSRF_FAILED' });
    // nothing happened
    expect((await session.request('GET', '/api/auth/me')).body.user.termsAccepted).toBe(false);
    const ok = await session.request('POST', '/api/auth/accept-terms', { version: TERMS_VERSION });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true });
  });

  it('a cookie-carrying DELETE and PUT need the header too', async () => {
    const session = await new BrowserSession().open();
    await signUp(uniqueEmail(), session);
    const cookie = [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await pactum
      .spec()
      .delete('/api/auth/account')
      .withHeaders('cookie', cookie)
      .expectStatus(403)
      .expectJsonLike({ code: 'CSRF_FAILED' });
    await pactum
      .spec()
      .put('/api/auth/update-profile')
      .withHeaders('cookie', cookie)
      .withJson({ name: 'Ada', age: 20, year: 'junior' })
      .expectStatus(403)
      .expectJsonLike({ code: 'CSRF_FAILED' });
    expect((await session.request('GET', '/api/auth/me')).status).toBe(200);
  });
});

describe('DELETE /api/auth/account', () => {
  it('answers {success: true}, revokes every session and hides the account', async () => {
    const { email, password, token } = await studentWithPassword();
    const second = await api('POST', '/api/auth/login', { body: { email, password } });
    await pactum
      .spec()
      .delete('/api/auth/account')
      .withHeaders('Authorization', `Bearer ${token}`)
      .expectStatus(200)
      .expectJson({ success: true });
    for (const t of [token, second.body.token]) {
      await pactum
        .spec()
        .get('/api/auth/me')
        .withHeaders('Authorization', `Bearer ${t}`)
        .expectStatus(401)
        .expectJsonLike({ code: 'UNAUTHENTICATED' });
    }
    await pactum
      .spec()
      .post('/api/auth/check-user')
      .withJson({ email })
      .expectJson({ exists: false, hasPassword: false });
    await pactum
      .spec()
      .post('/api/auth/login')
      .withJson({ email, password })
      .expectStatus(401)
      .expectJsonLike({ code: 'INVALID_CREDENTIALS' });
  });

  it('through the browser it clears the cookies; signed out it is 401', async () => {
    const session = await new BrowserSession().open();
    await signUp(uniqueEmail(), session);
    const res = await session.request('DELETE', '/api/auth/account');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(session.cookies.has('auth_token')).toBe(false);
    expect(session.cookies.has('signed_in')).toBe(false);
    await pactum
      .spec()
      .delete('/api/auth/account')
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
  });
});

describe('guards of the student paths', () => {
  it('signed out is 401 UNAUTHENTICATED', async () => {
    await pactum
      .spec()
      .get('/api/listings/me')
      .expectStatus(401)
      .expectJson({ error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
  });

  it('signed in without a profile is 403 PROFILE_REQUIRED', async () => {
    const { token } = await signUp();
    // terms alone do not help
    await api('POST', '/api/auth/accept-terms', { token, body: { version: TERMS_VERSION } });
    for (const [method, path] of [
      ['GET', '/api/listings/me'],
      ['POST', '/api/listings'],
      ['GET', '/api/matches'],
      ['GET', '/api/swaps/requests'],
    ] as const) {
      const res = await api(method, path, { token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ error: 'Please complete your profile first.', code: 'PROFILE_REQUIRED' });
    }
  });

  it('with a profile but the terms not accepted is 403 TERMS_NOT_ACCEPTED; accepting them opens the paths', async () => {
    const { email, token } = await signUp();
    const profiled = await api('POST', '/api/auth/setup-profile', { token, body: profileFor(email) });
    expect(profiled.status).toBe(200);
    await pactum
      .spec()
      .get('/api/listings/me')
      .withHeaders('Authorization', `Bearer ${token}`)
      .expectStatus(403)
      .expectJson({
        error: 'Please accept the current Terms of Service to continue.',
        code: 'TERMS_NOT_ACCEPTED',
      });
    await pactum
      .spec()
      .post(`/api/matches/${randomUUID()}/reveal`)
      .withHeaders('Authorization', `Bearer ${token}`)
      .expectStatus(403)
      .expectJsonLike({ code: 'TERMS_NOT_ACCEPTED' });
    await api('POST', '/api/auth/accept-terms', { token, body: { version: TERMS_VERSION } });
    await pactum
      .spec()
      .get('/api/listings/me')
      .withHeaders('Authorization', `Bearer ${token}`)
      .expectStatus(200)
      .expectJson({ listing: null });
  });
});
