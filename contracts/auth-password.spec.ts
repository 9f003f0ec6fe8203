// Contract of passwords (decisions.md §3, §4): POST /api/auth/set-password after a code sign-in and
// POST /api/auth/login, the password rule's messages, and the sign-in lock with Retry-After.
import { describe, expect, it } from 'vitest';
import { expectRetryAfter, sorted, validationFailed } from './support/answers.ts';
import { DOMAIN_MESSAGE, GOOD_PASSWORD, TOKEN, studentWithPassword } from './support/auth.ts';
import { asStudent, pactum } from './support/pactum.ts';
import { api, signUp, uniqueEmail } from './support/students.ts';

describe('POST /api/auth/set-password', () => {
  it('after a code sign-in answers a new token and revokes the code session', async () => {
    const { email, token: otpToken } = await signUp();
    const res = await asStudent(otpToken)
      .post('/api/auth/set-password')
      // the same rule applies to this email as to every other: scarletmail and case are normalized
      .withJson({ email: email.replace('@rutgers.edu', '@ScarletMail.Rutgers.EDU'), password: GOOD_PASSWORD })
      .expectStatus(200)
      .toss();
    expect(res.json.token).toMatch(TOKEN);
    expect(res.json.token).not.toBe(otpToken);
    expect(res.json).toMatchObject({ token: expect.any(String), hasPassword: true });
    await asStudent(otpToken)
      .get('/api/auth/me')
      .expectStatus(401)
      .expectJsonLike({ code: 'UNAUTHENTICATED' });
    await asStudent(res.json.token)
      .get('/api/auth/me')
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
    await asStudent(token)
      .post('/api/auth/set-password')
      .withJson({ email, password: 'another1Pass' })
      .expectStatus(401)
      .expectJson({
        error: 'Setting a password needs a fresh code sign-in. Please request a new code.',
        code: 'UNAUTHENTICATED',
      });
    const other = await signUp();
    await asStudent(other.token)
      .post('/api/auth/set-password')
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
      await asStudent(token)
        .post('/api/auth/set-password')
        .withJson({ email, password })
        .expectStatus(400)
        .expectJson(validationFailed({ password: message }));
    }
    // exactly 64 allowed characters is fine, and the refusals left the code session usable
    await asStudent(token)
      .post('/api/auth/set-password')
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
      .expectJson(validationFailed({ password: 'Please enter a password.' }));
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
